/**
 * One line of a service estimate on /track: its name, quantity and price with GST, and,
 * while it waits for the customer, Approve and Decline. Either asks once more, naming the
 * line and its price, before anything is sent: a decision is made once (docs/workshop.md
 * "Approval"). A decided line says Approved or Declined.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Decision, EstimateLineRecord } from '#contract/workshop.ts';
import { paiseText } from './workshop-words.ts';

interface EstimateLineProps {
  line: EstimateLineRecord;
  /** Sends the decision; resolves with a problem in words, or '' when it was taken. */
  onDecide: (line: EstimateLineRecord, decision: Decision) => Promise<string>;
}

export function EstimateLine({ line, onDecide }: EstimateLineProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const price = paiseText(line.totalPaise);
  const qty = String(line.qty);
  const name = line.name;

  const decide = async (decision: Decision) => {
    setBusy(true);
    setProblem('');
    const refused = await onDecide(line, decision);
    setBusy(false);
    setProblem(refused);
    if (!refused) setAsking(null);
  };

  return (
    <li className={`track-line track-line--${line.approval}`}>
      <div className="track-line__facts">
        <span className="track-line__name">{line.name}</span>
        <span className="track-line__qty">{t`Quantity ${qty}`}</span>
        <span className="track-line__price">{t`${price} with GST`}</span>
      </div>
      {line.approval === 'approved' && <p className="track-line__state track-line__state--approved"><Trans>Approved</Trans></p>}
      {line.approval === 'declined' && <p className="track-line__state track-line__state--declined"><Trans>Declined</Trans></p>}
      {line.approval === 'pending' && asking === null && (
        <div className="track-booking__actions" role="group" aria-label={t`Decide ${name}`}>
          <button type="button" className="track-booking__button" onClick={() => { setProblem(''); setAsking('approved'); }}><Trans>Approve</Trans></button>
          <button type="button" className="track-booking__button track-booking__button--quiet" onClick={() => { setProblem(''); setAsking('declined'); }}><Trans>Decline</Trans></button>
        </div>
      )}
      {line.approval === 'pending' && asking !== null && (
        <div className="track-booking__step" role="group" aria-label={asking === 'approved' ? t`Approve ${name}?` : t`Decline ${name}?`}>
          <p className="track-line__question">
            {asking === 'approved'
              ? t`Approve ${name} for ${price}? The workshop will do this work and bill it.`
              : t`Decline ${name}? The workshop will not do this work.`}
          </p>
          <div className="track-booking__actions">
            <button type="button" className="track-booking__button" disabled={busy} onClick={() => void decide(asking)}>
              {busy ? t`Sending...` : asking === 'approved' ? t`Yes, approve` : t`Yes, decline`}
            </button>
            <button type="button" className="track-booking__button track-booking__button--quiet" disabled={busy} onClick={() => { setProblem(''); setAsking(null); }}><Trans>Back</Trans></button>
          </div>
        </div>
      )}
      {problem && <p className="enquiry-field__error" role="alert">{problem}</p>}
    </li>
  );
}
