/**
 * SQL of the `files` table: public media read by exact path, and stored uploads. Bytes
 * are normalised to Buffer (PGlite returns Uint8Array, pg returns Buffer).
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
  originalName: string | null;
  /** Builds the server-made path from the new id (e.g. `/resumes/<uuid>`). */
  pathFor: (id: string) => string;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Stores a file (inside the caller's transaction) and returns its id. */
export async function insertFile(db: Queryable, file: NewFile): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO files (id, path, content_type, bytes, size, sha256, visibility, original_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, file.pathFor(id), file.contentType, file.bytes, file.bytes.length, sha256Hex(file.bytes), file.visibility, file.originalName],
  );
  return id;
}
