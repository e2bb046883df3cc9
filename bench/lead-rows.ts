/**
 * A lead desk at steady state with a million enquiries: ten years of enquiries of all
 * eleven kinds (Indian names, ten-digit mobiles, the model slugs, a preferred showroom on
 * four in five), every one a lead. All but the newest `open` are closed in SQL in their
 * final state (delivered or lost with a reason, done or cancelled, closed; a day after they
 * arrived; owned by one of eight staff accounts, at a showroom), the ones closed in the
 * last 30 days with the status event that closed them. The newest `open` get their leads
 * from the migration's own backfill (server/leads/lead-backfill.ts) and are worked later
 * through the API. Deterministic (derived from the row number) so runs compare.
 *
 * Counting triggers are off for the bulk inserts and the counts recomputed in the same
 * transaction (exact, as in finance-rows.ts); the search copy trigger stays on.
 */
import type { Db } from '../server/db/connect.ts';
import { hashPassword } from '../server/auth/password.ts';
import { backfillLeads, recountLeads } from '../server/leads/lead-backfill.ts';
import { enquiryKindIds } from '#contract/enquiry-kinds.ts';
import { funnelSteps, kindGroups } from '#contract/lead-statuses.ts';
import { defaultSlaWorkingHours } from '#contract/lead-sla.ts';
// Slugs the server accepts as sent: each a catalogue model or one the forms once offered.
import { earlierListedModels } from '#contract/catalogue-model-field.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { personColumns, personPick, sqlArray } from './finance-rows.ts';

const leadBenchShape = { days: 3650, open: 5000, staff: 8 } as const;

/** The bench's staff accounts ('bench-1' .. 'bench-8'), owners of the leads. */
export const benchStaffIds = Array.from({ length: leadBenchShape.staff }, (_, i) => `bench-${i + 1}`);

const kindsOf = (group: string) => enquiryKindIds.filter((k) => kindGroups[k] === group);

function insertEnquiries(from: number, to: number, rows: number): string {
  const { days } = leadBenchShape;
  return `
INSERT INTO enquiries (id, kind, created_at, payload, body_hash, name, mobile, email, model, reg_no)
SELECT id, kind, created_at,
  jsonb_build_object('name', name, 'mobile', mobile, 'email', email, 'model', model,
    'preferredShowroom', CASE WHEN i % 5 = 0 THEN '' ELSE (i % 5)::text END, 'message', 'Please call me'),
  md5(id::text), name, mobile, email, model, ''
FROM (
  SELECT i, gen_random_uuid() AS id, (${sqlArray(enquiryKindIds)})[1 + i % ${enquiryKindIds.length}] AS kind, ${personColumns(rows, days)}
  FROM generate_series(${from}, ${to - 1}) AS i, ${personPick(earlierListedModels)}
) AS g`;
}

/** Every enquiry older than the newest `open`, as a closed lead, in arrival order. */
function insertClosedLeads(): string {
  const sales = sqlArray(kindsOf('sales'));
  const service = sqlArray(kindsOf('service'));
  return `
INSERT INTO leads (id, kind, status, showroom_id, preferred_showroom, owner_id, first_response_at, closed_at, close_reason,
  version, created_at, last_activity_at, sla_due_at, funnel_reached, name, mobile, model, change_seq)
SELECT id, kind, status, showroom_id, preferred, owner_id, created_at + interval '1 hour', closed_at,
  CASE status WHEN 'lost' THEN 'price' WHEN 'cancelled' THEN 'not_reachable' END,
  1, created_at, closed_at, created_at + interval '2 hours',
  (${sqlArray(funnelSteps)})[1:CASE status WHEN 'delivered' THEN 4 WHEN 'lost' THEN n % 3 ELSE 0 END],
  name, mobile, (${sqlArray(earlierListedModels.map(modelDisplayName))})[array_position(${sqlArray(earlierListedModels)}, model)], nextval('lead_change_seq')
FROM (
  SELECT e.*,
    CASE WHEN e.kind = ANY(${sales}) THEN CASE WHEN n % 5 = 0 THEN 'delivered' ELSE 'lost' END
         WHEN e.kind = ANY(${service}) THEN CASE WHEN n % 4 = 0 THEN 'cancelled' ELSE 'done' END
         ELSE 'closed' END AS status,
    NULLIF(n % 5, 0)::smallint AS showroom_id,
    NULLIF((e.payload->>'preferredShowroom'), '')::smallint AS preferred,
    CASE WHEN n % 5 = 4 THEN NULL ELSE 'bench-' || (1 + n % ${leadBenchShape.staff}) END AS owner_id,
    least(e.created_at + interval '1 day', now()) AS closed_at
  FROM (SELECT e.*, row_number() OVER (ORDER BY e.created_at, e.id) AS n FROM enquiries e) AS e
  WHERE n <= (SELECT count(*) FROM enquiries) - ${leadBenchShape.open}
  ORDER BY e.created_at, e.id
) AS closing`;
}

