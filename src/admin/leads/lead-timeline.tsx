import type { StaffRecord } from '../../contract/lead-api.ts';
import { callChannels, callOutcomes, closeReasons, statusLabel, type LeadGroup } from '../../contract/lead-statuses.ts';
import { retryEntry } from '../../lib/page-outbox.ts';
import { useOutboxEntries } from '../../lib/use-outbox-entries.ts';
import type { LocalLeadEvent } from './lead-db.ts';
import { istDateTime, ownerText, showroomText } from './lead-text.ts';

function describe(event: LocalLeadEvent, group: LeadGroup, staff: readonly StaffRecord[]): string {
  const d = event.data;
  switch (event.type) {
    case 'note':
      return String(d.text ?? '');
    case 'call': {
      const channel = callChannels.find((c) => c.id === d.channel)?.label ?? 'Call';
      const outcome = callOutcomes.find((o) => o.id === d.outcome)?.label ?? '';
      return `${channel}: ${outcome}`;
    }
    case 'status': {
      const reason = closeReasons.find((r) => r.id === d.reason);
      const why = reason ? ` (${reason.id === 'other' && d.reasonText ? String(d.reasonText) : reason.label})` : '';
      return `Status: ${statusLabel(group, String(d.status))}${why}`;
    }
    case 'assign': {
      const parts: string[] = [];
      if (d.ownerId !== undefined) parts.push(`Owner: ${ownerText((d.ownerId as string | null) ?? null, staff)}`);
      if (d.showroomId !== undefined) parts.push(`Showroom: ${showroomText((d.showroomId as number | null) ?? null)}`);
      return parts.join(', ');
    }
    case 'followup':
      return d.at ? `Follow up on ${istDateTime(String(d.at))}` : 'No follow-up';
  }
}

/**
 * The lead's events, newest first, with author and IST time; waiting ones say so, and one
 * the server refused (its outbox entry, same id, is 'failed') says why and can be sent again.
 */
export function LeadTimeline({ events, group, staff }: { events: readonly LocalLeadEvent[]; group: LeadGroup; staff: readonly StaffRecord[] }) {
  const outbox = useOutboxEntries('admin');
  const refused = new Map(outbox.filter((entry) => entry.status === 'failed').map((entry) => [entry.id, entry.lastError ?? 'Refused by the server']));
  return (
    <section className="lead-timeline" aria-labelledby="lead-timeline-title">
      <h2 id="lead-timeline-title" className="lead-form-title">Timeline</h2>
      {events.length === 0 ? (
        <p className="lead-note">Nothing recorded yet.</p>
      ) : (
        <ol>
          {events.map((e) => (
            <li key={e.id} className="lead-event">
              <p className="lead-event-text">{describe(e, group, staff)}</p>
              <p className="lead-event-meta">
                {e.byName || e.by} · <time dateTime={e.at}>{istDateTime(e.at)}</time>
                {e.pending === 1 && !refused.has(e.id) && <span className="admin-pending">Waiting to send</span>}
              </p>
              {e.pending === 1 && refused.has(e.id) && (
                <p className="lead-event-refused" role="alert">
                  <span className="admin-error">Not accepted: {refused.get(e.id)}</span>{' '}
                  <button type="button" className="btn btn-outline admin-small-btn admin-keep-case" onClick={() => void retryEntry(e.id)}>
                    Send again
                  </button>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
