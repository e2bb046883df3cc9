/**
 * The booking forms' tick for WhatsApp and SMS updates (docs/notifications.md "Consent"):
 * off until the visitor ticks it; its label and what it means (the purpose, the dealer who
 * sends, how to stop) are the contract's words in the page's language with the dealer's
 * name from the site settings, and what the form sends is exactly those words, which the
 * server stores with the time it received them. Switching the page's language while it is
 * ticked keeps it ticked, in the new words.
 */
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { isLanguage } from '#contract/language.ts';
import { consentWording } from '#contract/updates-consent.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import type { FormValues } from './form-definition.ts';

interface ConsentTickProps {
  id: string;
  field: ControllerRenderProps<FormValues, string>;
  aria: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

export function ConsentTick({ id, field, aria }: ConsentTickProps) {
  const { i18n } = useLingui();
  const { dealerName } = useSiteSettings();
  const wording = consentWording(isLanguage(i18n.locale) ? i18n.locale : 'en', dealerName);
  const value = typeof field.value === 'string' ? field.value : '';
  const ticked = value !== '';
  const { onChange } = field;
  // The words sent are the words shown, also after a change of language or of the dealer's name.
  useEffect(() => {
    if (ticked && value !== wording.text) onChange(wording.text);
  }, [ticked, value, wording.text, onChange]);
  const detailId = `${id}-detail`;
  return (
    <label className="enquiry-check enquiry-consent" htmlFor={id}>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="checkbox"
        checked={ticked}
        onChange={(e) => onChange(e.target.checked ? wording.text : '')}
        onBlur={field.onBlur}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={[detailId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
      <span className="enquiry-consent__words">
        <span className="enquiry-consent__label">{wording.label}</span>
        <span id={detailId} className="enquiry-consent__detail"><DealerNamed text={wording.detail} dealer={dealerName} /></span>
      </span>
    </label>
  );
}

/**
 * The detail with the dealer's name marked as English on a Hindi page (a name the dealer
 * wrote, docs/visitor-language.md), so a screen reader reads it as English; the words are
 * the same.
 */
function DealerNamed({ text, dealer }: { text: string; dealer: string }) {
  const at = dealer ? text.indexOf(dealer) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span lang="en">{dealer}</span>
      {text.slice(at + dealer.length)}
    </>
  );
}
