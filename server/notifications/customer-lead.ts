/**
 * The lead whose consent, language and e-mail a customer's messages about a thing follow
 * (docs/notifications.md "Consent"): the request the thing came from (a vehicle booking's
 * lead, a job card's service booking), else the customer's latest opt-in form (/optain)
 * with the thing's mobile; null when there is neither. A tick given on some other request
 * is not borrowed: its words agree to that request's messages only.
 */
import type { Queryable } from '../db/connect.ts';

/** What a message can be about: its table and the column naming the request it came from. */
const sources = {
  booking: { table: 'bookings', leadColumn: 'lead_id' },
  jobCard: { table: 'job_cards', leadColumn: 'appointment_id' },
} as const;

export async function customerLeadOf(db: Queryable, about: keyof typeof sources, id: number): Promise<string | null> {
  const { table, leadColumn } = sources[about];
  const { rows } = await db.query<{ lead_id: string | null }>(
    `SELECT COALESCE(
       (SELECT l.id FROM leads l JOIN enquiries e ON e.id = l.id WHERE l.id = t.${leadColumn}),
       (SELECT l.id FROM leads l JOIN enquiries e ON e.id = l.id WHERE l.kind = 'optin' AND l.mobile = t.mobile ORDER BY l.created_at DESC, l.id DESC LIMIT 1)
     ) AS lead_id
       FROM ${table} t WHERE t.id = $1`,
    [id],
  );
  return rows[0]?.lead_id ?? null;
}
