/**
 * A vehicle's service history (docs/workshop.md "Service history"): its visits newest first,
 * each with the approved lines (the work done), the bill's number and total, and the
 * technician; the next service due and the dates staff entered. Staff see the visits of
 * their showrooms; the customer every visit of their vehicle.
 */
import type { HistoryVisit, ServiceHistory } from '#contract/service-history.ts';
import type { Queryable } from '../db/connect.ts';
import { billedLines, estimateLines, jobCardColumns, totalsOf, type JobCardRow } from './job-card-repository.ts';

const historyLimit = 200;

interface VisitRow extends JobCardRow {
  bill_id: string | null;
  invoice_number: string | null;
  technician_name: string | null;
}

/** The visits of the registration `params[0]` matching `where` (SQL on job card `c`), newest first. */
export async function visitRows(db: Queryable, where: string, params: readonly unknown[]): Promise<VisitRow[]> {
  const { rows } = await db.query<VisitRow>(
    `SELECT ${jobCardColumns.split(',').map((c) => `c.${c.trim()}`).join(', ')}, b.id AS bill_id, b.invoice_number,
       nullif(trim(a.user_name), '') AS technician_name
       FROM job_cards c LEFT JOIN bills b ON b.job_card_id = c.id LEFT JOIN admins a ON a.user_id = c.technician_id
      WHERE c.registration = $1 AND ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${historyLimit}`,
    [...params],
  );
  return rows;
}

async function visitOf(db: Queryable, row: VisitRow, withTechnician: boolean): Promise<HistoryVisit> {
  const lines = row.bill_id === null
    ? (await estimateLines(db, Number(row.id), row.supply)).filter((l) => l.approval === 'approved')
    : await billedLines(db, Number(row.bill_id), row.supply);
  return {
    reference: row.reference, at: new Date(row.created_at).toISOString(), showroomId: Number(row.showroom_id), odometerKm: Number(row.odometer_km),
    serviceType: row.service_type, delivered: row.stage === 'delivered',
    work: lines.map((l) => ({ name: l.name, code: l.code, qty: l.qty })),
    invoiceNumber: row.invoice_number, totalPaise: row.bill_id === null ? null : totalsOf(lines, row.supply).totalPaise,
    technician: withTechnician ? (row.technician_name ?? row.technician_id) : null,
  };
}

/** The history of these visits (at least one); the technician's name for staff only. */
export async function historyOf(db: Queryable, rows: readonly VisitRow[], withTechnician: boolean): Promise<ServiceHistory> {
  const newest = rows[0]!;
  const { rows: kept } = await db.query<{ sold_on: string | null; insurance_renews_on: string | null; puc_renews_on: string | null; next_service: string | null; next_service_on: string | null; next_service_km: number | null }>(
    `SELECT sold_on::text, insurance_renews_on::text, puc_renews_on::text, next_service, next_service_on::text, next_service_km
       FROM service_vehicles WHERE registration = $1`,
    [newest.registration],
  );
  const v = kept[0];
  const visits: HistoryVisit[] = [];
  for (const row of rows) visits.push(await visitOf(db, row, withTechnician));
  return {
    registration: newest.registration, model: newest.model,
    soldOn: v?.sold_on ?? null, insuranceRenewsOn: v?.insurance_renews_on ?? null, pucRenewsOn: v?.puc_renews_on ?? null,
    nextService: v?.next_service && v.next_service_on ? { service: v.next_service, dueOn: v.next_service_on, dueKm: Number(v.next_service_km) } : null,
    visits,
  };
}
