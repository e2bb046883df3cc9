/** The pure parts of the enquiry pages: slug matching, check-all, digits, outcomes, state. */
import { describe, expect, it } from 'vitest';
import { earlierListedModels } from '#contract/catalogue-model-field.ts';
import { queuedMessage } from '../../src/enquiries/kit/submit-enquiry.ts';
import { applyTick, type Ticks } from '../../src/enquiries/kit/check-all.ts';
import { digitsOnly } from '../../src/lib/digits.ts';
import { outcomeToast } from '../../src/enquiries/kit/outcome-toast.ts';
import { financeSlugFor, slugify } from '../../src/enquiries/forms/finance-model-slug.ts';
import { modelLabel } from '#contract/model-label.ts';
import { hasResumeExtension, resumeProblem } from '../../src/enquiries/forms/resume-file.ts';
import { productFromState } from '../../src/enquiries/pages/product-state.ts';
import { warrantyPlans } from '#contract/warranty-plans.ts';
import { latestOffer } from '../../src/enquiries/pages/latest-offer.ts';

describe('finance slug for a bike name (requirements 2.3)', () => {
  it.each([
    ['Activa 6G', 'activa-6g'],
    ['activa-6g', 'activa-6g'],
    ['Hornet 2.0', 'hornet-2-0'],
    ['X-Blade', 'x-blade'],
    ['XBLADE', 'x-blade'],
    ['CB200X', 'cb200x'],
    ['CD110 Dream Deluxe', 'cd110-dream-deluxe'],
    ['SP 160', 'sp-160'],
    ['Livo', 'livo-110'],
    ['Activa 6G DLX', 'activa-6g'],
    ['  Dio 125 ', 'dio-125'],
  ])('%s -> %s', (name, slug) => {
    expect(financeSlugFor(name)).toBe(slug);
  });

  it('answers null when nothing is near', () => {
    expect(financeSlugFor('Gold Wing')).toBeNull();
    expect(financeSlugFor('')).toBeNull();
    expect(financeSlugFor('a')).toBeNull();
  });

  it('finds every slug of the list from its own readable label', () => {
    for (const slug of earlierListedModels) expect(financeSlugFor(modelLabel(slug))).toBe(slug);
    expect(slugify('Hornet 2.0')).toBe('hornet-2-0');
    expect(modelLabel('hornet-2-0')).toBe('Hornet 2.0');
    expect(modelLabel('activa-6g')).toBe('Activa 6G');
  });
});

describe("opt-in 'Check all' (requirements 4)", () => {
  const none = { all: false, rcs: false, sms: false, obd: false, email: false, whatsapp: false };

  it('sets and clears all five channels', () => {
    const all = applyTick(none, 'all', 'all', true);
    expect(all).toEqual({ all: true, rcs: true, sms: true, obd: true, email: true, whatsapp: true });
    expect(applyTick(all, 'all', 'all', false)).toEqual(none);
  });

  it('is ticked only while every channel is', () => {
    const all = applyTick(none, 'all', 'all', true);
    expect(applyTick(all, 'all', 'sms', false)).toEqual({ ...all, sms: false, all: false });
    let ticks: Ticks = none;
    for (const c of ['rcs', 'sms', 'obd', 'email']) ticks = applyTick(ticks, 'all', c, true);
    expect(ticks.all).toBe(false);
    expect(applyTick(ticks, 'all', 'whatsapp', true).all).toBe(true);
  });
});

describe('digits only (requirements 5)', () => {
  it('strips non-digits and keeps at most 10', () => {
    expect(digitsOnly('+91 98110-40001')).toBe('9198110400');
    expect(digitsOnly('98a7b6')).toBe('9876');
    expect(digitsOnly('')).toBe('');
  });
});

