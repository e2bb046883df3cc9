import { useState, type FormEvent } from 'react';
import { Modal } from './modal.tsx';
import { calculateEmi, type EmiResult } from '../contract/emi.ts';
import { emiLine, emiTotals } from './emi-line.ts';
import './emi-modal.css';

interface EmiModalProps {
  open: boolean;
  onClose: () => void;
  /** The model's price, when opened for a model: the loan amount starts there. */
  amount?: number;
}

/** spec 2.4: the EMI calculator, opened from the finance and listing screens (and a bike's detail). */
export function EmiModal({ open, onClose, amount }: EmiModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="EMI CALCULATOR">
      {/* The form unmounts with the dialog: closing clears inputs and result (spec 2.4); it opens again from the model's price. */}
      <EmiForm price={amount} />
    </Modal>
  );
}

function EmiForm({ price }: { price?: number }) {
  const [amount, setAmount] = useState(price && price > 0 ? String(price) : '');
  const [rate, setRate] = useState('');
  const [years, setYears] = useState('');
  const [result, setResult] = useState<EmiResult | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // spec 5: runs only if amount, rate and tenure are all filled.
    if (amount.trim() === '' || rate.trim() === '' || years.trim() === '') return;
    setResult(calculateEmi(Number(amount), Number(rate), Number(years)));
  }

  return (
    <form className="emi-form" onSubmit={onSubmit} noValidate>
      <label className="emi-field">
        <span>Loan Amount (₹)</span>
        <input
          type="number"
          inputMode="decimal"
          min="0"
          name="amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="e.g. 100000"
          data-autofocus
        />
      </label>
      <label className="emi-field">
        <span>Interest Rate (% per year)</span>
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          name="rate"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          placeholder="e.g. 10"
        />
      </label>
      <label className="emi-field">
        <span>Tenure (years)</span>
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.5"
          name="tenure"
          value={years}
          onChange={(e) => setYears(e.target.value)}
          placeholder="e.g. 3"
        />
      </label>
      <button type="submit" className="btn btn-primary emi-submit">
        Calculate
      </button>
      <div className="emi-result" aria-live="polite">
        {result && (
          <>
            <p className="emi-line">{emiLine(result.emi)}</p>
            {emiTotals(result).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </>
        )}
      </div>
    </form>
  );
}
