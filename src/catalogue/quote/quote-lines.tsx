import type { Quote } from '../../contract/onroad-quote.ts';
import { quoteLabels } from '../../contract/onroad-quote.ts';
import { ratesAsOfLine } from '../../contract/ist-date.ts';
import { formatRupees } from '../../lib/format.ts';

/** '-₹5,000' for a subsidy: the minus sign before the rupee sign, as a bill writes it. */
export function signedRupees(amount: number): string {
  return amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount);
}

/** The itemised breakup: every line, the total and the day of the rates it used. */
export function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <div className="quote-breakup">
      <table className="quote-lines">
        <caption className="visually-hidden">On-road price breakup</caption>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={`${line.kind}-${line.id ?? ''}`} className={line.amount < 0 ? 'quote-line-credit' : undefined}>
              <th scope="row">{line.label}</th>
              <td>{signedRupees(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="quote-total">
            <th scope="row">{quoteLabels.total}</th>
            <td data-testid="quote-total">{formatRupees(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="quote-rates-date">{ratesAsOfLine(quote.ratesAsOf)}</p>
    </div>
  );
}
