/**
 * The delivery note PDF (src/admin/stock/delivery-note-pdf.ts), read back with pdftotext as
 * the receipt's is: the letterhead, the booking, a Devanagari name exactly, the chassis and
 * engine numbers, the registration and insurance from the checklist, what was checked at
 * handover, the day in Indian form and both signature lines.
 */
import { describe, expect, it } from 'vitest';
import type { BookingChecklist, BookingChecklistEntry } from '#contract/delivery-checklist.ts';
import type { BookingRecord } from '#contract/stock.ts';
import { deliveryNoteLines, deliveryNotePdf } from '../../src/admin/stock/delivery-note-pdf.ts';
import { documentFontFiles, pdfText, testLetterhead } from '../support/pdf-files.ts';

const fonts = documentFontFiles();
const head = testLetterhead;
const booking: BookingRecord = {
  id: 7, reference: 'BK-000017', modelId: 3, model: 'Shine 100', variant: 'Drum', colour: 'Black with Red Stripes', showroomId: 2,
  customerName: 'श्रीमती क्षमा त्रिपाठी', mobile: '9811040201', leadId: null, state: 'delivered', vehicleId: 4, vin: 'MBLHA10AB26S10042',
  engineNo: 'JA10EB26S10042', overrideReason: null, createdAt: '2026-11-20T05:00:00.000Z', createdBy: 'meena.counter', version: 4,
};
const item = (key: string, labelEn: string, kind: BookingChecklistEntry['kind'], value: string | null): BookingChecklistEntry => ({
  key, labelEn, labelHi: labelEn, kind, format: key === 'registration' ? 'registration' : 'plain', required: true, sort: 0, retired: false,
  value, setAt: value ? '2026-11-29T06:00:00.000Z' : null, setBy: value ? 'meena.counter' : null, setByName: value ? 'Meena Joshi' : null,
});
const checklist: BookingChecklist = {
  bookingId: 7, reference: 'BK-000017', missing: [],
  items: [
    item('pdi', 'PDI points checked', 'tick', 'yes'),
    item('insurance', 'Insurance policy number', 'text', 'OG-26-1101-4821'),
    item('registration', 'Registration number', 'text', 'HR 26 XX 1234'),
    item('accessories', 'Accessories fitted', 'tick', null),
    item('documents', 'Documents checked', 'tick', 'yes'),
  ],
};

describe('the delivery note PDF', () => {
  it('carries the customer as written, the vehicle\'s numbers, the checklist and both signatures', async () => {
    const text = pdfText(await deliveryNotePdf({ booking, checklist, deliveredOn: '2026-11-30', showroom: 'Sector 18' }, head, fonts));
    const flat = text.replace(/[ \t]+/g, ' ');
    for (const expected of [
      'Gurgaon Motors', 'GSTIN 06AAGCG4821K1ZK', 'Delivery note', 'BK-000017', '30 Nov 2026', 'श्रीमती क्षमा त्रिपाठी, 9811040201',
      'Shine 100, Drum, Black with Red Stripes', 'MBLHA10AB26S10042', 'JA10EB26S10042', 'HR 26 XX 1234', 'OG-26-1101-4821',
      'PDI points checked, Documents checked', "Customer's signature", 'For Gurgaon Motors: authorised signatory',
    ]) expect(flat).toContain(expected);
    // An item not done is not said to have been checked.
    expect(flat).not.toContain('Accessories fitted');
  });

  it('prints a note to sign before the registration number is given', () => {
    const waiting = { ...checklist, items: checklist.items.map((i) => (i.key === 'registration' ? { ...i, value: null } : i)) };
    const lines = Object.fromEntries(deliveryNoteLines({ booking: { ...booking, state: 'ready' }, checklist: waiting, deliveredOn: null, showroom: 'Sector 18' }));
    expect(lines['Registration number']).toBe('Applied for');
    expect(lines.Date).toBe('');
  });
});
