/**
 * SQL of the `files` table, the one place that writes it (the seed aside): uploads
 * (resumes, offer and gallery images) stored, public media read by exact path, resumes
 * read for the admin download, unused uploaded images removed. Bytes are normalised to
 * Buffer (PGlite returns Uint8Array, pg returns Buffer).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/connect.ts';

export type Visibility = 'media' | 'resume';

export interface MediaFile {
  contentType: string;
  size: number;
  sha256: string;
  /** null when the caller's ETag matched (the bytes are not needed for a 304). */
  bytes: Buffer | null;
}

function toBuffer(value: unknown): Buffer | null {
  if (value == null) return null;
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return null;
}

/** A public media file by its exact path; the bytes are skipped when `knownSha256` matches. */
export async function mediaByPath(db: Queryable, path: string, knownSha256: string | null): Promise<MediaFile | null> {
  const { rows } = await db.query<{ content_type: string; size: number; sha256: string; bytes: unknown }>(
    `SELECT content_type, size, sha256, CASE WHEN sha256 = $2 THEN NULL ELSE bytes END AS bytes
       FROM files WHERE path = $1 AND visibility = 'media'`,
    [path, knownSha256 ?? ''],
  );
  const row = rows[0];
  if (!row) return null;
  return { contentType: row.content_type, size: row.size, sha256: row.sha256, bytes: toBuffer(row.bytes) };
}

export interface NewFile {
  bytes: Buffer;
  contentType: string;
  visibility: Visibility;
  /** The name the client gave (kept for staff, at most 255 characters; never a path). */
  originalName: string | null;
  /** Builds the server-made path from the new id (e.g. `/resumes/<uuid>`). */
  pathFor: (id: string) => string;
}

interface StoredFileRef {
  id: string;
  path: string;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Stores a file (inside the caller's transaction) under a new id and the path made from it. */
export async function insertFile(db: Queryable, file: NewFile): Promise<StoredFileRef> {
  const id = randomUUID();
  const path = file.pathFor(id);
  await db.query(
    `INSERT INTO files (id, path, content_type, bytes, size, sha256, visibility, original_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, path, file.contentType, file.bytes, file.bytes.length, sha256Hex(file.bytes), file.visibility, file.originalName?.slice(0, 255) ?? null],
  );
  return { id, path };
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

interface StoredResume {
  contentType: string;
  bytes: Buffer;
}

export async function findResume(db: Queryable, id: string): Promise<StoredResume | null> {
  const { rows } = await db.query<{ content_type: string; bytes: unknown }>(
    `SELECT content_type, bytes FROM files WHERE id = $1 AND visibility = 'resume'`,
    [id],
  );
  const row = rows[0];
  const bytes = row ? toBuffer(row.bytes) : null;
  return row && bytes ? { contentType: row.content_type, bytes } : null;
}

/**
 * The showrooms of the leads whose enquiry carries this file (null: a lead with none):
 * who may open a resume follows who may see its lead (server/auth/staff-scope.ts).
 */
export async function fileLeadShowrooms(db: Queryable, fileId: string): Promise<(number | null)[]> {
  const { rows } = await db.query<{ showroom_id: number | null }>(
    'SELECT l.showroom_id FROM enquiries e JOIN leads l ON l.id = e.id WHERE e.file_id = $1',
    [fileId],
  );
  return rows.map((r) => r.showroom_id);
}
