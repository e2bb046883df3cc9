/**
 * Export: the whole catalogue as one ZIP (src/contract/catalogue-transfer.ts; docs/catalogue.md
 * "Export and import"). Published and hidden models go as the site shows them, models never
 * published as their draft (edits not yet published stay on this installation). A picture
 * made by the photo pipeline goes as the original that was uploaded, so the importing
 * installation makes the very same files at the very same paths; brochures and the demo
 * art go as they are. Photos are stored in the ZIP without compressing them again.
 */
import { zipSync, type Zippable } from 'fflate';
import type { Queryable } from '../db/connect.ts';
import { sha256Hex } from '../files/repository.ts';
import { responsiveSources } from '#contract/media.ts';
import type { ModelDraft } from '#contract/catalogue-studio.ts';
import {
  manifestEntry, transferFormat, transferVersion, type TransferFile, type TransferFileKind, type TransferManifest,
} from '#contract/catalogue-transfer.ts';
import { liveDraft } from './live-model.ts';
import { listCatalogue, readDraft } from './studio-repository.ts';

/** Every file path a model uses, in a stable order. */
export function draftPaths(draft: ModelDraft): string[] {
  const paths = [
    draft.photos.main, ...draft.photos.more, ...draft.colours.map((c) => c.photo), ...draft.features.map((f) => f.picture),
    ...draft.accessories.map((a) => a.picture), ...draft.frames, draft.brochure,
  ];
  return [...new Set(paths.filter((p) => p !== ''))];
}

interface StoredBytes {
  bytes: Buffer;
  contentType: string;
}

const asBuffer = (v: unknown): Buffer => (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array));

async function fileAt(db: Queryable, path: string): Promise<StoredBytes | null> {
  const { rows } = await db.query<{ bytes: unknown; content_type: string }>('SELECT bytes, content_type FROM files WHERE path = $1', [path]);
  return rows[0] ? { bytes: asBuffer(rows[0].bytes), contentType: rows[0].content_type } : null;
}

/** The upload a pipeline path was made from (kept beside its key, server/media/store-media.ts). */
async function originalOf(db: Queryable, key: string): Promise<StoredBytes | null> {
  const { rows } = await db.query<{ bytes: unknown; content_type: string }>(
    `SELECT bytes, content_type FROM files WHERE path LIKE $1 AND visibility = 'original' LIMIT 1`, [`/originals/${key}.%`],
  );
  return rows[0] ? { bytes: asBuffer(rows[0].bytes), contentType: rows[0].content_type } : null;
}

const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf', 'image/svg+xml': 'svg',
};

/** The bytes that stand for `path` in the export, and how the import takes them in. */
async function exportedFile(db: Queryable, path: string): Promise<{ kind: TransferFileKind; file: StoredBytes } | null> {
  const sources = responsiveSources(path);
  if (sources) {
    const kind = path.startsWith('/media/frame/') ? 'frame' : 'img';
    const key = path.split('/')[3]!;
    // Without its original (never expected), the largest made JPEG is the best there is.
    const file = (await originalOf(db, key)) ?? (await fileAt(db, path));
    return file ? { kind, file } : null;
  }
  const file = await fileAt(db, path);
  if (!file) return null;
  return { kind: file.contentType === 'application/pdf' ? 'pdf' : 'kept', file };
}

export interface ExportedCatalogue {
  zip: Uint8Array;
  manifest: TransferManifest;
}

export async function exportCatalogue(db: Queryable, now: Date): Promise<ExportedCatalogue> {
  const rows = await listCatalogue(db);
  const models: TransferManifest['models'] = [];
  for (const row of rows) {
    const live = row.state === 'draft' ? null : await liveDraft(db, row.id);
    const draft = live ? (({ status: _s, ...d }) => d)(live) : (await readDraft(db, row.id))?.draft;
    if (draft) models.push({ state: row.state, draft });
  }
  const entries: Zippable = {};
  const files: TransferFile[] = [];
  const paths = [...new Set(models.flatMap((m) => draftPaths(m.draft as ModelDraft)))];
  for (const path of paths) {
    const found = await exportedFile(db, path);
    // A path with no file behind it is left out: the import names it as missing.
    if (!found) continue;
    const entry = `files/${String(files.length + 1).padStart(5, '0')}.${extensionOf[found.file.contentType] ?? 'bin'}`;
    // Photos and PDFs are compressed already: stored as they are, which is also the fastest.
    entries[entry] = [found.file.bytes, { level: 0 }];
    files.push({ path, entry, kind: found.kind, sha256: sha256Hex(found.file.bytes) });
  }
  const manifest: TransferManifest = {
    format: transferFormat, version: transferVersion, exportedAt: now.toISOString(), models, files,
  };
  entries[manifestEntry] = [Buffer.from(JSON.stringify(manifest, null, 1)), { level: 6 }];
  return { zip: zipSync(entries), manifest };
}
