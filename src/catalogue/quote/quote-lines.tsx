import { Trans, useLingui } from '@lingui/react/macro';
import type { Quote } from '#contract/onroad-quote.ts';
import { quoteLabels } from '#contract/onroad-quote.ts';
import { formatRupees } from '../../lib/format.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { useIndianDate } from '../../lib/i18n/use-indian-date.ts';
import { quoteLineText } from './quote-summary.ts';
import { quoteLineNotes, quoteWords } from './quote-words.ts';

/** '-₹5,000' for a subsidy: the minus sign before the rupee sign, as a bill writes it. */
function signedRupees(amount: number): string {
  return amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount);
}

/** The itemised breakup: every line (a word on the ones a buyer may not know), the total and the day of the rates it used. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const { i18n, t } = useLingui();
  const date = useIndianDate();
  const asOf = date(quote.ratesAsOf);
  return (
    <div className="quote-breakup">
      <table className="quote-lines">
        <caption className="visually-hidden">{t`On-road price breakup`}</caption>
        <tbody>
          {quote.lines.map((line) => {
            const note = line.kind === 'registration' || line.kind === 'hypothecation' ? quoteLineNotes[line.kind] : null;
            const name = quoteLineText(i18n, line);
            return (
              <tr key={`${line.kind}-${line.id ?? ''}`} className={line.amount < 0 ? 'quote-line-credit' : undefined}>
                <th scope="row">
                  <span lang={name.lang}>{name.text}</span>
                  {note && <small className="quote-line-note">{i18n._(note)}</small>}
                </th>
                <td>{signedRupees(line.amount)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="quote-total">
            <th scope="row">{inLanguage(i18n, quoteWords, quoteLabels.total)}</th>
            <td data-testid="quote-total">{formatRupees(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="quote-rates-date">
        <Trans>Rates as of {asOf}</Trans>
      </p>
    </div>
  );
}
