/**
 * The answers of the workshop's staff routes, read afresh after each change: a card with
 * its history, lines and totals, and its bill (docs/workshop.md "The bill").
 */
import type { BillAnswer, JobCardAnswer } from '#contract/workshop.ts';
import type { Queryable } from '../db/connect.ts';
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
  };
}

/**
 * The bill: once delivered, the bill rows made then (the database lets only approved lines
 * in); before, today's approved lines, so the counter can show what the customer will pay.
 */
export async function billAnswer(db: Queryable, row: JobCardRow): Promise<BillAnswer> {
  const { rows } = await db.query<{ id: string; supply: BillAnswer['supply'] }>('SELECT id, supply FROM bills WHERE job_card_id = $1', [row.id]);
  const bill = rows[0];
  if (bill) {
    const lines = await billedLines(db, Number(bill.id), bill.supply);
    return { reference: row.reference, supply: bill.supply, final: true, lines, totals: totalsOf(lines, bill.supply) };
  }
  const lines = (await estimateLines(db, Number(row.id), row.supply)).filter((l) => l.approval === 'approved');
  return { reference: row.reference, supply: row.supply, final: false, lines, totals: totalsOf(lines, row.supply) };
}

/** At delivery, in its transaction: the bill and its approved lines. */
export async function makeBill(tx: Queryable, jobCardId: number, at: Date, by: string): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO bills (job_card_id, supply, created_at, created_by) SELECT id, supply, $2, $3 FROM job_cards WHERE id = $1 RETURNING id',
    [jobCardId, at, by],
  );
  await tx.query(
    `INSERT INTO bill_lines (bill_id, estimate_line_id) SELECT $1, l.id FROM estimate_lines l WHERE l.job_card_id = $2 AND l.approval = 'approved'`,
    [rows[0]!.id, jobCardId],
  );
}
