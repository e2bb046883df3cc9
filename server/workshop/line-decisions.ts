/**
 * The customer's decision on an estimate line, given on /track or at the counter
 * (docs/workshop.md "Approval"). A decision is made once: the database refuses a second
 * (migration 400), and the check here words it first.
 */
import { workshopMessages, type Decision } from '#contract/workshop.ts';
import type { Queryable } from '../db/connect.ts';
import { refusal } from './db-refusals.ts';

/**
 * A waiting line approved or declined, by the customer or by staff at the counter: 404 when
 * the card has no such line, 409 when it was decided already (the database holds that too).
 */
export async function decideLine(
  tx: Queryable,
  d: { jobCardId: number; lineId: number; decision: Decision; decidedBy: 'customer' | 'staff'; staff: string | null; at: Date },
): Promise<void> {
  const { rows } = await tx.query<{ approval: string }>('SELECT approval FROM estimate_lines WHERE id = $1 AND job_card_id = $2', [d.lineId, d.jobCardId]);
  const line = rows[0];
  if (!line) throw refusal(404, 'lineId', workshopMessages.noLine);
  if (line.approval !== 'pending') throw refusal(409, 'decision', workshopMessages.alreadyDecided);
  await tx.query(
    'UPDATE estimate_lines SET approval = $3, decided_by = $4, decided_staff = $5, decided_at = $6 WHERE id = $1 AND job_card_id = $2',
    [d.lineId, d.jobCardId, d.decision, d.decidedBy, d.staff, d.at],
  );
}
