/**
 * A lead's consent to WhatsApp and SMS updates (migration 260; docs/notifications.md
 * "Consent"): as /track and the desk read it, and its withdrawal by the customer. A
 * withdrawal takes the lead's next change number, so every desk's copy of the lead (and
 * its timeline) learns of it on its next sync. SQL only here.
 */
import type { Queryable } from '../db/connect.ts';
import type { UpdatesConsent } from '#contract/updates-consent.ts';

export interface ConsentRow {
  updates_consent_at: Date | string | null;
  updates_consent_wording: string;
  updates_consent_withdrawn_at: Date | string | null;
}

/** The columns as `consentOf` reads them (of the leads table as `l`). */
export const consentColumns = 'l.updates_consent_at, l.updates_consent_wording, l.updates_consent_withdrawn_at';

export function consentOf(row: ConsentRow): UpdatesConsent | null {
  if (row.updates_consent_at === null) return null;
  return {
    agreedAt: new Date(row.updates_consent_at).toISOString(),
    wording: row.updates_consent_wording,
    withdrawnAt: row.updates_consent_withdrawn_at === null ? null : new Date(row.updates_consent_withdrawn_at).toISOString(),
  };
}

/**
 * Withdraws the consent of a lead that has one, once: a second withdrawal keeps the first
 * one's time. The consent as it now stands, or null when the lead never had one.
 */
export async function withdrawConsent(db: Queryable, leadId: string, at: Date): Promise<UpdatesConsent | null> {
  await db.query(
    `UPDATE leads SET updates_consent_withdrawn_at = $2, change_seq = next_lead_change()
      WHERE id = $1 AND updates_consent_at IS NOT NULL AND updates_consent_withdrawn_at IS NULL`,
    [leadId, at],
  );
  const { rows } = await db.query<ConsentRow>(`SELECT ${consentColumns} FROM leads l WHERE l.id = $1`, [leadId]);
  return rows[0] ? consentOf(rows[0]) : null;
}
