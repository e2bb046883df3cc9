/**
 * SQL of the processed media (the `files` table; docs/media.md). Every made file has an
 * immutable path derived from the upload's content, so storing the same photo twice
 * stores nothing new: an existing path is left as it is (ON CONFLICT DO NOTHING).
 * Originals are kept with visibility 'original', which GET /media never serves.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/connect.ts';
import { sha256Hex } from '../files/repository.ts';

interface FileToStore {
  path: string;
  contentType: string;
  bytes: Buffer;
  visibility: 'media' | 'original';
  originalName: string | null;
}

export async function storeFileOnce(db: Queryable, file: FileToStore): Promise<void> {
  await db.query(
    `INSERT INTO files (id, path, content_type, bytes, size, sha256, visibility, original_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (path) DO NOTHING`,
    [randomUUID(), file.path, file.contentType, file.bytes, file.bytes.length, sha256Hex(file.bytes), file.visibility,
      file.originalName?.slice(0, 255) ?? null],
  );
}
