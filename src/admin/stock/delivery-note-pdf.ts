/**
 * The delivery note (docs/stock-and-delivery.md "Delivery note"): the paper the customer and
 * the showroom sign at handover, on the dealer's letterhead (the shared document page, so a
 * Devanagari name is drawn as written): the booking, the customer, the vehicle with its
 * chassis and engine numbers, the registration and insurance from the delivery checklist,
 * what was checked at handover, and a line for each signature.
 */
import { insuranceItemKey, registrationItemKey, type BookingChecklist } from '#contract/delivery-checklist.ts';
import { formatIndianDate } from '#contract/ist-date.ts';
import type { BookingRecord } from '#contract/stock.ts';
import { documentPage, type DocumentFonts } from '../../lib/pdf/document-page.ts';
import type { Letterhead } from '../../lib/pdf/letterhead.ts';

export interface DeliveryNote {
  booking: BookingRecord;
  checklist: BookingChecklist;
  /** The IST day it was handed over (YYYY-MM-DD), or null before: the note is printed to be signed then. */
  deliveredOn: string | null;
  showroom: string;
}

const valueOf = (checklist: BookingChecklist, key: string) => checklist.items.find((i) => i.key === key)?.value ?? null;

/** The note's lines: label and value, in the order printed. */
export function deliveryNoteLines({ booking, checklist, deliveredOn, showroom }: DeliveryNote): [string, string][] {
  const checked = checklist.items.filter((i) => i.kind === 'tick' && i.value !== null).map((i) => i.labelEn);
  return [
    ['Booking', booking.reference],
    ['Date', deliveredOn ? formatIndianDate(deliveredOn) : ''],
    ['Customer', `${booking.customerName}, ${booking.mobile}`],
    ['Vehicle', `${booking.model}, ${booking.variant}, ${booking.colour}`],
    ['Chassis number', booking.vin ?? ''],
    ['Engine number', booking.engineNo ?? ''],
    ['Registration number', valueOf(checklist, registrationItemKey) ?? 'Applied for'],
    ['Insurance policy', valueOf(checklist, insuranceItemKey) ?? ''],
    ['Checked at handover', checked.join(', ')],
    ['Showroom', showroom],
  ];
}

export async function deliveryNotePdf(note: DeliveryNote, head: Letterhead, fonts: DocumentFonts): Promise<ArrayBuffer> {
  const lines = deliveryNoteLines(note);
  const page = await documentPage('a4', head, fonts, lines.flat());
  const { pdf, writer, left, right, text } = page;
  let y = page.top;
  text('Delivery note', 16, left, y, { bold: true });
  y = page.lines(lines, y + 11, 50) + 3;
  page.rule(y);
  y += 9;
  pdf.setFontSize(10);
  const declaration = 'I have received the vehicle described above in good condition, with its keys, tools, owner\'s manual and the documents listed, and I have been shown how to use it.';
  for (const line of writer.wrap(declaration, right - left)) {
    text(line, 10, left, y);
    y += 5.2;
  }
  y += 26;
  const middle = (left + right) / 2;
  pdf.setDrawColor(120).setLineWidth(0.3);
  pdf.line(left, y, middle - 8, y);
  pdf.line(middle + 8, y, right, y);
  text('Customer\'s signature', 9.5, left, y + 5, { grey: true });
  text(`For ${head.dealerName}: authorised signatory`, 9.5, right, y + 5, { grey: true, align: 'right' });
  return pdf.output('arraybuffer');
}

/** The file name people see: delivery-note-BK-000123.pdf. */
export const deliveryNoteFileName = (booking: Pick<BookingRecord, 'reference'>) => `delivery-note-${booking.reference}.pdf`;
