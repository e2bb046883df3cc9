/**
 * How many events one lead takes a minute (docs/lead-desk.md "Limits"). A lead's timeline
 * is sent to every device that holds it, so a script or a stuck button must not grow it
 * without end. The count runs under the lead's row lock (record-lead-event.ts), so two
 * requests at once cannot both take the last place; it reads at most the lead's newest
 * `leadEventsPerMinute` events through the (lead_id, version) index, whatever the
 * timeline's length. The desk's outbox keeps a 429 waiting and sends it again later.
 */
import type { Queryable } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';

export const leadEventsPerMinute = 30;
const windowMs = 60_000;

export function leadEventRateMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
  return `This lead has had ${leadEventsPerMinute} changes in the last minute: try again in ${wait}.`;
}

/** Throws a 429 with Retry-After when the lead already took its events of the last minute. */
export async function checkLeadEventRate(tx: Queryable, leadId: string, receivedAt: Date): Promise<void> {
  const { rows } = await tx.query<{ received_at: Date | string }>(
    'SELECT received_at FROM lead_events WHERE lead_id = $1::uuid ORDER BY version DESC OFFSET $2 LIMIT 1',
    [leadId, leadEventsPerMinute - 1],
  );
  const oldestInWindow = rows[0] ? new Date(rows[0].received_at).getTime() : undefined;
  if (oldestInWindow === undefined || oldestInWindow <= receivedAt.getTime() - windowMs) return;
  const retryAfter = Math.max(1, Math.ceil((oldestInWindow + windowMs - receivedAt.getTime()) / 1000));
  throw new HttpError(429, leadEventRateMessage(retryAfter), { headers: { 'Retry-After': String(retryAfter) } });
}
