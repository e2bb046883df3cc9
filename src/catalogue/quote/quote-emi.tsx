import { useId, useState } from 'react';
import { emiLimits, emiTermsSchema, quoteEmi, type EmiTerms } from '../../contract/onroad-emi.ts';
import { formatRupees } from '../../lib/format.ts';

interface QuoteEmiProps {
  total: number;
  terms: EmiTerms;
  onChange: (terms: EmiTerms) => void;
}

type DownKind = EmiTerms['downPayment']['kind'];

const numberOrNaN = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * Finance from the quote: the down payment (an amount or a share), rate and tenure; the
 * loan is the on-road total less the down payment (quoteEmi). Amounts to 2 decimals.
 * The boxes keep what was typed; the terms change only when the typing makes a number.
 */
export function QuoteEmi({ total, terms, onChange }: QuoteEmiProps) {
  const id = useId();
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
  const problem = check.success ? null : (check.error.issues[0]?.message ?? 'Check the loan terms');
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
      <legend>EMI</legend>
      <div className="quote-emi-fields">
        <div className="quote-field">
          <label htmlFor={`${id}-down`}>Down payment {down.kind === 'percent' ? '(%)' : '(₹)'}</label>
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
            <div className="quote-down-kind" role="radiogroup" aria-label="Down payment as">
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
          <label htmlFor={`${id}-rate`}>Interest rate (% per year)</label>
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
          <label htmlFor={`${id}-months`}>Tenure (months)</label>
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
        {!problem && !emi && <p>The down payment covers the whole price: there is nothing to borrow.</p>}
        {emi && (
          <dl>
            <div><dt>Loan amount</dt><dd>{formatRupees(emi.loanAmount, 2)}</dd></div>
            <div className="quote-emi-monthly"><dt>Monthly EMI</dt><dd data-testid="quote-emi">{formatRupees(emi.monthlyEmi, 2)}</dd></div>
            <div><dt>Total interest</dt><dd>{formatRupees(emi.totalInterest, 2)}</dd></div>
            <div><dt>Total payable</dt><dd>{formatRupees(emi.totalPayable, 2)}</dd></div>
          </dl>
        )}
      </div>
    </fieldset>
  );
}
