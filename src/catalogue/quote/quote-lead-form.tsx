import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { productSchema } from '#contract/enquiry-schemas.ts';
import type { LeadQuote } from '#contract/lead-quote.ts';
import { isLanguage } from '#contract/language.ts';
import type { ShowroomId } from '#contract/site.ts';
import { deviceRules } from '#contract/submission-rules.ts';
import { fieldMessages } from '../../lib/i18n/field-messages.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { submitEnquiry, type SubmitOutcome } from '../../lib/submit-enquiry.ts';
import type { ColourChoice } from '../../lib/use-model-colours.ts';

interface QuoteLeadFormProps {
  /** The model as the product enquiry names it ('Shine 100 (Drum)'). */
  modelName: string;
  /** The model's own colours (src/lib/use-model-colours.ts). */
  colours: readonly ColourChoice[];
  quote: LeadQuote;
  showroomId: ShowroomId | null;
  /** The enquiry's reference once it is stored: the quote takes it as its own. */
  onStored: (reference: string) => void;
}

type Field = 'name' | 'mobileNo' | 'emailId' | 'color';

/**
 * "Get this price from the showroom": a product enquiry carrying the quote, sent through
 * the outbox (exactly once, kept on the device when there is no signal). The product
 * enquiry needs a name, a mobile and a colour, so the dialog asks for them, and an e-mail
 * if the visitor likes; it says the language it was filled in, for the customer's messages.
 */
export function QuoteLeadForm({ modelName, colours, quote, showroomId, onStored }: QuoteLeadFormProps) {
  const id = useId();
  const { i18n, t } = useLingui();
  const fieldLabels: Record<Field, string> = { name: t`Your name`, mobileNo: t`Mobile number`, emailId: t`Email (optional)`, color: t`Colour` };
  const [values, setValues] = useState<Record<Field, string>>({ name: '', mobileNo: '', emailId: '', color: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = { ...values, model: modelName, message: '', preferredShowroom: showroomId ?? '', quote, language: isLanguage(i18n.locale) ? i18n.locale : 'en' };
    const check = productSchema(deviceRules()).safeParse(body);
    if (!check.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of check.error.issues) {
        const field = issue.path[0] as Field;
        if (field in fieldLabels) found[field] ??= inLanguage(i18n, fieldMessages, issue.message);
      }
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0] ?? 'name'}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await submitEnquiry('product', body);
      // The server's reference names the quote too; one waiting on the device gets it when sent.
      if (result.status === 'sent' && result.reference) onStored(result.reference);
      setOutcome(result);
    } finally {
      setBusy(false);
    }
  }

  if (outcome && outcome.status !== 'refused' && outcome.status !== 'failed') {
    const reference = outcome.reference;
    return (
      <p className="quote-lead-done" role="status">
        {outcome.status === 'sent'
          ? t`Sent. The showroom will call you to confirm this price. Reference: ${reference}`
          : t`Saved on this device. It will be sent automatically when you're back online. Reference given when sent.`}
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
    <form className="quote-lead-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t`Get this price from the showroom`}>
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
          <option value="">{t`Select colour`}</option>
          {colours.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
        {errors.color && <p id={`${id}-color-error`} className="quote-error">{errors.color}</p>}
      </div>
      {outcome?.status === 'refused' && (
        <p className="quote-error" role="alert">
          {inLanguage(i18n, fieldMessages, outcome.message)}
        </p>
      )}
      {outcome?.status === 'failed' && (
        <p className="quote-error" role="alert">
          <Trans>It could not be sent. Check your connection and try again.</Trans>
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t`Sending…` : t`Send to the showroom`}
      </button>
    </form>
  );
}
