/** A job card's intake photos as stored (migration 540), read for the card's answer. */
import type { IntakePhoto } from '#contract/workshop.ts';
import type { Queryable } from '../db/connect.ts';

/** The card's intake photos, oldest first. */
export async function intakePhotos(db: Queryable, jobCardId: number): Promise<IntakePhoto[]> {
  const { rows } = await db.query<{ id: string; path: string; added_at: Date | string; added_by: string }>(
    'SELECT id, path, added_at, added_by FROM job_card_photos WHERE job_card_id = $1 ORDER BY id', [jobCardId],
  );
  return rows.map((r) => ({ id: Number(r.id), path: r.path, addedAt: new Date(r.added_at).toISOString(), addedBy: r.added_by }));
}
