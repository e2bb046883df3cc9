/**
 * Import: a catalogue ZIP made by Export (src/contract/catalogue-transfer.ts; docs/catalogue.md
 * "Export and import") onto this installation, all or nothing, in three steps:
 * - checkImport, at once while the upload's request waits: the ZIP and its manifest, every
 *   model through the studio's own schema (and, for the ones to publish, what publishing
 *   asks), names used twice, every file the models use (there, intact, and by its first
 *   bytes a photo, PDF or demo art this installation already has);
 * - makeImportFiles, in the background (import-jobs.ts): every photo through the photo
 *   pipeline, model by model, telling how many models are done; a photo that does not
 *   decode is a problem too;
 * - applyImport: one transaction stores the files, and adds each model (a model of the same
 *   name is replaced) in the state it had; the offline manifest moves with it.
 * Any problem at any step: a list of all of them, and nothing changed.
 */
import { unzipSync, type Unzipped } from 'fflate';
import type { Queryable } from '../db/connect.ts';
import { sha256Hex } from '../files/repository.ts';
import {
  fieldPlace, modelDraftSchema, publishProblems, type ModelDraft, type ModelState,
} from '#contract/catalogue-studio.ts';
import {
  manifestEntry, maxUnpackedBytes, modelPlace, transferManifestSchema, transferMessages, type TransferFile, type TransferManifest,
} from '#contract/catalogue-transfer.ts';
import { maxMediaBytes } from '#contract/media-uploads.ts';
import type { FieldError } from '#contract/errors.ts';
import { isPdf } from '../media/brochure.ts';
import { acceptedImageType, ImageRefused, processImage, type ProcessedImage } from '../media/image-pipeline.ts';
import { storeFileOnce } from '../media/media-repository.ts';
import { storeProcessedImage } from '../media/store-media.ts';
import { draftPaths } from './catalogue-export.ts';
import { logPublish, nameKeyOf, newModelId, publishDraft, saveDraft, setModelStatus } from './studio-repository.ts';

/** A refused import: every problem, each with where it is. */
export class ImportRefused extends Error {
  constructor(readonly problems: FieldError[]) {
    super(problems.length === 1 ? problems[0]!.message : transferMessages.nothingChanged(problems.length));
  }
}

type Ready =
  | { path: string; kind: 'image'; image: ProcessedImage }
  | { path: string; kind: 'pdf'; bytes: Buffer }
  | { path: string; kind: 'here' };

/** A file checked and waiting to be made: a photo still as the original bytes. */
type Planned =
  | { path: string; kind: 'pdf'; bytes: Buffer }
  | { path: string; kind: 'here' }
  | { path: string; kind: 'img' | 'frame'; bytes: Buffer };

type ImportModels = { index: number; state: ModelState; draft: ModelDraft }[];

/** What checkImport found right: every model, and every file with where it is in the manifest. */
export interface PlannedImport {
  /** `index`: where the model is in the file, for the problems' words. */
  models: ImportModels;
  files: { index: number; file: Planned }[];
}

export interface CheckedImport {
  models: ImportModels;
  files: Ready[];
}

function unpack(bytes: Buffer): Unzipped {
  let total = 0;
  let tooLarge: string | null = null;
  let unpacked: Unzipped;
  try {
    unpacked = unzipSync(bytes, {
      // Sizes from the ZIP's own directory, checked before anything is inflated.
      filter: (file) => {
        total += file.originalSize;
        if (file.originalSize > maxMediaBytes + 1024 * 1024) tooLarge ??= transferMessages.fileTooLarge(file.name);
        return total <= maxUnpackedBytes && tooLarge === null;
      },
    });
  } catch {
    throw new ImportRefused([{ field: 'file', message: transferMessages.notZip }]);
  }
  if (tooLarge) throw new ImportRefused([{ field: 'file', message: tooLarge }]);
  if (total > maxUnpackedBytes) throw new ImportRefused([{ field: 'file', message: transferMessages.unpackedTooLarge }]);
  return unpacked;
}

