/**
 * What falls due (docs/workshop.md "What falls due"), the one place a daily reminder run
 * reads: per registration number, the next service (by date, with the km it is due at), and
 * the insurance and PUC renewals staff entered, each with the customer of the vehicle's
 * latest visit, their language and consent for WhatsApp and SMS (as the customer's latest
 * enquiry holds them, server/notifications/phone-consent.ts), and the showroom of that visit.
 * A new kind is one entry in `dueKinds` and its name in src/contract/service-reminders.ts
 * (docs/recipes/reminder-kind.md).
 */
import type { Queryable } from '../db/connect.ts';
import { phoneConsentSql } from '../notifications/phone-consent.ts';
import type { DueKindName } from '#contract/service-reminders.ts';

/** Each kind: the service_vehicles column of its date, and of its km if it has one. */
export const dueKinds = {
  service: { dateColumn: 'next_service_on', kmColumn: 'next_service_km' },
  insurance: { dateColumn: 'insurance_renews_on', kmColumn: null },
  puc: { dateColumn: 'puc_renews_on', kmColumn: null },
} as const satisfies Record<DueKindName, { dateColumn: string; kmColumn: string | null }>;
export type DueKind = keyof typeof dueKinds;

export interface FallingDue {
  kind: DueKind;
  /** YYYY-MM-DD. */
  dueOn: string;
  dueKm: number | null;
  registration: string;
  customerName: string;
  mobile: string;
  language: 'en' | 'hi';
  whatsappConsent: boolean;
  smsConsent: boolean;
  showroomId: number;
  /** The customer's latest enquiry (whose language and consent these are): their messages are kept with it; null when they never made one. */
  leadId: string | null;
}

const kindRows = Object.entries(dueKinds).map(([kind, k]) =>
  `SELECT registration, '${kind}' AS kind, ${k.dateColumn} AS due_on, ${k.kmColumn ?? 'NULL::integer'} AS due_km FROM service_vehicles WHERE ${k.dateColumn} IS NOT NULL`,
).join('\n     UNION ALL ');

/** The query: $1 and $2 are the first and last day (YYYY-MM-DD, both included). */
export const fallingDueSql = `
  WITH due AS (
     ${kindRows}
  )
  SELECT d.kind, d.due_on::text AS due_on, d.due_km, d.registration, c.customer_name, c.mobile, c.showroom_id, l.id AS lead_id,
         coalesce(l.language, 'en') AS language,
         coalesce((${phoneConsentSql('l', "'whatsapp'")}), false) AS whatsapp_consent,
         coalesce((${phoneConsentSql('l', "'sms'")}), false) AS sms_consent
    FROM due d
    JOIN LATERAL (SELECT customer_name, mobile, showroom_id FROM job_cards j WHERE j.registration = d.registration ORDER BY j.created_at DESC, j.id DESC LIMIT 1) c ON true
    LEFT JOIN LATERAL (SELECT * FROM leads x WHERE x.mobile = c.mobile ORDER BY x.created_at DESC LIMIT 1) l ON true
   WHERE d.due_on BETWEEN $1::date AND $2::date
   ORDER BY d.due_on, d.registration, d.kind`;

/** Everything falling due from `from` to `until` (IST days, both included), soonest first. */
export async function fallingDue(db: Queryable, from: string, until: string): Promise<FallingDue[]> {
  const { rows } = await db.query<{
    kind: DueKind; due_on: string; due_km: number | null; registration: string; customer_name: string; mobile: string; showroom_id: number;
    language: 'en' | 'hi'; whatsapp_consent: boolean; sms_consent: boolean; lead_id: string | null;
  }>(fallingDueSql, [from, until]);
  return rows.map((r) => ({
    kind: r.kind, dueOn: r.due_on, dueKm: r.due_km === null ? null : Number(r.due_km), registration: r.registration,
    customerName: r.customer_name, mobile: r.mobile, language: r.language, whatsappConsent: r.whatsapp_consent === true,
    smsConsent: r.sms_consent === true, showroomId: Number(r.showroom_id), leadId: r.lead_id,
  }));
}
