import type { StaffRecord } from '#contract/lead-api.ts';
import { customerChangeText } from '#contract/lead-customer-change.ts';
import type { CustomerBookingData, PaymentEventData } from '#contract/lead-events.ts';
import { paymentEventText } from '#contract/lead-payment-event.ts';
import type { SiteShowroom } from '#contract/site-settings.ts';
import { callChannels, callOutcomes, closeReasons, statusLabel, type LeadGroup } from '#contract/lead-statuses.ts';
import { retryEntry } from '../../lib/page-outbox.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { stuckText } from '../../lib/outbox/outbox-words.ts';
import { useOutboxEntries } from '../../lib/use-outbox-entries.ts';
import { discardAdminChange } from '../shell/admin-changes.ts';
import { leadEventOutboxKind } from './record-desk-event.ts';
import type { LocalLeadEvent } from './lead-db.ts';
import type { TimelineExtra } from './booking-events.ts';
import { istDateTime, ownerText, showroomText } from './lead-text.ts';

function describe(event: LocalLeadEvent, group: LeadGroup, staff: readonly StaffRecord[], showrooms: readonly SiteShowroom[]): string {
  const d = event.data;
  switch (event.type) {
    case 'note':
      return String(d.text ?? '');
    case 'call': {
      const channel = callChannels.find((c) => c.id === d.channel)?.label ?? 'Call';
      const outcome = callOutcomes.find((o) => o.id === d.outcome)?.label ?? '';
      return `${channel}: ${outcome}`;
    }
    case 'status':
      return statusText(group, d);
    case 'booking': {
      // What the customer did, then what it did to the lead.
      const change = customerChangeText(group, d as unknown as CustomerBookingData);
      return d.status === undefined ? change : `${change}. ${statusText(group, d)}`;
    }
    case 'assign': {
      const parts: string[] = [];
      if (d.ownerId !== undefined) parts.push(`Owner: ${ownerText((d.ownerId as string | null) ?? null, staff)}`);
      if (d.showroomId !== undefined) parts.push(`Showroom: ${showroomText((d.showroomId as number | null) ?? null, showrooms)}`);
      return parts.join(', ');
    }
    case 'followup':
      return d.at ? `Follow up on ${istDateTime(String(d.at))}` : 'No follow-up';
    case 'payment':
      return paymentEventText(d as unknown as PaymentEventData);
  }
}

function statusText(group: LeadGroup, d: Record<string, unknown>): string {
  const reason = closeReasons.find((r) => r.id === d.reason);
  const why = reason ? ` (${reason.id === 'other' && d.reasonText ? String(d.reasonText) : reason.label})` : '';
  return `Status: ${statusLabel(group, String(d.status))}${why}`;
}

/**
 * The lead's events (and a booking's changes, merged in by time), newest first, with author and IST time; waiting ones say so, and one
 * the server refused (its outbox entry, same id, is 'failed') says why, one the server keeps
 * failing on ('stuck') says so; either can be sent again or discarded. Neither holds back
 * the lead's later events (docs/offline.md "Outbox states").
 */
export function LeadTimeline({ events, group, staff, extra = [] }: {
  events: readonly LocalLeadEvent[]; group: LeadGroup; staff: readonly StaffRecord[];
  /** Lines from elsewhere (a booking and its changes), merged in by time. */
  extra?: readonly TimelineExtra[];
}) {
  const { showrooms } = useSiteSettings();
  const outbox = useOutboxEntries('admin');
  type Line = { kind: 'event'; at: string; event: LocalLeadEvent } | { kind: 'extra'; at: string; extra: TimelineExtra };
  // A customer's change on /track is a booking change and a lead event with the same id: one line.
  const recorded = new Set(events.map((e) => e.id));
  const lines: Line[] = [
    ...events.map((event): Line => ({ kind: 'event', at: event.at, event })),
    ...extra.filter((x) => !recorded.has(x.id)).map((x): Line => ({ kind: 'extra', at: x.at, extra: x })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const refused = new Map(
    outbox
      .filter((entry) => entry.status === 'failed' || entry.status === 'stuck')
      .map((entry) => [entry.id, entry.status === 'stuck' ? stuckText : `Not accepted: ${entry.lastError ?? 'refused by the server'}`]),
  );
  return (
    <section className="lead-timeline" aria-labelledby="lead-timeline-title">
      <h2 id="lead-timeline-title" className="lead-form-title">Timeline</h2>
      {lines.length === 0 ? (
        <p className="lead-note">Nothing recorded yet.</p>
      ) : (
        <ol>
          {lines.map((line) => (line.kind === 'extra' ? (
            <li key={line.extra.id} className="lead-event">
              <p className="lead-event-text">{line.extra.text}</p>
              <p className="lead-event-meta">{line.extra.byName} · <time dateTime={line.extra.at}>{istDateTime(line.extra.at)}</time></p>
            </li>
          ) : (
            <EventLine key={line.event.id} e={line.event} text={describe(line.event, group, staff, showrooms)} refusal={refused.get(line.event.id)} />
          )))}
        </ol>
      )}
    </section>
  );
}

/** One event of the lead: waiting ones say so; one refused or stuck says why and can be sent again or discarded. */
function EventLine({ e, text, refusal }: { e: LocalLeadEvent; text: string; refusal: string | undefined }) {
  return (
    <li className="lead-event">
      <p className="lead-event-text">{text}</p>
      <p className="lead-event-meta">
        {e.byName || e.by} · <time dateTime={e.at}>{istDateTime(e.at)}</time>
        {e.pending === 1 && refusal === undefined && <span className="admin-pending">Waiting to send</span>}
      </p>
      {e.pending === 1 && refusal !== undefined && (
        <p className="lead-event-refused" role="alert">
          <span className="admin-error">{refusal}</span>{' '}
          <button type="button" className="btn btn-outline admin-small-btn admin-keep-case" onClick={() => void retryEntry(e.id)}>
            Send again
          </button>{' '}
          <button
            type="button"
            className="btn btn-outline admin-small-btn admin-keep-case"
            onClick={() => {
              if (window.confirm('Discard this change? It cannot be recovered.')) void discardAdminChange({ id: e.id, kind: leadEventOutboxKind });
            }}
          >
            Discard
          </button>
        </p>
      )}
    </li>
  );
}
