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
import type { Queryable } from '../db/connect.ts';
import {
  fieldInWords, fieldPlace, modelDraftSchema, publishProblems, studioMessages, type ModelDraft, type ModelState,
} from '#contract/catalogue-studio.ts';
import {
  manifestEntry, modelPlace, transferManifestSchema, transferMessages, type ImportPreview, type TransferFile, type TransferManifest,
} from '#contract/catalogue-transfer.ts';
import type { FieldError } from '#contract/errors.ts';
import { brochurePath, isPdf } from '../media/brochure.ts';
import { acceptedImageType, ImageRefused, processImage, type ProcessedImage } from '../media/image-pipeline.ts';
import { storeFileOnce } from '../media/media-repository.ts';
import { storeProcessedImage } from '../media/store-media.ts';
import { readArchiveDirectory, type ArchiveEntry } from './archive-directory.ts';
import { openArchive, type OpenArchive, type UnpackedEntry } from './archive-unpack.ts';
import { draftPaths } from './catalogue-export.ts';
import { ImportRefused } from './import-refused.ts';
import { logPublish, nameKeyOf, newModelId, placeInOrder, publishDraft, saveDraft, setModelStatus } from './studio-repository.ts';

export { ImportRefused };

/**
 * A file ready to store. `path` is where the manifest's models use it; where it is stored
 * is always made here (a photo's by the pipeline, a brochure's from its bytes, `to`).
 */
type Ready =
  | { path: string; kind: 'image'; image: ProcessedImage }
  | { path: string; kind: 'pdf'; bytes: Buffer; to: string }
  | { path: string; kind: 'here'; to?: string };

/** A file checked and waiting to be made: a photo still as the original bytes. */
type Planned =
  | { path: string; kind: 'pdf'; bytes: Buffer; to: string }
  | { path: string; kind: 'here'; to?: string }
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