function readManifest(unpacked: Unzipped): TransferManifest {
  const raw = unpacked[manifestEntry];
  if (!raw) throw new ImportRefused([{ field: 'file', message: transferMessages.noManifest }]);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw).toString('utf8'));
  } catch {
    throw new ImportRefused([{ field: 'file', message: transferMessages.badManifest }]);
  }
  const parsed = transferManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new ImportRefused(parsed.error.issues.slice(0, 50).map((i) => ({
      field: ['file', ...i.path.map(String)].join('.'), message: `${transferMessages.badManifest}: ${i.path.join('.') || 'the whole'} ${i.message}`,
    })));
  }
  return parsed.data;
}

function checkModels(manifest: TransferManifest, problems: FieldError[]): ImportModels {
  const models: ImportModels = [];
  const seen = new Set<string>();
  manifest.models.forEach((entry, i) => {
    const name = (entry.draft as { name?: unknown } | null)?.name;
    const place = modelPlace(i, name);
    const parsed = modelDraftSchema.safeParse(entry.draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join('.');
        const where = fieldPlace(field);
        problems.push({ field: `models.${i}.${field}`, message: `${place}: ${where ? `${where}: ` : ''}${issue.message}` });
      }
      return;
    }
    const draft = parsed.data;
    if (entry.state !== 'draft') {
      for (const p of publishProblems(draft)) problems.push({ field: `models.${i}.${p.field}`, message: `${place}: ${p.message}` });
    }
    const key = nameKeyOf(draft.name);
    if (seen.has(key)) problems.push({ field: `models.${i}.name`, message: `${place}: ${transferMessages.sameName(draft.name)}` });
    seen.add(key);
    models.push({ index: i, state: entry.state, draft });
  });
  return models;
}

async function existingSha(db: Queryable, path: string): Promise<string | null> {
  const { rows } = await db.query<{ sha256: string }>(`SELECT sha256 FROM files WHERE path = $1 AND visibility = 'media'`, [path]);
  return rows[0]?.sha256 ?? null;
}

/** One file of the manifest checked (a photo by its first bytes: it is made later), or the problem with it. */
async function checkFile(db: Queryable, file: TransferFile, unpacked: Unzipped): Promise<Planned | string> {
  const raw = unpacked[file.entry];
  if (!raw) return transferMessages.fileMissing(file.path);
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (sha256Hex(bytes) !== file.sha256) return transferMessages.fileDamaged(file.path);
  if (file.kind === 'pdf') {
    if (!isPdf(bytes)) return transferMessages.notPdf(file.path);
    return (await existingSha(db, file.path)) === sha256Hex(bytes) ? { path: file.path, kind: 'here' } : { path: file.path, kind: 'pdf', bytes };
  }
  if (file.kind === 'kept') {
    // Demo art (SVG and the like) is never taken from a file: only when it is here already.
    return (await existingSha(db, file.path)) === file.sha256 ? { path: file.path, kind: 'here' } : transferMessages.unknownKept(file.path);
  }
  // Made here before from the same original: the same files are here already.
  if ((await existingSha(db, file.path)) !== null) return { path: file.path, kind: 'here' };
  if (!acceptedImageType(bytes)) return transferMessages.notPhoto(file.path);
  return { path: file.path, kind: file.kind, bytes };
}

/**
 * Checks the whole file as far as it can without making its photos (seconds, not
 * minutes); throws ImportRefused listing every problem. Nothing is stored.
 */
export async function checkImport(db: Queryable, bytes: Buffer): Promise<PlannedImport> {
  const unpacked = unpack(bytes);
  const manifest = readManifest(unpacked);
  const problems: FieldError[] = [];
  const models = checkModels(manifest, problems);
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  for (const m of models) {
    for (const path of draftPaths(m.draft)) {
      if (!listed.has(path) && (await existingSha(db, path)) === null) {
        problems.push({ field: `models.${m.index}`, message: `${modelPlace(m.index, m.draft.name)}: ${transferMessages.fileMissing(path)}` });
      }
    }
  }
  const files: PlannedImport['files'] = [];
  // Every file listed, also those of a model refused above: each problem is told at once.
  for (const [index, file] of manifest.files.entries()) {
    const planned = await checkFile(db, file, unpacked);
    if (typeof planned === 'string') problems.push({ field: `files.${index}`, message: planned });
    else files.push({ index, file: planned });
  }
  if (problems.length > 0) throw new ImportRefused(problems);
  return { models, files };
}

/**
 * Makes every photo of a checked import through the photo pipeline, the files of one
 * model after another (a file shared by two models is made once, for the first), and
 * calls `modelDone(n)` after the n-th model's. Nothing is stored; throws ImportRefused
 * listing every photo that does not decode.
 */
