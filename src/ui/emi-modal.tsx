import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { apiPaths } from '#contract/api-paths.ts';
import { emiOverMonths, type EmiResult } from '#contract/emi.ts';
import type { OnroadRates } from '#contract/onroad-rates.ts';
import { formatRupees } from '../lib/format.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { Modal } from './modal.tsx';
import './emi-modal.css';

interface EmiModalProps {
  open: boolean;
  onClose: () => void;
  /** The model's price, when opened for a model: the loan amount starts there. */
  amount?: number;
}

/**
 * requirements 2.4: the EMI calculator, opened from the finance and listing screens (and a bike's
 * detail). The tenure is in months, as the on-road quote counts it (requirements 5's formula over
 * n months, src/contract/emi.ts); the rate starts at the dealer's usual one, kept with the
 * on-road rates (GET /api/onroad-rates, cached for offline use).
 */
export function EmiModal({ open, onClose, amount }: EmiModalProps) {
  const { t } = useLingui();
  const rates = usePublicRead<OnroadRates>(open ? apiPaths.onroadRates : null);
  const usual = rates.data?.settings.usualLoanRatePercent?.value;
  return (
    <Modal open={open} onClose={onClose} title={t`EMI CALCULATOR`}>
      {/* The form unmounts with the dialog: closing clears inputs and result (requirements 2.4); it opens again from the model's price and the usual rate. */}
      <EmiForm price={amount} usualRate={usual} />
    </Modal>
  );
}

function EmiForm({ price, usualRate }: { price?: number; usualRate?: number }) {
  const { t } = useLingui();
  const [amount, setAmount] = useState(price && price > 0 ? String(price) : '');
  const [rate, setRate] = useState(usualRate === undefined ? '' : String(usualRate));
  // The usual rate arrives after the dialog opens on a first visit: it fills the rate if nothing was typed there.
  const [usualSeen, setUsualSeen] = useState(usualRate);
  if (usualRate !== usualSeen) {
    setUsualSeen(usualRate);
    if (rate === '' && usualRate !== undefined) setRate(String(usualRate));
  }
  const [months, setMonths] = useState('');
  const [result, setResult] = useState<EmiResult | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // requirements 5: runs only if amount, rate and tenure are all filled.
    if (amount.trim() === '' || rate.trim() === '' || months.trim() === '') return;
    setResult(emiOverMonths(Number(amount), Number(rate), Number(months)));
  }

  const monthly = result ? formatRupees(result.emi, 2) : '';
  const interest = result ? formatRupees(result.totalInterest, 2) : '';
  const payable = result ? formatRupees(result.totalPayable, 2) : '';
  return (
    <form className="emi-form" onSubmit={onSubmit} noValidate>
      <label className="emi-field">
        <span>
          <Trans>Loan Amount (₹)</Trans>
        </span>
        <input
          type="number"
          inputMode="decimal"
          min="0"
          name="amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder={t`e.g. 100000`}
          data-autofocus
        />
      </label>
      <label className="emi-field">
        <span>
          <Trans>Interest Rate (% per year)</Trans>
        </span>
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          name="rate"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          placeholder={t`e.g. 10`}
        />
      </label>
      {usualRate !== undefined && (
        <p className="emi-hint">
          <Trans>Our financiers' usual rate, filled in for you: change it if yours differs.</Trans>
        </p>
      )}
      <label className="emi-field">
        <span>
          <Trans>Tenure (months)</Trans>
        </span>
        <input
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          name="tenure"
          value={months}
          onChange={(e) => setMonths(e.target.value)}
          placeholder={t`e.g. 36`}
        />
      </label>
      <button type="submit" className="btn btn-primary emi-submit">
        <Trans>Calculate</Trans>
      </button>
      <div className="emi-result" aria-live="polite">
        {result && (
          <>
            <p className="emi-line">{t`Monthly EMI: ${monthly}`}</p>
            <p>{t`Total Interest: ${interest}`}</p>
            <p>{t`Total Payable: ${payable}`}</p>
          </>
        )}
      </div>
    </form>
  );
}
