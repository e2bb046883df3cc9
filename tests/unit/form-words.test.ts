/**
 * The enquiry forms in the visitor's language (docs/visitor-language.md): every English word a
 * form definition shows (labels, placeholders, hints, empty choices, choices, titles,
 * buttons) has its message in the kit's table, and the Hindi catalog gives it Devanagari
 * words; the toasts likewise. Names (models, showrooms' places, outlets) show as they are.
 */
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { loadCatalog } from '../../src/lib/i18n/catalogs.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { feedbackLocations, joyClubModels } from '#contract/options.ts';
import { site } from '#contract/site.ts';
import { defaultSiteSettings, showroomPlaceIn } from '#contract/site-settings.ts';
import { plainOptions, type FormDefinition } from '../../src/enquiries/kit/form-definition.ts';
import { formWords } from '../../src/enquiries/kit/form-words.ts';
import { toastText, toastWords } from '../../src/enquiries/kit/toast-words.ts';
import { inLanguage } from '../../src/lib/i18n/text-table.ts';
import { amcForm } from '../../src/enquiries/forms/amc-form.ts';
import { careerForm } from '../../src/enquiries/forms/career-form.ts';
import { contactForm } from '../../src/enquiries/forms/contact-form.ts';
import { feedbackForm } from '../../src/enquiries/forms/feedback-form.ts';
import { financeForm } from '../../src/enquiries/forms/finance-form.ts';
import { joyClubForm } from '../../src/enquiries/forms/joy-club-form.ts';
import { offerForm } from '../../src/enquiries/forms/offer-form.ts';
import { optInForm } from '../../src/enquiries/forms/opt-in-form.ts';
import { productForm } from '../../src/enquiries/forms/product-form.ts';
import { serviceForm } from '../../src/enquiries/forms/service-form.ts';
import { warrantyForm } from '../../src/enquiries/forms/warranty-form.ts';
import { consentWording } from '#contract/updates-consent.ts';

const forms: FormDefinition[] = [
  amcForm, careerForm, contactForm, feedbackForm, financeForm(), joyClubForm, offerForm, optInForm,
  productForm('Shine 100', plainOptions(['Red', 'Black'])), serviceForm, warrantyForm,
];

/** Names a visitor reads as they are in either language. */
const names = new Set<string>([
  ...feedbackLocations, ...joyClubModels, 'Shine 100', 'RCS', 'SMS', 'Email', 'WhatsApp',
  ...site.showrooms.map((s) => showroomPlaceIn(defaultSiteSettings.showrooms, s.id)),
]);

function wordsOf(form: FormDefinition): string[] {
  const words = [form.title, form.submitLabel];
  // The updates tick shows the contract's own words in each language (tested below), not the table's.
  for (const field of form.fields.filter((f) => f.type !== 'consent')) {
    words.push(field.label, field.placeholder, field.hint, field.emptyOption);
    // Model choices come from the catalogue's names (slug -> name): they are names.
    if (field.name !== 'model') words.push(...(field.options ?? []).map((o) => o.label));
  }
  return words.filter((w): w is string => w !== undefined && w !== 'you@example.com' && !names.has(w));
}

const devanagari = /[\u0900-\u097F]/;

const hi = setupI18n({ locale: 'hi', messages: { hi: await loadCatalog('hi', 'enquiries') } });
const en = setupI18n({ locale: 'en', messages: { en: await loadCatalog('en', 'enquiries') } });

describe('the enquiry forms in Hindi and English', () => {

  it.each(forms.map((f) => [f.kind, f] as const))('%s: every word has a message, Devanagari in Hindi, the same in English', (_kind, form) => {
    const words = wordsOf(form);
    expect(words.length).toBeGreaterThan(3);
    for (const word of words) {
      expect(formWords[word], word).toBeDefined();
      expect(inLanguage(hi, formWords, word), word).toMatch(devanagari);
      expect(inLanguage(en, formWords, word)).toBe(word);
    }
  });

  it('every toast of every kind reads in Hindi and stays exact in English', () => {
    for (const spec of Object.values(enquiryKinds)) {
      for (const text of [spec.messages.success, spec.messages.networkFailure]) {
        expect(toastWords[text.trim()], text).toBeDefined();
        expect(toastText(hi, text)).toMatch(devanagari);
        expect(toastText(en, text)).toBe(text);
      }
    }
  });

  it("the booking forms' updates tick reads in Hindi, naming the dealer, and in English as written", () => {
    for (const form of [serviceForm, productForm('Shine 100', plainOptions(['Red']))]) {
      expect(form.fields.filter((f) => f.type === 'consent').map((f) => f.name)).toEqual(['updatesConsent']);
    }
    const hindi = consentWording('hi', 'Gurgaon Two Wheelers');
    expect(hindi.label).toMatch(devanagari);
    expect(hindi.detail).toMatch(devanagari);
    expect(hindi.detail).toContain('Gurgaon Two Wheelers');
    expect(consentWording('en', 'Gurgaon Two Wheelers').label).toBe('Send me updates on WhatsApp and SMS');
  });

  it('a text no table knows (a server message) shows as it is', () => {
    expect(toastText(hi, 'Model X is not sold here')).toBe('Model X is not sold here');
  });
});