describe('outcome toasts (requirements 4, 8)', () => {
  it('shows the kind success text, or the server message for AMC, and clears the form', () => {
    const sent = { status: 'sent', message: 'Saved for you', reference: 'ABCD1234' } as const;
    expect(outcomeToast('finance', sent)).toEqual({ tone: 'success', text: 'Finance Enquiry Submitted Successfully!', duration: 3000, position: 'top-right', reset: true, detail: 'Reference: ABCD1234' });
    expect(outcomeToast('amc', sent, true).text).toBe('Saved for you');
    expect(outcomeToast('amc', { ...sent, message: '' }, true).text).toBe('Enquiry submitted successfully!');
  });

  it('keeps the form on refusal and network failure, with the spec wording and position', () => {
    expect(outcomeToast('contact', { status: 'refused', message: 'email: invalid' })).toMatchObject({ tone: 'error', text: ' Error: email: invalid', reset: false });
    expect(outcomeToast('warranty', { status: 'refused', message: '' }).text).toBe('Failed to submit form.');
    expect(outcomeToast('product', { status: 'refused', message: 'x' })).toMatchObject({ text: 'Something went wrong. Please try again.', position: 'top-center', duration: 3000 });
    expect(outcomeToast('finance', { status: 'failed' })).toMatchObject({ tone: 'error', text: ' Failed to submit. Please try again later.', reset: false });
  });

  // The server gives the reference when the enquiry arrives (docs/security.md), so a queued one has none yet.
  it('tells the user a queued enquiry is safe on the device, and that its reference comes when it is sent', () => {
    expect(outcomeToast('offer', { status: 'queued', id: 'a-queued-entry' })).toMatchObject({ tone: 'info', text: queuedMessage(), reset: true });
    expect(queuedMessage()).toBe("Saved on this device. It will be sent automatically when you're back online. Reference given when sent.");
  });
});

describe('product enquiry state (requirements 2.3, 9)', () => {
  it('defaults to Default Bike Name and 0', () => {
    expect(productFromState(null)).toEqual({ bikeName: 'Default Bike Name', price: '0' });
    expect(productFromState({ bikeName: '', price: null })).toEqual({ bikeName: 'Default Bike Name', price: '0' });
  });

  it('reads name, price (number or text), image and variant', () => {
    expect(productFromState({ bikeName: 'SP 160', price: 123456, image: '/media/sp.png', variant: 'Disc' })).toEqual({
      bikeName: 'SP 160', price: '123456', image: '/media/sp.png', variant: 'Disc',
    });
  });
});

describe('extended warranty tables (requirements 9)', () => {
  it('scooters: 3 years / 36,000 km, totals 4/5/6/10 years', () => {
    const [scooters, motorcycles] = warrantyPlans;
    expect(scooters).toMatchObject({ vehicle: 'Scooters', standardYears: 3, standardKm: 36000 });
    expect(scooters!.options.map((o) => [o.extraYears, o.extraKm, o.totalYears, o.totalKm])).toEqual([
      [1, 12000, 4, 48000], [2, 24000, 5, 60000], [3, 36000, 6, 72000], [7, 84000, 10, 120000],
    ]);
    expect(motorcycles).toMatchObject({ vehicle: 'Motorcycles', standardYears: 3, standardKm: 42000 });
    expect(motorcycles!.options.map((o) => o.extraKm)).toEqual([16000, 28000, 40000, 88000]);
  });
});

describe('resume files (requirements 2.3)', () => {
  it('accepts .pdf, .doc and .docx in any case only', () => {
    expect(['a.pdf', 'B.DOC', 'c.docx'].every(hasResumeExtension)).toBe(true);
    expect(['a.txt', 'pdf', 'a.pdf.exe'].some(hasResumeExtension)).toBe(false);
    expect(resumeProblem({ name: 'big.pdf', size: 6 * 1024 * 1024 })).toMatch(/at most 5 MB/);
    expect(resumeProblem(null)).toBeNull();
  });
});

describe('offers (requirements 2.3)', () => {
  it('shows the highest id', () => {
    const offer = (id: number) => ({ id, title: `t${id}`, image: '', description: '', titleHi: '', descriptionHi: '' });
    expect(latestOffer([offer(2), offer(9), offer(4)])?.id).toBe(9);
    expect(latestOffer([])).toBeUndefined();
  });
});
