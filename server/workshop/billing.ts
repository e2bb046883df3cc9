/**
 * Making a job card's bill (docs/workshop.md "The bill"): in one transaction the card moves
 * from Ready to Delivered, the financial year's counter gives the next invoice number (the
 * row stays locked until commit, so a second process waits for it, and a rollback gives the
 * number back), and the bill takes the approved lines and the dealer's GSTIN of the day.
 * Pending lines are named in the refusal; declined ones are left out.
 */
import { billMessages, billSeries, financialYearOf, invoiceNumberOf } from '#contract/workshop-bill.ts';
import type { Queryable } from '../db/connect.ts';
import { readSiteSettings } from '../site/site-repository.ts';
import { refusal } from './db-refusals.ts';
import { recordStage, type JobCardRow } from './job-card-repository.ts';
import { recordNextDue } from './service-vehicles.ts';

/** The bill of a card, if made: its invoice number. */
export async function invoiceNumberOfCard(db: Queryable, jobCardId: number | string): Promise<string | null> {
  const { rows } = await db.query<{ invoice_number: string }>('SELECT invoice_number FROM bills WHERE job_card_id = $1', [jobCardId]);
  return rows[0]?.invoice_number ?? null;
}

/** The next number of the series in the financial year of `at`, counted in the caller's transaction. */
async function nextInvoiceNumber(tx: Queryable, at: Date): Promise<{ financialYear: string; number: number }> {
  const financialYear = financialYearOf(at);
  const { rows } = await tx.query<{ last_number: number }>(
    `INSERT INTO bill_number_counters (series, financial_year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (series, financial_year) DO UPDATE SET last_number = bill_number_counters.last_number + 1
     RETURNING last_number`,
    [billSeries, financialYear],
  );
  return { financialYear, number: Number(rows[0]!.last_number) };
}

/**
 * Delivers the card (locked by the caller, at Ready) and bills its approved lines; with no
 * approved line (a free check with nothing charged) it is delivered with no bill and no
 * number used. Refuses a card billed already, one not Ready, and one with a line waiting.
 */
export async function deliverAndBill(tx: Queryable, row: JobCardRow, at: Date, by: string, requestKey: string | null = null): Promise<void> {
  const billed = await invoiceNumberOfCard(tx, row.id);
  if (billed) throw refusal(409, 'jobCard', billMessages.billedAlready(billed));
  const { rows: lines } = await tx.query<{ name: string; code: string; approval: string }>(
    'SELECT name, code, approval FROM estimate_lines WHERE job_card_id = $1 ORDER BY id', [row.id],
  );
  const pending = lines.filter((l) => l.approval === 'pending');
  if (pending.length > 0) throw refusal(409, 'lines', billMessages.linesPending(pending));
  if (row.stage !== 'ready') throw refusal(409, 'stage', billMessages.notReady);
  await tx.query("UPDATE job_cards SET stage = 'delivered', version = version + 1, updated_at = $2 WHERE id = $1", [row.id, at]);
  await recordStage(tx, { jobCardId: Number(row.id), from: row.stage, to: 'delivered', at, by, requestKey });
  // Delivered, billed or not, is a visit: the vehicle's next service counts from it.
  await recordNextDue(tx, row, at, by);
  if (!lines.some((l) => l.approval === 'approved')) return;
  const { financialYear, number } = await nextInvoiceNumber(tx, at);
  const { gstin } = await readSiteSettings(tx);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bills (job_card_id, supply, created_at, created_by, financial_year, number, invoice_number, dealer_gstin)
     SELECT id, supply, $2, $3, $4, $5, $6, $7 FROM job_cards WHERE id = $1 RETURNING id`,
    [row.id, at, by, financialYear, number, invoiceNumberOf(financialYear, number), gstin],
  );
  await tx.query(
    `INSERT INTO bill_lines (bill_id, estimate_line_id) SELECT $1, l.id FROM estimate_lines l WHERE l.job_card_id = $2 AND l.approval = 'approved'`,
    [rows[0]!.id, row.id],
  );
}
