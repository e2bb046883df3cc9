/**
 * What was sent to the lead's customer (docs/notifications.md), beside the timeline: each
 * message's channel, what event caused it, its state (queued, sent, or failed and why),
 * its tries and times in IST ("23 Nov 2026, 6:00 pm"). Offline it shows this device's
 * last copy and when it was read, or says the messages need the network; the rest of the
 * page works either way.
 */
import { useQuery } from '@tanstack/react-query';
import { messageApiPaths, messageChannelLabels, messageEventLabels } from '#contract/messages.ts';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { ListState } from '../ui/list-state.tsx';
import { MessagesNeedNetwork, readLeadMessages } from './lead-messages-store.ts';
import { LeadStaffAlerts } from './lead-staff-alerts.tsx';
import { messageStateText } from './message-state-text.ts';

export function LeadMessages({ leadId }: { leadId: string }) {
  const { data, error, refetch } = useQuery({
    queryKey: [messageApiPaths.leadMessages(leadId)],
    queryFn: ({ signal }) => readLeadMessages(leadId, signal),
  });
  const needsNetwork = error instanceof MessagesNeedNetwork;
  // Read at each drawing: a wait that has passed by the next one reads as queued.
  const now = new Date();
  return (
    <section className="lead-messages" aria-labelledby="lead-messages-title">
      <h2 id="lead-messages-title" className="lead-form-title">Messages to the customer</h2>
      {data?.fromDevice && <p className="lead-note">Offline: as this device last saw them, {formatIstDateTime(data.readAt)}.</p>}
      {needsNetwork && !data ? (
        <p className="lead-note" role="status">The messages need the network to show: this device is offline and has no copy yet.</p>
      ) : (
        <ListState
          rows={data?.records}
          failed={Boolean(error)}
          failedText="The messages could not be loaded. Please try again."
          emptyText="Nothing has been sent to this customer."
          retry={() => void refetch()}
        />
      )}
      {data && data.records.length > 0 && (
        <ol className="lead-message-list">
          {data.records.map((m) => (
            <li key={m.id} className={`lead-message is-${m.state}`}>
              <p className="lead-message-head">
                <strong>{messageChannelLabels[m.channel]}</strong>: {messageEventLabels[m.event]}
              </p>
              <p className="lead-message-state">{messageStateText(m, now)}</p>
              <p className="lead-message-meta">
                To {m.recipient} · queued {formatIstDateTime(m.createdAt)} · {m.attempts === 1 ? '1 try' : `${m.attempts} tries`}
              </p>
            </li>
          ))}
        </ol>
      )}
      <LeadStaffAlerts leadId={leadId} />
    </section>
  );
}
