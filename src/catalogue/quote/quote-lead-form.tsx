import { useId, useState, type FormEvent } from 'react';
import { productSchema } from '../../contract/enquiry-schemas.ts';
import type { LeadQuote } from '../../contract/lead-quote.ts';
import { productColours } from '../../contract/options.ts';
import type { ShowroomId } from '../../contract/site.ts';
import { deviceRules } from '../../contract/submission-rules.ts';
import { queuedMessage, submitEnquiry, type SubmitOutcome } from '../../lib/submit-enquiry.ts';

interface QuoteLeadFormProps {
  /** The model as the product enquiry names it ('Shine 100 (Drum)'). */
  modelName: string;
  quote: LeadQuote;
  showroomId: ShowroomId | null;
}

type Field = 'name' | 'mobileNo' | 'emailId' | 'color';
const fieldLabels: Record<Field, string> = { name: 'Your name', mobileNo: 'Mobile number', emailId: 'Email', color: 'Colour' };

/**
 * "Get this price from the showroom": a product enquiry carrying the quote, sent through
 * the outbox (exactly once, kept on the device when there is no signal). The product
 * enquiry needs a name, a mobile, an email and a colour, so the dialog asks for them.
 */
export function QuoteLeadForm({ modelName, quote, showroomId }: QuoteLeadFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', mobileNo: '', emailId: '', color: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = { ...values, model: modelName, message: '', preferredShowroom: showroomId ?? '', quote };
    const check = productSchema(deviceRules()).safeParse(body);
    if (!check.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of check.error.issues) {
        const field = issue.path[0] as Field;
        if (field in fieldLabels) found[field] ??= issue.message;
      }
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0] ?? 'name'}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setOutcome(await submitEnquiry('product', body));
    } finally {
      setBusy(false);
    }
  }

  if (outcome && outcome.status !== 'refused' && outcome.status !== 'failed') {
    return (
      <p className="quote-lead-done" role="status">
        {outcome.status === 'sent'
          ? `Sent. The showroom will call you to confirm this price. Reference: ${outcome.reference}`
          : queuedMessage(outcome.reference)}
      </p>
    );
  }

  const input = (field: Exclude<Field, 'color'>, type: string, autoComplete: string, inputMode?: 'tel' | 'email') => (
    <div className="quote-field">
      <label htmlFor={`${id}-${field}`}>{fieldLabels[field]}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => setValues({ ...values, [field]: e.target.value })}
      />
      {errors[field] && <p id={`${id}-${field}-error`} className="quote-error">{errors[field]}</p>}
    </div>
  );

  return (
    <form className="quote-lead-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Get this price from the showroom">
      {input('name', 'text', 'name')}
      {input('mobileNo', 'tel', 'tel-national', 'tel')}
      {input('emailId', 'email', 'email', 'email')}
      <div className="quote-field">
        <label htmlFor={`${id}-color`}>{fieldLabels.color}</label>
        <select
          id={`${id}-color`}
          value={values.color}
          aria-invalid={errors.color ? true : undefined}
          aria-describedby={errors.color ? `${id}-color-error` : undefined}
          onChange={(e) => setValues({ ...values, color: e.target.value })}
        >
          <option value="">Select colour</option>
          {productColours.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        {errors.color && <p id={`${id}-color-error`} className="quote-error">{errors.color}</p>}
      </div>
      {outcome?.status === 'refused' && <p className="quote-error" role="alert">{outcome.message}</p>}
      {outcome?.status === 'failed' && <p className="quote-error" role="alert">It could not be sent. Check your connection and try again.</p>}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send to the showroom'}
      </button>
    </form>
  );
}