export async function makeImportFiles(planned: PlannedImport, modelDone: (done: number) => Promise<void>): Promise<CheckedImport> {
  const byPath = new Map(planned.files.map((f) => [f.file.path, f]));
  const made = new Map<string, Ready>();
  const problems: FieldError[] = [];
  const make = async ({ index, file }: PlannedImport['files'][number]) => {
    if (made.has(file.path)) return;
    if (file.kind === 'pdf' || file.kind === 'here') {
      made.set(file.path, file);
      return;
    }
    try {
      made.set(file.path, { path: file.path, kind: 'image', image: await processImage(file.bytes, file.kind) });
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      made.set(file.path, { path: file.path, kind: 'here' });
      problems.push({ field: `files.${index}`, message: error.reason === 'notImage' ? transferMessages.notPhoto(file.path) : transferMessages.unreadable(file.path) });
    }
  };
  // One photo at a time: each already keeps libvips busy on both cores.
  for (const [n, model] of planned.models.entries()) {
    for (const path of draftPaths(model.draft)) {
      const file = byPath.get(path);
      if (file) await make(file);
    }
    await modelDone(n + 1);
  }
  // A file no model uses is still checked, as before the import ran in the background.
  for (const file of planned.files) await make(file);
  if (problems.length > 0) throw new ImportRefused(problems);
  return { models: planned.models, files: planned.files.map((f) => made.get(f.file.path)!) };
}

/** The made path of each imported picture (the same as exported when the original came along). */
function pathMap(files: Ready[]): Map<string, string> {
  return new Map(files.map((f) => [f.path, f.kind === 'image' ? f.image.path : f.path]));
}

function remapped(draft: ModelDraft, to: Map<string, string>): ModelDraft {
  const at = (p: string) => (p ? (to.get(p) ?? p) : p);
  return {
    ...draft,
    photos: { main: at(draft.photos.main), more: draft.photos.more.map(at) },
    colours: draft.colours.map((c) => ({ ...c, photo: at(c.photo) })),
    features: draft.features.map((f) => ({ ...f, picture: at(f.picture) })),
    accessories: draft.accessories.map((a) => ({ ...a, picture: at(a.picture) })),
    frames: draft.frames.map(at),
    brochure: at(draft.brochure),
  };
}

/** The model of the same name here (live or draft), or null. */
async function sameNamedModel(db: Queryable, name: string): Promise<{ id: number; live: boolean } | null> {
  const key = nameKeyOf(name);
  // A seeded model may keep a key other than its name (spec 2.3: X-Blade is XBLADE): its name counts too.
  const live = await db.query<{ id: number }>(
    `SELECT id FROM models WHERE lower(bike_key) = $1 OR lower(regexp_replace(name, '\\s+', '', 'g')) = $1 ORDER BY id LIMIT 1`, [key],
  );
  if (live.rows[0]) return { id: live.rows[0].id, live: true };
  const draft = await db.query<{ model_id: number }>('SELECT model_id FROM catalogue_drafts WHERE name_key = $1', [key]);
  return draft.rows[0] ? { id: draft.rows[0].model_id, live: false } : null;
}

/** Stores a checked import in the caller's transaction. */
export async function applyImport(tx: Queryable, checked: CheckedImport, by: string, now: Date): Promise<void> {
  for (const file of checked.files) {
    if (file.kind === 'image') await storeProcessedImage(tx, file.image, file.path.split('/').pop() ?? '');
    else if (file.kind === 'pdf') {
      await storeFileOnce(tx, { path: file.path, contentType: 'application/pdf', bytes: file.bytes, visibility: 'media', originalName: null });
    }
  }
  const to = pathMap(checked.files);
  for (const { state, draft: exported } of checked.models) {
    const draft = remapped(exported, to);
    const found = await sameNamedModel(tx, draft.name);
    const id = found?.id ?? (await newModelId(tx));
    if (state === 'draft') {
      await saveDraft(tx, id, draft, by, now);
      continue;
    }
    await publishDraft(tx, id, draft, found?.live ?? false, now);
    await setModelStatus(tx, id, state === 'hidden' ? 0 : 1);
    await logPublish(tx, { modelId: id, name: draft.name, action: 'publish', changes: ['Imported from a catalogue file'], by, at: now });
  }
}
