/**
 * Job cards, their stage history and estimate lines as stored (migration 400), read into
 * the records the API answers (src/contract/workshop.ts).
 */
import type { EstimateLineRecord, JobCardRecord, JobStage, StageEvent } from '#contract/workshop.ts';
import { basisPointsOf, lineTax, taxTotals, type SupplyKind, type TaxableLine, type TaxTotals } from '#contract/workshop-tax.ts';
import type { Queryable } from '../db/connect.ts';

export interface JobCardRow {
  id: string;
  reference: string;
  appointment_id: string | null;
  showroom_id: number;
  registration: string;
  model: string;
  odometer_km: number;
  fuel_quarters: number;
  complaints: string;
  service_type: JobCardRecord['serviceType'];
  technician_id: string | null;
  customer_name: string;
  mobile: string;
  supply: SupplyKind;
  stage: JobStage;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export const jobCardColumns = `id, reference, appointment_id, showroom_id, registration, model, odometer_km, fuel_quarters, complaints,
  service_type, technician_id, customer_name, mobile, supply, stage, version, created_at, updated_at`;

const iso = (at: Date | string) => new Date(at).toISOString();

export function jobCardRecordOf(row: JobCardRow): JobCardRecord {
  return {
    id: Number(row.id), reference: row.reference, appointmentId: row.appointment_id, showroomId: Number(row.showroom_id),
    registration: row.registration, model: row.model, odometerKm: Number(row.odometer_km), fuelQuarters: Number(row.fuel_quarters),
    complaints: row.complaints, serviceType: row.service_type, technicianId: row.technician_id, customerName: row.customer_name,
    mobile: row.mobile, supply: row.supply, stage: row.stage, version: Number(row.version), createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
  };
}

export async function jobCardById(db: Queryable, id: number, forUpdate = false): Promise<JobCardRow | null> {
  const { rows } = await db.query<JobCardRow>(`SELECT ${jobCardColumns} FROM job_cards WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** A stage event; `requestKey`: the Idempotency-Key the move was sent with (migration 600). */
export async function recordStage(
  tx: Queryable, event: { jobCardId: number; from: JobStage | null; to: JobStage; at: Date; by: string; requestKey?: string | null },
): Promise<void> {
  await tx.query('INSERT INTO job_card_stage_events (job_card_id, from_stage, to_stage, at, by, request_key) VALUES ($1, $2, $3, $4, $5, $6)',
    [event.jobCardId, event.from, event.to, event.at, event.by, event.requestKey ?? null]);
}

/** The card a stage move sent with this Idempotency-Key moved, or null when none was. */
export async function cardMovedWith(db: Queryable, requestKey: string): Promise<number | null> {
  const { rows } = await db.query<{ job_card_id: string }>('SELECT job_card_id FROM job_card_stage_events WHERE request_key = $1', [requestKey]);
  return rows[0] ? Number(rows[0].job_card_id) : null;
}

export async function stageHistory(db: Queryable, jobCardId: number): Promise<StageEvent[]> {
  const { rows } = await db.query<{ from_stage: JobStage | null; to_stage: JobStage; at: Date | string; by: string }>(
    'SELECT from_stage, to_stage, at, by FROM job_card_stage_events WHERE job_card_id = $1 ORDER BY id', [jobCardId],
  );
  return rows.map((r) => ({ from: r.from_stage, to: r.to_stage, at: iso(r.at), by: r.by }));
}

export interface LineRow {
  id: string;
  kind: 'part' | 'labour';
  code: string;
  name: string;
  hsn_sac: string;
  qty: string | number;
  unit_price_paise: string | number;
  gst_rate: string | number;
  approval: EstimateLineRecord['approval'];
  decided_by: 'customer' | 'staff' | null;
  decided_at: Date | string | null;
  added_at: Date | string;
}

export const lineColumns = 'l.id, l.kind, l.code, l.name, l.hsn_sac, l.qty, l.unit_price_paise, l.gst_rate, l.approval, l.decided_by, l.decided_at, l.added_at';

const taxableOf = (row: LineRow): TaxableLine => ({
  // numeric(8, 2) arrives as text: '1.50' is 150 hundredths, with no float in between.
  qtyHundredths: Math.round(Number(row.qty) * 100), unitPricePaise: Number(row.unit_price_paise), gstRateBasisPoints: basisPointsOf(row.gst_rate),
});

export function lineRecordOf(row: LineRow, supply: SupplyKind): EstimateLineRecord {
  return {
    id: Number(row.id), kind: row.kind, code: row.code, name: row.name, hsnSac: row.hsn_sac, qty: Number(row.qty),
    unitPricePaise: Number(row.unit_price_paise), gstRate: Number(row.gst_rate), approval: row.approval, decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : iso(row.decided_at), addedAt: iso(row.added_at), ...lineTax(taxableOf(row), supply),
  };
}

/** The card's estimate lines, oldest first, each with its tax. */
export async function estimateLines(db: Queryable, jobCardId: number, supply: SupplyKind): Promise<EstimateLineRecord[]> {
  const { rows } = await db.query<LineRow>(`SELECT ${lineColumns} FROM estimate_lines l WHERE l.job_card_id = $1 ORDER BY l.id`, [jobCardId]);
  return rows.map((r) => lineRecordOf(r, supply));
}

/** The lines of a bill made at delivery: its own rows, approved by its foreign key. */
export async function billedLines(db: Queryable, billId: number, supply: SupplyKind): Promise<EstimateLineRecord[]> {
  const { rows } = await db.query<LineRow>(
    `SELECT ${lineColumns} FROM bill_lines b JOIN estimate_lines l ON l.id = b.estimate_line_id WHERE b.bill_id = $1 ORDER BY l.id`, [billId],
  );
  return rows.map((r) => lineRecordOf(r, supply));
}

const asTaxable = (l: EstimateLineRecord): TaxableLine => ({
  qtyHundredths: Math.round(l.qty * 100), unitPricePaise: l.unitPricePaise, gstRateBasisPoints: basisPointsOf(l.gstRate),
});

export function totalsOf(lines: readonly EstimateLineRecord[], supply: SupplyKind): TaxTotals {
  return taxTotals(lines.map(asTaxable), supply);
}
