/** SQL over the files table for what the admin stores and serves (uploads, resumes). */
import type { Queryable } from '../db/connect.ts';

export interface NewMediaFile {
  id: string;
  path: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
  originalName: string;
}

export async function insertMediaFile(db: Queryable, file: NewMediaFile): Promise<void> {
  await db.query(
    `INSERT INTO files (id, path, content_type, bytes, size, sha256, visibility, original_name)
     VALUES ($1, $2, $3, $4, $5, $6, 'media', $7)`,
    [file.id, file.path, file.contentType, file.bytes, file.bytes.length, file.sha256, file.originalName.slice(0, 255)],
  );
}

/** Removes an uploaded image that no offer or gallery row uses any more. */
export async function deleteUnusedUpload(db: Queryable, path: string): Promise<void> {
  await db.query(
    `DELETE FROM files WHERE path = $1 AND path LIKE '/media/uploads/%'
       AND NOT EXISTS (SELECT 1 FROM offers WHERE image = $1)
       AND NOT EXISTS (SELECT 1 FROM gallery_images WHERE image_path = $1)`,
    [path],
  );
}

export interface StoredFile {
  contentType: string;
  bytes: Buffer;
}

export async function findResume(db: Queryable, id: string): Promise<StoredFile | null> {
  const result = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `SELECT content_type, bytes FROM files WHERE id = $1 AND visibility = 'resume'`,
    [id],
  );
  const row = result.rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
