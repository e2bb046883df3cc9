/**
 * A quote as plain lines of text: what the PDF prints and what Share sends. Amounts are
 * written 'Rs. 1,23,456': the PDF's built-in fonts have no '₹' glyph, and plain text
 * keeps working in every messaging app the summary is shared to.
 */
import { formatIndianDate, ratesAsOfLine } from '../../contract/ist-date.ts';
import type { QuoteEmi } from '../../contract/onroad-emi.ts';
import { quoteLabels, type Quote } from '../../contract/onroad-quote.ts';
import { site, showroomById, type ShowroomId } from '../../contract/site.ts';
import { groupIndian } from '../../lib/format.ts';

export interface QuoteDocument {
  modelName: string;
  variant: string;
  quote: Quote;
  emi: QuoteEmi | null;
  showroomId: ShowroomId | null;
  /** The IST day the quote was made (YYYY-MM-DD). */
  on: string;
  reference: string;
}

export function plainRupees(amount: number, decimals = 0): string {
  return `${amount < 0 ? '-' : ''}Rs. ${groupIndian(Math.abs(amount), decimals)}`;
}

export function showroomName(id: ShowroomId | null): string {
  return showroomById(id)?.name ?? `${site.groupName} (any showroom)`;
}

/** A new quote reference: 'Q-' and 8 hex digits, enough to find a quote the buyer brings in. */
export function newQuoteReference(): string {
  return `Q-${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** [label, amount] rows of the breakup, then the total. */
export function quoteRows(quote: Quote): [string, string][] {
  return [...quote.lines.map((line): [string, string] => [line.label, plainRupees(line.amount)]), [quoteLabels.total, plainRupees(quote.total)]];
}

export function emiRows(emi: QuoteEmi): [string, string][] {
  return [
    ['Down payment', plainRupees(emi.downPayment, 2)],
    ['Loan amount', plainRupees(emi.loanAmount, 2)],
    ['Monthly EMI', plainRupees(emi.monthlyEmi, 2)],
    ['Total interest', plainRupees(emi.totalInterest, 2)],
    ['Total payable', plainRupees(emi.totalPayable, 2)],
  ];
}

/** The text Share sends (and the start of the PDF's heading). */
export function quoteSummaryText(doc: QuoteDocument): string {
  const rows = [...quoteRows(doc.quote), ...(doc.emi ? emiRows(doc.emi) : [])];
  return [
    `On-road price: ${doc.modelName} (${doc.variant})`,
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    `${ratesAsOfLine(doc.quote.ratesAsOf)}. Quoted on ${formatIndianDate(doc.on)}, reference ${doc.reference}.`,
    showroomName(doc.showroomId),
  ].join('\n');
}
