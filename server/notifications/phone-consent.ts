/**
 * Whether a lead's customer may get WhatsApp and SMS messages (docs/notifications.md
 * "Consent"): never once they withdrew the booking form's consent on /track; yes when they
 * ticked it on the form; otherwise as their latest /optain form says (that channel or
 * "all"; a later form without the tick is an opt-out). One SQL condition, used when a
 * message is queued and again just before it is sent, so a message queued before the
 * customer withdrew (a change, a retry) is not sent after.
 */
import type { Queryable } from '../db/connect.ts';

/** The condition on the lead `lead` for the channel named by the SQL expression `channel`. */
export function phoneConsentSql(lead: string, channel: string): string {
  return `${lead}.mobile ~ '^[0-9]{10}$' AND ${lead}.updates_consent_withdrawn_at IS NULL AND (
    ${lead}.updates_consent_at IS NOT NULL OR COALESCE((
      SELECT (oe.payload->'notifications'->>'all') = 'true' OR (oe.payload->'notifications'->>${channel}) = 'true'
        FROM leads o JOIN enquiries oe ON oe.id = o.id
       WHERE o.kind = 'optin' AND o.mobile = ${lead}.mobile
       ORDER BY o.created_at DESC LIMIT 1), false))`;
}

export async function phoneConsentHolds(db: Queryable, leadId: string, channel: 'whatsapp' | 'sms'): Promise<boolean> {
  const { rows } = await db.query<{ holds: boolean }>(
    `SELECT (${phoneConsentSql('l', '$2::text')}) AS holds FROM leads l WHERE l.id = $1`,
    [leadId, channel],
  );
  return rows[0]?.holds === true;
}