function readManifest(raw: Buffer | undefined): TransferManifest {
  if (!raw) throw new ImportRefused([{ field: 'file', message: transferMessages.noManifest }]);
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
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
        const message = issue.message === studioMessages.unstorable ? transferMessages.unstorable(fieldInWords(field))
          : `${where ? `${where}: ` : ''}${issue.message}`;
        problems.push({ field: `models.${i}.${field}`, message: `${place}: ${message}` });
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
async function checkFile(db: Queryable, file: TransferFile, unpacked: Map<string, UnpackedEntry>): Promise<Planned | string> {
  const entry = unpacked.get(file.entry);
  if (!entry) return transferMessages.fileMissing(file.path);
  const { bytes } = entry;
  if (entry.sha256 !== file.sha256) return transferMessages.fileDamaged(file.path);
  if (file.kind === 'pdf') {
    if (!isPdf(bytes)) return transferMessages.notPdf(file.path);
    // The same PDF here already, where the models use it: nothing is written.
    if ((await existingSha(db, file.path)) === entry.sha256) return { path: file.path, kind: 'here' };
    const to = brochurePath(bytes);
    return (await existingSha(db, to)) === entry.sha256 ? { path: file.path, kind: 'here', to } : { path: file.path, kind: 'pdf', bytes, to };
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
 * minutes); throws ImportRefused listing every problem. Nothing is stored. `entries` is
 * its directory, read and checked already (archive-directory.ts); the entries are
 * unpacked in a worker (archive-unpack.ts), which takes `bytes` over.
 */
export async function checkImport(db: Queryable, bytes: Buffer, entries = readArchiveDirectory(bytes)): Promise<PlannedImport> {
  const { byName, manifestAt } = manifestOf(entries);
  const archive = openArchive(bytes);
  try {
    return await checkUnpacked(db, archive, manifestAt, byName);
  } finally {
    await archive.close();
  }
}

/** The models of an archive, each checked by the studio's schema; only catalogue.json is unpacked. */
async function readModels(archive: OpenArchive, manifestAt: ArchiveEntry, problems: FieldError[]): Promise<{ manifest: TransferManifest; models: ImportModels }> {
  const manifest = readManifest((await archive.read([manifestAt])).get(manifestEntry)?.bytes);
  return { manifest, models: checkModels(manifest, problems) };
}

function manifestOf(entries: ArchiveEntry[]): { byName: Map<string, ArchiveEntry>; manifestAt: ArchiveEntry } {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const manifestAt = byName.get(manifestEntry);
  if (!manifestAt) throw new ImportRefused([{ field: 'file', message: transferMessages.noManifest }]);
  return { byName, manifestAt };
}

/**
 * What an import of this archive would do, before it is asked for (docs/catalogue.md
 * "Export and import"): the models it would add and the ones of the same name it would
 * replace, in the file's order. Only catalogue.json is unpacked; its models are checked as
 * the import checks them (ImportRefused listing every problem). Nothing is stored.
 */
export async function previewImport(db: Queryable, bytes: Buffer, entries = readArchiveDirectory(bytes)): Promise<ImportPreview> {
  const { manifestAt } = manifestOf(entries);
  const archive = openArchive(bytes);
  try {
    const problems: FieldError[] = [];
    const { models } = await readModels(archive, manifestAt, problems);
    if (problems.length > 0) throw new ImportRefused(problems);
    const add: string[] = [];
    const replace: string[] = [];
    for (const m of models) ((await sameNamedModel(db, m.draft.name)) ? replace : add).push(m.draft.name);
    return { add, replace, message: transferMessages.preview(add.length, replace) };
  } finally {
    await archive.close();
  }
}

/** Every text in a value (a refused draft, whose shape is not known), walked with its own stack. */
function textsOf(value: unknown): string[] {
  const texts: string[] = [];
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') texts.push(v);
    else if (v !== null && typeof v === 'object') for (const child of Object.values(v)) stack.push(child);
  }
  return texts;
}

async function checkUnpacked(db: Queryable, archive: OpenArchive, manifestAt: ArchiveEntry, byName: Map<string, ArchiveEntry>): Promise<PlannedImport> {
  const problems: FieldError[] = [];
  const { manifest, models } = await readModels(archive, manifestAt, problems);
  const listed = new Map<string, { index: number; file: TransferFile }>();
  for (const [index, file] of manifest.files.entries()) if (!listed.has(file.path)) listed.set(file.path, { index, file });
  // Only the files a model uses are taken: anything else in the archive is never unpacked.
  const used = new Map<string, { index: number; file: TransferFile }>();
  for (const m of models) {
    const place = modelPlace(m.index, m.draft.name);
    for (const path of draftPaths(m.draft)) {
      const found = listed.get(path);
      if (!found) {
        if ((await existingSha(db, path)) === null) problems.push({ field: `models.${m.index}`, message: `${place}: ${transferMessages.fileMissing(path)}` });
        continue;
      }
      // A brochure is a PDF and only a brochure is one, as the studio's uploads have it.
      const asBrochure = path === m.draft.brochure;
      if (asBrochure && found.file.kind !== 'pdf') problems.push({ field: `models.${m.index}.brochure`, message: `${place}: ${transferMessages.notBrochureFile(path)}` });
      if (!asBrochure && found.file.kind === 'pdf') problems.push({ field: `models.${m.index}`, message: `${place}: ${transferMessages.pdfNotBrochure(path)}` });
      used.set(path, found);
    }
  }
  // A model refused above still names its files: they are checked too, so every problem is told at once.
  const valid = new Set(models.map((m) => m.index));
  manifest.models.forEach((entry, i) => {
    if (valid.has(i)) return;
    for (const text of textsOf(entry.draft)) {
      const found = listed.get(text);
      if (found) used.set(text, found);
    }
  });
  const wanted = [...new Set([...used.values()].map((u) => u.file.entry))].flatMap((name) => byName.get(name) ?? []);
  const unpacked = await archive.read(wanted);
  const files: PlannedImport['files'] = [];
  for (const { index, file } of used.values()) {
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
  if (problems.length > 0) throw new ImportRefused(problems);
  return { models: planned.models, files: planned.files.map((f) => made.get(f.file.path)!) };
}

/** The made path of each imported picture (the same as exported when the original came along). */
function pathMap(files: Ready[]): Map<string, string> {
  return new Map(files.map((f) => [f.path, f.kind === 'image' ? f.image.path : f.kind === 'pdf' ? f.to : (f.to ?? f.path)]));
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

/** Stores a checked import in the caller's transaction; answers the names it added and replaced. */
export async function applyImport(tx: Queryable, checked: CheckedImport, by: string, now: Date): Promise<{ added: string[]; replaced: string[] }> {
  const added: string[] = [];
  const replaced: string[] = [];
  for (const file of checked.files) {
    if (file.kind === 'image') await storeProcessedImage(tx, file.image, file.path.split('/').pop() ?? '');
    else if (file.kind === 'pdf') {
      await storeFileOnce(tx, { path: file.to, contentType: 'application/pdf', bytes: file.bytes, visibility: 'media', originalName: null });
    }
  }
  const to = pathMap(checked.files);
  const ids: number[] = [];
  for (const { state, draft: exported } of checked.models) {
    const draft = remapped(exported, to);
    const found = await sameNamedModel(tx, draft.name);
    (found ? replaced : added).push(draft.name);
    const id = found?.id ?? (await newModelId(tx));
    ids.push(id);
    if (state === 'draft') {
      await saveDraft(tx, id, draft, by, now);
      continue;
    }
    await publishDraft(tx, id, draft, found?.live ?? false, now);
    await setModelStatus(tx, id, state === 'hidden' ? 0 : 1);
    await logPublish(tx, { modelId: id, name: draft.name, action: 'publish', changes: ['Imported from a catalogue file'], by, at: now });
  }
  // The file lists its models in the exporter's order (catalogue-export.ts): keep it.
  await placeInOrder(tx, ids);
  return { added, replaced };
}
