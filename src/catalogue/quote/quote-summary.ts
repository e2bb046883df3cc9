/**
 * A quote as rows of text in the visitor's language: what the PDF prints and what Share
 * sends. Share writes amounts 'Rs. 1,23,456' (plain text that every messaging app shows
 * the same); the PDF writes '₹' in its embedded font.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmiTerms, QuoteEmi } from '#contract/onroad-emi.ts';
import { quoteLabels, type Quote, type QuoteLine } from '#contract/onroad-quote.ts';
import type { ShowroomId } from '#contract/site.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { groupIndian } from '../../lib/format.ts';
import { indianDateIn } from '../../lib/i18n/use-indian-date.ts';
import { inLanguage, shownLang } from '../../lib/i18n/text-table.ts';
import type { DealerText } from '../../lib/i18n/dealer-text.ts';
import { quoteWords } from './quote-words.ts';

export interface QuoteDocument {
  modelName: string;
  variant: string;
  quote: Quote;
  emi: QuoteEmi | null;
  /** The loan's terms when bought on a loan: the rate and the tenure in months are printed with the EMI. */
  terms: EmiTerms | null;
  showroomId: ShowroomId | null;
  /** The dealer's details as the device knows them (Manage > Site): the letterhead and the showroom. */
  dealer: SiteSettings;
  /** The IST day the quote was made (YYYY-MM-DD). */
  on: string;
  /** The quote's own reference; the enquiry's once the quote has been sent to the showroom. */
  reference: string;
  /** The model's picture (a site address), when the page has it. */
  picture?: string;
}

/** How long a quote holds: rates and prices move, and the showroom confirms the final price. */
const quoteValidDays = 15;

export type Money = (amount: number, decimals?: number) => string;

export function plainRupees(amount: number, decimals = 0): string {
  return `${amount < 0 ? '-' : ''}Rs. ${groupIndian(Math.abs(amount), decimals)}`;
}

export function showroomName(i18n: I18n, dealer: SiteSettings, id: ShowroomId | null): string {
  const group = dealer.dealerName;
  return dealer.showrooms.find((s) => s.id === id)?.name ?? i18n._(msg`${group} (any showroom)`);
}

/** A new quote reference: 'Q-' and 8 hex digits, enough to find a quote the buyer brings in. */
export function newQuoteReference(): string {
  return `Q-${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** The IST day `days` after `isoDate`. */
function daysAfter(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A line's name in the visitor's language: the quote's own words from its table; an option's
 * name the dealer wrote in Hindi, when there is one; else as written, marked English on a
 * Hindi page (a kit or a subsidy scheme the dealer named).
 */
export function quoteLineText(i18n: I18n, line: Pick<QuoteLine, 'label' | 'labelHi'>): DealerText {
  const hindi = i18n.locale === 'hi' ? line.labelHi?.trim() : '';
  if (hindi) return { text: hindi, lang: undefined };
  return { text: inLanguage(i18n, quoteWords, line.label), lang: shownLang(i18n, quoteWords, line.label) };
}

/** [label, amount] rows of the breakup, then the total. */
export function quoteRows(i18n: I18n, quote: Quote, money: Money = plainRupees): [string, string][] {
  return [
    ...quote.lines.map((line): [string, string] => [quoteLineText(i18n, line).text, money(line.amount)]),
    [quoteLineText(i18n, { label: quoteLabels.total }).text, money(quote.total)],
  ];
}

export function emiRows(i18n: I18n, emi: QuoteEmi, terms: EmiTerms | null, money: Money = plainRupees): [string, string][] {
  const rate = terms?.annualRatePercent ?? 0;
  const months = terms?.tenureMonths ?? 0;
  return [
    [i18n._(msg`Down payment`), money(emi.downPayment, 2)],
    [i18n._(msg`Loan amount`), money(emi.loanAmount, 2)],
    ...(terms ? [[i18n._(msg`Interest rate`), i18n._(msg`${rate}% a year`)] as [string, string], [i18n._(msg`Tenure`), i18n._(msg`${months} months`)] as [string, string]] : []),
    [i18n._(msg`Monthly EMI`), money(emi.monthlyEmi, 2)],
    [i18n._(msg`Total interest`), money(emi.totalInterest, 2)],
    [i18n._(msg`Total payable`), money(emi.totalPayable, 2)],
  ];
}

/** The lines under the breakup: the rates' day, when the quote was made and until when it holds, its reference. */
export function quoteDates(i18n: I18n, doc: QuoteDocument): { ratesAsOf: string; quoted: string; validUntil: string } {
  const date = (iso: string) => indianDateIn(i18n.locale, iso);
  const asOf = date(doc.quote.ratesAsOf);
  const on = date(doc.on);
  const until = date(daysAfter(doc.on, quoteValidDays));
  const reference = doc.reference;
  return {
    ratesAsOf: i18n._(msg`Rates as of ${asOf}`),
    quoted: i18n._(msg`Quoted on ${on}, reference ${reference}`),
    validUntil: i18n._(msg`Valid until ${until}`),
  };
}

/** The text Share sends. */
export function quoteSummaryText(i18n: I18n, doc: QuoteDocument): string {
  const rows = [...quoteRows(i18n, doc.quote), ...(doc.emi ? emiRows(i18n, doc.emi, doc.terms) : [])];
  const dates = quoteDates(i18n, doc);
  const model = doc.modelName;
  const variant = doc.variant;
  return [
    i18n._(msg`On-road price: ${model} (${variant})`),
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    `${dates.ratesAsOf}. ${dates.quoted}. ${dates.validUntil}.`,
    showroomName(i18n, doc.dealer, doc.showroomId),
  ].join('\n');
}
