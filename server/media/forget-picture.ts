/**
 * Removing a stored picture nobody uses any more (docs/media.md "Removing a picture"): every
 * width and format the photo pipeline made of it (/media/img/<key>/<width>.<ext>) and the
 * upload kept as sent (/originals/<key>.<ext>), in the caller's transaction, so they go when
 * the removal that freed them commits and stay when it is rolled back. A picture's path is
 * made from its content, so the same photo uploaded elsewhere (the catalogue, a delivery's
 * handover photo, another job card) is the same files: they stay while any row still names
 * the picture's key.
 */
import type { Queryable } from '../db/connect.ts';

/** The pipeline's key of a stored picture's path, or null for any other path. */
export function pictureKey(path: string): string | null {
  return /^\/media\/(?:img|frame)\/([0-9a-f]{16,64})\/\d{1,5}\.(?:jpg|webp|avif|png)$/.exec(path)?.[1] ?? null;
}

/**
 * The tables whose rows may name a stored picture: the catalogue and its drafts, the site's
 * settings, the delivery checklist's values and the job cards' photos. A new table that keeps
 * a picture's path belongs here, or removing a job card's photo could take its files.
 */
const referringTables = [
  'models', 'variants', 'colours', 'features', 'accessories', 'frames', 'slider_images', 'gallery_images', 'offers', 'dealers',
  'catalogue_drafts', 'catalogue_publishes', 'site_settings', 'delivery_checklist_values', 'job_card_photos',
] as const;

const lockSpace = 7_303_102;

/**
 * Holds the picture's key for the rest of the transaction: a removal and an upload of the
 * same photo (which would name it again) wait for each other, so a photo just added is never
 * left without its files.
 */
export async function lockPicture(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [lockSpace, key]);
}

/** Deletes the picture's files when no row names it any more; how many files went. */
export async function forgetUnusedPicture(tx: Queryable, path: string): Promise<number> {
  const key = pictureKey(path);
  if (!key) return 0;
  await lockPicture(tx, key);
  const named = `%/${key}/%`;
  const used = referringTables.map((table) => `SELECT 1 FROM ${table} t WHERE t::text LIKE $1`).join(' UNION ALL ');
  const { rows } = await tx.query(`SELECT EXISTS (${used}) AS used`, [named]);
  if ((rows[0] as { used: boolean } | undefined)?.used) return 0;
  const removed = await tx.query(
    `DELETE FROM files WHERE path LIKE $1 OR (path LIKE $2 AND visibility = 'original') RETURNING path`,
    [`/media/${path.split('/')[2]}/${key}/%`, `/originals/${key}.%`],
  );
  return removed.rows.length;
}
