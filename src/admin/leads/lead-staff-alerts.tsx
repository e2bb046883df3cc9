/**
 * The Web Push alerts this lead caused, under its customer messages (docs/notifications.md
 * "Web Push"): "Alert sent to 2 staff devices, 23 Nov 2026, 11:31 am", what waits and what
 * failed and why. Offline it shows this device's copy with the time it was read.
 */
import { useQuery } from '@tanstack/react-query';
import { leadStaffAlertPaths, staffAlertLines } from '#contract/lead-staff-alerts.ts';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { MessagesNeedNetwork } from './lead-messages-store.ts';
import { readLeadStaffAlerts } from './lead-staff-alerts-store.ts';

export function LeadStaffAlerts({ leadId }: { leadId: string }) {
  const { data, error, refetch, isPending } = useQuery({
    queryKey: [leadStaffAlertPaths.leadStaffAlerts(leadId)],
    queryFn: ({ signal }) => readLeadStaffAlerts(leadId, signal),
  });
  return (
    <section className="lead-staff-alerts" aria-labelledby="lead-staff-alerts-title">
      <h3 id="lead-staff-alerts-title" className="lead-message-head">Alerts to staff</h3>
      {data?.fromDevice && <p className="lead-note">Offline: as this device last saw them, {formatIstDateTime(data.readAt)}.</p>}
      {data && staffAlertLines(data.alerts).map((line) => (
        <p key={line} className={line.startsWith('Why: ') ? 'lead-message-why' : 'lead-message-state'}>{line}</p>
      ))}
      {!data && isPending && <p className="lead-note" role="status">Loading...</p>}
      {!data && error instanceof MessagesNeedNetwork && (
        <p className="lead-note" role="status">The alerts need the network to show: this device is offline and has no copy yet.</p>
      )}
      {!data && error && !(error instanceof MessagesNeedNetwork) && (
        <p className="lead-note" role="alert">
          The alerts could not be loaded.{' '}
          <button type="button" className="btn btn-outline list-state-retry" onClick={() => void refetch()}>Try again</button>
        </p>
      )}
    </section>
  );
}
