/**
 * The walk-in job card's tick for WhatsApp and SMS updates: the booking forms' label, with the
 * words of a workshop visit's purpose (approval requests and ready; src/contract/updates-consent.ts,
 * with the dealer's name from the site settings), off
 * until ticked, read to the customer at the counter. What is sent is exactly the words shown
 * ('' when not ticked); the server keeps them with the time it received them
 * (docs/workshop.md "Messages to the customer").
 */
import { useEffect } from 'react';
import { consentWording } from '#contract/updates-consent.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';

interface Props {
  id: string;
  value: string | undefined;
  onChange: (text: string) => void;
}

export function WalkInConsent({ id, value, onChange }: Props) {
  const { dealerName } = useSiteSettings();
  const wording = consentWording('en', dealerName, 'workshop');
  const ticked = !!value;
  // The words sent are the words shown, also after the dealer's name changed.
  useEffect(() => {
    if (ticked && value !== wording.text) onChange(wording.text);
  }, [ticked, value, wording.text, onChange]);
  // The tick is named by its label alone; what it means is its description, read after it.
  return (
    <div className="workshop-consent workshop-wide">
      <label className="workshop-consent-tick" htmlFor={id}>
        <input id={id} type="checkbox" checked={ticked} aria-describedby={`${id}-detail`} onChange={(e) => onChange(e.target.checked ? wording.text : '')} />
        <span className="workshop-consent-label">{wording.label}</span>
      </label>
      <p id={`${id}-detail`} className="workshop-consent-detail">{wording.detail}</p>
    </div>
  );
}
