/** SQL over offers and gallery_images for the admin's add and delete (requirements 7.3). */
import type { Queryable } from '../db/connect.ts';

export async function insertOffer(
  db: Queryable,
  offer: { title: string; description: string; titleHi: string; descriptionHi: string; image: string },
): Promise<number> {
  const result = await db.query<{ id: number }>(
    'INSERT INTO offers (title, description, title_hi, description_hi, image) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [offer.title, offer.description, offer.titleHi, offer.descriptionHi, offer.image],
  );
  return result.rows[0]?.id ?? 0;
}

/** Deletes an offer; returns its image path, or null when there was no such offer. */
export async function deleteOffer(db: Queryable, id: number): Promise<string | null> {
  const result = await db.query<{ image: string }>('DELETE FROM offers WHERE id = $1 RETURNING image', [id]);
  return result.rows[0]?.image ?? null;
}

export async function insertGalleryImage(db: Queryable, imagePath: string): Promise<number> {
  const result = await db.query<{ id: number }>('INSERT INTO gallery_images (image_path) VALUES ($1) RETURNING id', [imagePath]);
  return result.rows[0]?.id ?? 0;
}

export async function deleteGalleryImage(db: Queryable, id: number): Promise<string | null> {
  const result = await db.query<{ image_path: string }>('DELETE FROM gallery_images WHERE id = $1 RETURNING image_path', [id]);
  return result.rows[0]?.image_path ?? null;
}
