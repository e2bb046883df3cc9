import { Trans, useLingui } from '@lingui/react/macro';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import type { TrackResult } from './track-lookup.ts';
import { customerStatusTable, trackMessageTable } from './track-words.ts';
import { VehicleBookingSteps } from './vehicle-booking-steps.tsx';
import { JobCardSteps } from './job-card-steps.tsx';

/** The server's "Too many ... Please try again in N minutes." names the wait; Hindi says it in its own words. */
const waitMinutes = /try again in (\d+) minutes?\.$/;

/** One answer of the lookup: the status and showroom, or why there is none. */
export function TrackResultView({ result }: { result: TrackResult }) {
  const { t, i18n } = useLingui();
  if (result.kind === 'vehicle') return <VehicleBookingSteps answer={result.answer} />;
  if (result.kind === 'job') return <JobCardSteps answer={result.answer} />;
  if (result.kind !== 'found') {
    const minutes = i18n.locale === 'en' ? undefined : waitMinutes.exec(result.message)?.[1];
    const message = minutes ? t`Too many status checks from your network just now. Please try again in ${minutes} minutes.` : inLanguage(i18n, trackMessageTable, result.message);
    return <p className={`track-result__message track-result__message--${result.kind}`}>{message}</p>;
  }
  const { status, showroom } = result.answer;
  return (
    <dl className="track-result__facts">
      <div>
        <dt><Trans>Status</Trans></dt>
        <dd className="track-result__status">{inLanguage(i18n, customerStatusTable, status)}</dd>
      </div>
      <div>
        <dt><Trans>Showroom</Trans></dt>
        <dd>{showroom ?? t`Not yet assigned`}</dd>
      </div>
    </dl>
  );
}
