/**
 * The answers of the workshop's staff routes, read afresh after each change: a card with
 * its history, lines and totals, and its bill (docs/workshop.md "The bill"; made by ./billing.ts).
 */
import type { JobCardAnswer } from '#contract/workshop.ts';
import type { BillAnswer } from '#contract/workshop-bill.ts';
import type { Queryable } from '../db/connect.ts';
import { readSiteSettings } from '../site/site-repository.ts';
import { messageRecordsOf } from '../notifications/message-records.ts';
import { intakePhotos } from './intake-photo-repository.ts';
import { billedLines, estimateLines, jobCardRecordOf, stageHistory, totalsOf, type JobCardRow } from './job-card-repository.ts';

export async function jobCardAnswer(db: Queryable, row: JobCardRow): Promise<JobCardAnswer> {
  const id = Number(row.id);
  const lines = await estimateLines(db, id, row.supply);
  return {
    jobCard: jobCardRecordOf(row),
    history: await stageHistory(db, id),
    lines,
    estimate: totalsOf(lines.filter((l) => l.approval !== 'declined'), row.supply),
    approved: totalsOf(lines.filter((l) => l.approval === 'approved'), row.supply),
    messages: await messageRecordsOf(db, 'job_card_id', id),
    photos: await intakePhotos(db, id),
  };
}

/**
 * The bill: once made, its own rows (the database lets only approved lines in) with its
 * number and the GSTIN printed on it; before, today's approved lines and GSTIN, so the
 * counter can show what the customer will pay.
 */
export async function billAnswer(db: Queryable, row: JobCardRow): Promise<BillAnswer> {
  const { rows } = await db.query<{ id: string; supply: BillAnswer['supply']; invoice_number: string; created_at: Date | string; dealer_gstin: string }>(
    'SELECT id, supply, invoice_number, created_at, dealer_gstin FROM bills WHERE job_card_id = $1', [row.id],
  );
  const bill = rows[0];
  const card = {
    reference: row.reference, showroomId: Number(row.showroom_id), customerName: row.customer_name, mobile: row.mobile,
    registration: row.registration, model: row.model,
  };
  if (bill) {
    const lines = await billedLines(db, Number(bill.id), bill.supply);
    return {
      ...card, supply: bill.supply, final: true, invoiceNumber: bill.invoice_number, billedAt: new Date(bill.created_at).toISOString(),
      gstin: bill.dealer_gstin, lines, totals: totalsOf(lines, bill.supply),
    };
  }
  const lines = (await estimateLines(db, Number(row.id), row.supply)).filter((l) => l.approval === 'approved');
  const { gstin } = await readSiteSettings(db);
  return { ...card, supply: row.supply, final: false, invoiceNumber: null, billedAt: null, gstin, lines, totals: totalsOf(lines, row.supply) };
}
