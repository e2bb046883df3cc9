/**
 * Queues a new lead's Web Push alerts inside the transaction that stores the lead
 * (docs/notifications.md "Web Push"): one row and one durable job per subscribed device
 * whose choices match the lead (its showroom, or no showroom for a device that asked for
 * those; its kind, or 'booking' for a booked test ride or service) and whose person may see
 * the lead (server/auth/staff-scope.ts: Owners every lead, Managers their showrooms' and
 * those with none, Sales their showrooms' only), and whose account is active. The row's id
 * is made from the lead and the device, so the same lead never queues a device twice.
 * A lead a staff member entered (a walk-in) is not pushed to that person's own devices:
 * they know of it already, and their colleagues are the ones to tell.
 */
import { staffPermissions } from '#contract/staff-roles.ts';
import type { Queryable } from '../../db/connect.ts';

/**
 * Only the roles that work leads are told of one: an account whose role changed to one
 * that works none (Service) keeps its subscription row, but no lead reaches it.
 */
const leadRoles = [...staffPermissions.leads];

export const pushMessageIdSql = (leadId: string, endpoint: string) => `md5('push:' || ${leadId}::text || ':' || ${endpoint})::uuid`;

const insertPushesSql = `
  INSERT INTO staff_push_messages (id, lead_id, endpoint, user_id, created_at, updated_at)
  SELECT ${pushMessageIdSql('l.id', 's.endpoint')}, l.id, s.endpoint, s.user_id, $2, $2
    FROM leads l
    LEFT JOIN appointments ap ON ap.id = l.id
    JOIN staff_push_subscriptions s ON true
    JOIN admins a ON a.user_id = s.user_id AND a.status = 'active' AND a.role = ANY($4::text[])
   WHERE l.id = $1
     AND (l.kind = ANY(s.kinds) OR (ap.id IS NOT NULL AND NOT ap.walk_in AND 'booking' = ANY(s.kinds)))
     AND CASE WHEN l.showroom_id IS NULL THEN s.unassigned AND a.role IN ('owner', 'manager')
              ELSE l.showroom_id = ANY(s.showroom_ids) AND (a.role = 'owner' OR l.showroom_id = ANY(a.showroom_ids))
         END
     AND ($3::text IS NULL OR s.user_id <> $3::text)
  ON CONFLICT (id) DO NOTHING
  RETURNING id`;

/** Writes the lead's push rows; the ids of those new now (their jobs are the caller's). */
export async function queueStaffPushes(tx: Queryable, leadId: string, at: Date, author: string | null = null): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(insertPushesSql, [leadId, at, author, leadRoles]);
  return rows.map((r) => r.id);
}