/** The status event of each lead closed in the last 30 days (the timelines a first sync sends). */
const insertClosingEvents = `
INSERT INTO lead_events (id, lead_id, type, data, base_version, client_at, at, author, received_at, version, body_hash, change_seq)
SELECT gen_random_uuid(), l.id, 'status',
  jsonb_strip_nulls(jsonb_build_object('status', l.status, 'reason', l.close_reason)),
  0, l.closed_at, l.closed_at, COALESCE(l.owner_id, 'bench-1'), l.closed_at, 1, md5(l.id::text), l.change_seq
FROM leads l WHERE l.closed_at >= now() - interval '30 days'`;

export interface LeadRowsMade {
  rows: number;
  open: number;
  closedLately: number;
}

export async function generateLeadRows(db: Db, rows: number, onProgress: (what: string) => void): Promise<LeadRowsMade> {
  const batch = 100_000;
  const passwordHash = await hashPassword('bench-Password-1');
  await db.transaction(async (tx) => {
    await tx.query('TRUNCATE enquiries, enquiry_daily_counts, lead_counts CASCADE');
    for (const id of benchStaffIds) {
      await tx.query(
        `INSERT INTO admins (user_id, password_hash, user_name, mobile_no, showroom_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id) DO NOTHING`,
        [id, passwordHash, `Bench Staff ${id.slice(6)}`, `98110400${id.slice(6).padStart(2, '0')}`, 1 + (Number(id.slice(6)) % 4)],
      );
    }
    await tx.query('ALTER TABLE enquiries DISABLE TRIGGER enquiries_count');
    for (let from = 0; from < rows; from += batch) {
      await tx.query(insertEnquiries(from, Math.min(rows, from + batch), rows));
      onProgress(`${Math.min(rows, from + batch).toLocaleString('en-US')} enquiries`);
    }
    await tx.query(`INSERT INTO enquiry_daily_counts (kind, day, n)
      SELECT kind, (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int FROM enquiries GROUP BY 1, 2`);
    await tx.query('ALTER TABLE enquiries ENABLE TRIGGER enquiries_count');
    await tx.query('ALTER TABLE leads DISABLE TRIGGER leads_count');
    await tx.query(insertClosedLeads());
    onProgress('closed leads');
    await tx.query(insertClosingEvents);
    await recountLeads(tx);
    await tx.query('ALTER TABLE leads ENABLE TRIGGER leads_count');
  });
  const opened = await db.transaction((tx) => backfillLeads(tx, defaultSlaWorkingHours));
  onProgress(`${opened.toLocaleString('en-US')} open leads made by the backfill`);
  await db.exec('VACUUM (ANALYZE)');
  const check = await db.query<{ rows: number; leads: number; counted: number; open: number; closed_lately: number }>(`SELECT
    (SELECT count(*)::int FROM enquiries) AS rows, (SELECT count(*)::int FROM leads) AS leads,
    (SELECT coalesce(sum(n), 0)::int FROM lead_counts) AS counted,
    (SELECT count(*)::int FROM leads WHERE closed_at IS NULL) AS open,
    (SELECT count(*)::int FROM leads WHERE closed_at >= now() - interval '30 days') AS closed_lately`);
  const c = check.rows[0]!;
  if (c.rows !== rows || c.leads !== rows || c.counted !== rows || c.open !== leadBenchShape.open) {
    throw new Error(`the lead rows are not what was meant: ${JSON.stringify(c)}`);
  }
  return { rows, open: c.open, closedLately: c.closed_lately };
}
