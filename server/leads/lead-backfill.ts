/**
 * Leads for enquiries that have none (the migration step after 006_leads.sql; the bench's
 * bulk rows): read in id order, batch by batch, their columns computed by the same code as
 * a new enquiry's lead (new-lead.ts, so the SLA has one implementation), inserted with
 * one statement per batch. The per-group counts trigger is off meanwhile and the counts
 * are recomputed once at the end, in the same transaction: exact, and a million leads do
 * not each upsert a few hot counter rows.
 */
import type { Queryable } from '../db/connect.ts';
import { newLeadColumns } from './new-lead.ts';

const batchSize = 5000;

interface EnquiryRow {
  id: string;
  kind: string;
  created_at: Date | string;
  preferred: unknown;
  name: string;
  mobile: string;
  model: string;
}

/** Makes the missing leads; returns how many. Run inside a transaction. */
export async function backfillLeads(tx: Queryable, slaHours: number, onProgress?: (done: number) => void): Promise<number> {
  await tx.query('ALTER TABLE leads DISABLE TRIGGER leads_count');
  let after = '00000000-0000-0000-0000-000000000000';
  let done = 0;
  for (;;) {
    const { rows } = await tx.query<EnquiryRow>(
      `SELECT e.id::text AS id, e.kind, e.created_at, e.payload->'preferredShowroom' AS preferred, e.name, e.mobile, e.model
       FROM enquiries e
       WHERE e.id > $1::uuid AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = e.id)
       ORDER BY e.id LIMIT $2`,
      [after, batchSize],
    );
    if (rows.length === 0) break;
    const columns = rows.map((row) => {
      const createdAt = new Date(row.created_at);
      return { row, createdAt, lead: newLeadColumns({ createdAt, payload: { preferredShowroom: row.preferred }, name: row.name, mobile: row.mobile, model: row.model }, slaHours) };
    });
    await tx.query(
      `INSERT INTO leads (id, kind, showroom_id, preferred_showroom, created_at, last_activity_at, sla_due_at, name, mobile, model, change_seq)
       SELECT id, kind, showroom_id, showroom_id, created_at, created_at, sla_due_at, name, mobile, model, next_lead_change()
       FROM unnest($1::uuid[], $2::text[], $3::smallint[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::text[], $8::text[])
         AS t (id, kind, showroom_id, created_at, sla_due_at, name, mobile, model)`,
      [
        columns.map((c) => c.row.id),
        columns.map((c) => c.row.kind),
        columns.map((c) => c.lead.showroomId),
        columns.map((c) => c.createdAt.toISOString()),
        columns.map((c) => c.lead.slaDueAt.toISOString()),
        columns.map((c) => c.lead.name),
        columns.map((c) => c.lead.mobile),
        columns.map((c) => c.lead.model),
      ],
    );
    done += rows.length;
    after = rows[rows.length - 1]!.id;
    onProgress?.(done);
  }
  await recountLeads(tx);
  await tx.query('ALTER TABLE leads ENABLE TRIGGER leads_count');
  return done;
}

/** The per-group counts, recomputed from the leads themselves. */
export async function recountLeads(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM lead_counts');
  await tx.query(
    `INSERT INTO lead_counts (kind, status, showroom_id, owner_id, n)
     SELECT kind, status, COALESCE(showroom_id, 0), COALESCE(owner_id, ''), count(*)::int FROM leads GROUP BY 1, 2, 3, 4`,
  );
}
