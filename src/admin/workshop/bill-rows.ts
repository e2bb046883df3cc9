/**
 * What a workshop bill shows, once for the screen and the PDF (./bill-screen.tsx,
 * ./bill-table.tsx, ./bill-pdf.ts): each line's cells (code, HSN or SAC, quantity, rate, taxable value, GST
 * rate, CGST and SGST or IGST, total), the totals and the heading facts, ₹ with Indian
 * grouping to the paisa and dates as 23 Nov 2026 in IST.
 */
import { amountInWords } from '#contract/amount-in-words.ts';
import { formatIndianDate, istDateOf } from '#contract/ist-date.ts';
import type { BillAnswer } from '#contract/workshop-bill.ts';
import type { EstimateLineRecord } from '#contract/workshop.ts';
import type { SupplyKind, TaxTotals } from '#contract/workshop-tax.ts';
import { formatRupees } from '../../lib/format.ts';

export const rupees = (paise: number): string => formatRupees(paise / 100, 2);

/** The tax columns of a bill: CGST and SGST within the state, IGST across. */
export function taxHeadings(supply: SupplyKind): string[] {
  return supply === 'inter-state' ? ['IGST'] : ['CGST', 'SGST'];
}
const taxesOf = (t: TaxTotals, supply: SupplyKind): string[] => (supply === 'inter-state' ? [rupees(t.igstPaise)] : [rupees(t.cgstPaise), rupees(t.sgstPaise)]);

export const billHeadings = (supply: SupplyKind): string[] =>
  ['Description', 'HSN/SAC', 'Qty', 'Rate', 'Taxable', 'GST', ...taxHeadings(supply), 'Total'];

/** One line's cells, in the order of billHeadings. */
export function billLineCells(line: EstimateLineRecord, supply: SupplyKind): string[] {
  return [
    `${line.name} (${line.kind === 'part' ? 'part' : 'labour'} ${line.code})`, line.hsnSac, String(line.qty), rupees(line.unitPricePaise),
    rupees(line.taxablePaise), `${line.gstRate}%`, ...taxesOf(line, supply), rupees(line.totalPaise),
  ];
}

/** The totals row's cells, under the lines. */
export function billTotalCells(bill: BillAnswer): string[] {
  return ['Total', '', '', '', rupees(bill.totals.taxablePaise), '', ...taxesOf(bill.totals, bill.supply), rupees(bill.totals.totalPaise)];
}

export const billWords = (bill: BillAnswer): string => amountInWords(bill.totals.totalPaise);
export const billDate = (bill: BillAnswer): string => formatIndianDate(istDateOf(bill.billedAt ?? new Date()));
export const billFileName = (bill: BillAnswer): string => `bill-${(bill.invoiceNumber ?? `draft-${bill.reference}`).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
