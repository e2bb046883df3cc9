import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { inLanguage, type TextTable } from '../../lib/i18n/text-table.ts';
import { useId, useState } from 'react';
import { emiLimits, emiTermsSchema, quoteEmi, type EmiTerms } from '#contract/onroad-emi.ts';
import { formatRupees } from '../../lib/format.ts';

interface QuoteEmiProps {
  total: number;
  terms: EmiTerms;
  onChange: (terms: EmiTerms) => void;
}

type DownKind = EmiTerms['downPayment']['kind'];

/** The loan terms' messages (src/contract/onroad-emi.ts) in the visitor's language. */
const emiMessages: TextTable = {
  'Enter the down payment in rupees': msg`Enter the down payment in rupees`,
  'The down payment cannot be negative': msg`The down payment cannot be negative`,
  'Enter the down payment as a percentage': msg`Enter the down payment as a percentage`,
  'The down payment cannot be more than 100%': msg`The down payment cannot be more than 100%`,
  'Enter the interest rate': msg`Enter the interest rate`,
  'The rate cannot be negative': msg`The rate cannot be negative`,
  'The rate must be at most 50%': msg`The rate must be at most 50%`,
  'Enter the tenure in months': msg`Enter the tenure in months`,
  'The tenure is a whole number of months': msg`The tenure is a whole number of months`,
  'The tenure must be at least 3 months': msg`The tenure must be at least 3 months`,
  'The tenure must be at most 84 months': msg`The tenure must be at most 84 months`,
};

const numberOrNaN = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * Finance from the quote: the down payment (an amount or a share), rate and tenure; the
 * loan is the on-road total less the down payment (quoteEmi). Amounts to 2 decimals.
 * The boxes keep what was typed; the terms change only when the typing makes a number.
 */
export function QuoteEmi({ total, terms, onChange }: QuoteEmiProps) {
  const id = useId();
  const { i18n, t } = useLingui();
  const down = terms.downPayment;
  const [downText, setDownText] = useState(String(down.kind === 'percent' ? down.percent : down.amount));
  const [rateText, setRateText] = useState(String(terms.annualRatePercent));
  const [monthsText, setMonthsText] = useState(String(terms.tenureMonths));

  const typed: EmiTerms = {
    downPayment: down.kind === 'percent' ? { kind: 'percent', percent: numberOrNaN(downText) } : { kind: 'amount', amount: numberOrNaN(downText) },
    annualRatePercent: numberOrNaN(rateText),
    tenureMonths: numberOrNaN(monthsText),
  };
  const check = emiTermsSchema.safeParse(typed);
  const issue = check.success ? undefined : check.error.issues[0]?.message;
  const problem = check.success ? null : issue ? inLanguage(i18n, emiMessages, issue) : t`Check the loan terms`;
  const emi = check.success ? quoteEmi(total, check.data) : null;

  function update(next: EmiTerms) {
    if (emiTermsSchema.safeParse(next).success) onChange(next);
  }
  function setKind(kind: DownKind) {
    // The number typed stays; only what it means changes.
    const value = Number.isFinite(numberOrNaN(downText)) ? numberOrNaN(downText) : 0;
    onChange({ ...terms, downPayment: kind === 'percent' ? { kind, percent: value } : { kind, amount: value } });
  }

  return (
    <fieldset className="quote-emi">
      <legend>
        <Trans>EMI</Trans>
      </legend>
      <div className="quote-emi-fields">
        <div className="quote-field">
          <label htmlFor={`${id}-down`}>{down.kind === 'percent' ? t`Down payment (%)` : t`Down payment (₹)`}</label>
          <div className="quote-down">
            <input
              id={`${id}-down`}
              type="number"
              inputMode="decimal"
              min="0"
              value={downText}
              onChange={(e) => {
                setDownText(e.target.value);
                const value = numberOrNaN(e.target.value);
                update({ ...terms, downPayment: down.kind === 'percent' ? { kind: 'percent', percent: value } : { kind: 'amount', amount: value } });
              }}
            />
            <div className="quote-down-kind" role="radiogroup" aria-label={t`Down payment as`}>
              {(['amount', 'percent'] as const).map((kind) => (
                <label key={kind} className="quote-down-choice">
                  <input type="radio" name={`${id}-kind`} checked={down.kind === kind} onChange={() => setKind(kind)} />
                  <span>{kind === 'amount' ? '₹' : '%'}</span>
                </label>
              ))}
            </div>
          </div>
        </div>
        <div className="quote-field">
          <label htmlFor={`${id}-rate`}>
            <Trans>Interest rate (% per year)</Trans>
          </label>
          <input
            id={`${id}-rate`}
            type="number"
            inputMode="decimal"
            min="0"
            max={emiLimits.maxRatePercent}
            step="0.01"
            value={rateText}
            onChange={(e) => {
              setRateText(e.target.value);
              update({ ...terms, annualRatePercent: numberOrNaN(e.target.value) });
            }}
          />
        </div>
        <div className="quote-field">
          <label htmlFor={`${id}-months`}>
            <Trans>Tenure (months)</Trans>
          </label>
          <input
            id={`${id}-months`}
            type="number"
            inputMode="numeric"
            min={emiLimits.minMonths}
            max={emiLimits.maxMonths}
            value={monthsText}
            onChange={(e) => {
              setMonthsText(e.target.value);
              update({ ...terms, tenureMonths: numberOrNaN(e.target.value) });
            }}
          />
        </div>
      </div>
      <div className="quote-emi-result" aria-live="polite">
        {problem && <p className="quote-error">{problem}</p>}
        {!problem && !emi && (
          <p>
            <Trans>The down payment covers the whole price: there is nothing to borrow.</Trans>
          </p>
        )}
        {emi && (
          <dl>
            <div>
              <dt>
                <Trans>Loan amount</Trans>
              </dt>
              <dd>{formatRupees(emi.loanAmount, 2)}</dd>
            </div>
            <div className="quote-emi-monthly">
              <dt>
                <Trans>Monthly EMI</Trans>
              </dt>
              <dd data-testid="quote-emi">{formatRupees(emi.monthlyEmi, 2)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Total interest</Trans>
              </dt>
              <dd>{formatRupees(emi.totalInterest, 2)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Total payable</Trans>
              </dt>
              <dd>{formatRupees(emi.totalPayable, 2)}</dd>
            </div>
          </dl>
        )}
      </div>
    </fieldset>
  );
}
