/**
 * WhatsApp and SMS updates on /track (docs/notifications.md "Consent"): for a request
 * whose form had them ticked, since when they are on, and Stop them, with the lookup's
 * reference and mobile; once stopped, since when. Stopping needs a signal: the customer is
 * told the answer at once. The words they agreed to are shown, so they know what stops.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { slotOf } from '#contract/appointment-slots.ts';
import { formatClockIn } from '#contract/ist-date.ts';
import { consentPaths, type TrackUpdatesAnswer } from '#contract/track-updates.ts';
import type { UpdatesConsent } from '#contract/updates-consent.ts';
import { api } from '../../lib/api.ts';
import { useIndianDate } from '../../lib/i18n/use-indian-date.ts';
import { problemText, type TrackPair } from './track-booking.tsx';

/** '23 Nov 2026, 11:30 am' (IST), '23 नवंबर 2026, सुबह 11:30' in Hindi. */
function useIstMoment(): (iso: string) => string {
  const { i18n } = useLingui();
  const indianDate = useIndianDate();
  return (iso) => {
    const { date, time } = slotOf(new Date(iso));
    const clock = formatClockIn(i18n.locale, time);
    return `${indianDate(date)}, ${clock}`;
  };
}

export function TrackUpdatesView({ updates: first, pair }: { updates: UpdatesConsent; pair: TrackPair }) {
  const { t, i18n } = useLingui();
  const moment = useIstMoment();
  const [updates, setUpdates] = useState(first);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const stop = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await api<TrackUpdatesAnswer>(consentPaths.trackUpdates, { method: 'POST', body: { ...pair, action: 'withdraw' } });
      setUpdates(answer.updates);
      setDone(t`Stopped. You will get no more WhatsApp or SMS messages about this request.`);
    } catch (e) {
      setError(problemText(i18n, e));
    } finally {
      setBusy(false);
    }
  };

  const since = moment(updates.agreedAt);
  const stoppedAt = updates.withdrawnAt ? moment(updates.withdrawnAt) : '';
  return (
    <section className="track-updates" aria-labelledby="track-updates-heading">
      <h2 id="track-updates-heading" className="track-updates__heading"><Trans>WhatsApp and SMS updates</Trans></h2>
      <p className="track-updates__state">
        {updates.withdrawnAt ? t`Stopped on ${stoppedAt}` : t`On since ${since}`}
      </p>
      <details className="track-updates__words">
        <summary><Trans>What you agreed to</Trans></summary>
        {/* The words as shown on the form, in the language they were given in. */}
        <p className="track-updates__wording">{updates.wording}</p>
      </details>
      {done && <p className="track-booking__done" role="status">{done}</p>}
      {error && <p className="enquiry-field__error" role="alert">{error}</p>}
      {!updates.withdrawnAt && (
        <div className="track-booking__actions">
          <button type="button" className="track-booking__button track-booking__button--quiet" disabled={busy} onClick={() => void stop()}>
            {busy ? t`Stopping...` : t`Stop WhatsApp and SMS updates`}
          </button>
        </div>
      )}
    </section>
  );
}
