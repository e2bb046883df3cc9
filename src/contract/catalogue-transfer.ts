/**
 * The whole catalogue as one file (requirements "Catalogue studio" item 7; docs/catalogue.md
 * "Export and import: one file for the whole catalogue"): a ZIP holding `catalogue.json` (this manifest) and every picture,
 * 360 frame and brochure the models use, under `files/`. A dealer's agency prepares one; a
 * second dealership starts from it. An import checks everything first and changes nothing
 * when anything is wrong, listing each problem where it is ("Model 3 (Shine 100): ...").
 */
import { z } from 'zod';
import { modelStates } from './catalogue-studio.ts';
import { maxMediaBytes } from './media-uploads.ts';
import { storablePart } from './well-formed-text.ts';

export const transferFormat = 'dealer-catalogue';
export const transferVersion = 1;
export const manifestEntry = 'catalogue.json';

/** The upload field of the import, as for every other upload. */
export const importField = 'file';

/** An import is one file at most this big (30 models of real-size photos are about 300 MB). */
export const maxImportBytes = 600 * 1024 * 1024;
/** The files unpacked together at most: a small ZIP that would unpack to gigabytes is refused. */
export const maxUnpackedBytes = 1024 * 1024 * 1024;
export const maxImportModels = 300;
export const maxImportFiles = 20_000;
/** Entries an archive may hold: every file the manifest may list, and the manifest. */
export const maxArchiveEntries = maxImportFiles + 1;
/** Any one entry unpacked at most: a photo or brochure as large as an upload may be, with room for catalogue.json. */
export const maxArchiveEntryBytes = maxMediaBytes + 1024 * 1024;
/**
 * How many times smaller than its unpacked size an entry may be packed: photos and PDFs
 * barely pack at all and catalogue.json about 10 times; a ZIP bomb packs 1,000 times.
 * Entries under a megabyte unpacked are not held to it (their size alone is harmless).
 */
export const maxCompressionRatio = 100;
export const compressionRatioFloorBytes = 1024 * 1024;
/** The longest entry name; an export names its entries `files/00001.jpg`. */
export const maxArchiveNameLength = 200;

/**
 * How a file is taken in: `img`/`frame` through the photo pipeline (the original as it was
 * uploaded, so the made files are the same); `pdf` a brochure; `kept` a file only this
 * kind of installation has (the demo art), taken when it is already here byte for byte.
 */
export const transferFileKinds = ['img', 'frame', 'pdf', 'kept'] as const;
export type TransferFileKind = (typeof transferFileKinds)[number];

export const transferFileSchema = z.object({
  /** The path the models use. */
  path: z.string().min(1).max(500),
  /** The entry in the ZIP holding its bytes. */
  entry: z.string().regex(/^files\/[A-Za-z0-9._-]{1,100}$/),
  kind: z.enum(transferFileKinds),
  /** sha256 of the entry's bytes (hex). */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TransferFile = z.output<typeof transferFileSchema>;

/** A model as exported: its state and its document (validated on import by modelDraftSchema, item by item). */
export const transferModelSchema = z.object({
  state: z.enum(modelStates),
  draft: z.unknown(),
});

export const transferManifestSchema = z.object({
  format: z.literal(transferFormat),
  version: z.literal(transferVersion),
  exportedAt: z.string(),
  models: z.array(transferModelSchema).max(maxImportModels),
  files: z.array(transferFileSchema).max(maxImportFiles),
});
export type TransferManifest = z.output<typeof transferManifestSchema>;

/**
 * An import runs in the background (docs/catalogue.md "Export and import: one file for the whole catalogue"): POST import
 * checks the file at once (400 listing every problem, nothing changed) and answers 202 with
 * the job; its photos are then made model by model (`doneModels` of `totalModels`) and
 * everything is stored in one transaction. A photo that cannot be decoded is only found
 * then: the job ends `failed`, every problem listed, with nothing changed.
 */
export const importJobStates = ['running', 'done', 'failed', 'interrupted'] as const;
export type ImportJobState = (typeof importJobStates)[number];

export interface ImportJob {
  id: number;
  state: ImportJobState;
  totalModels: number;
  doneModels: number;
  /** The outcome in words ('Imported 30 models and 90 files'); '' while running. */
  message: string;
  /** With `failed`: every problem, with where it is. */
  problems: { field: string; message: string }[];
  /** With `done`: the models and new files that came in. */
  models: number | null;
  files: number | null;
  startedAt: string;
  finishedAt: string | null;
}

/**
 * POST import with `?preview=1`: what the import of this file would do, nothing changed,
 * for the screen to ask before it replaces anything ("This will add 3 models and replace
 * 2: Shine 100, SP 125"). Only catalogue.json is read; the models are checked as the import
 * checks them (400 listing every problem).
 */
export interface ImportPreview {
  /** Names of the models that are new here, in the file's order. */
  add: string[];
  /** Names of the models of the same name here that would be replaced. */
  replace: string[];
  /** The question in words. */
  message: string;
}

export interface ImportPreviewAnswer {
  preview: ImportPreview;
}

/** The query flag that makes POST import a preview. */
export const importPreviewParam = 'preview';

const modelCount = (n: number) => `${n} ${n === 1 ? 'model' : 'models'}`;

/** POST import: 202 { job }; GET import: the latest job (running or finished) or null, for a screen opened or reloaded. */
export interface ImportJobAnswer {
  job: ImportJob | null;
}

/** How often the screen asks for a running job's progress. */
export const importPollMs = 1000;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const transferMessages = {
  missing: 'Choose the catalogue file (.zip) to import',
  notZip: 'This file is not a catalogue export: choose the .zip file that Export catalogue made',
  noManifest: `This ZIP has no ${manifestEntry}: it is not a catalogue export`,
  badManifest: `${manifestEntry} is not a catalogue this version can read`,
  tooLarge: `The file is too large: an import is at most ${megabytes(maxImportBytes)} MB`,
  unpackedTooLarge: `The file unpacks to more than ${megabytes(maxUnpackedBytes)} MB: it is not a catalogue export`,
  fileTooLarge: (path: string) => `${path} is larger than ${megabytes(maxMediaBytes)} MB`,
  tooManyEntries: `The archive holds more than ${maxImportFiles.toLocaleString('en-IN')} files: it is not a catalogue export`,
  entryTooLarge: (name: string) => `${name} in the archive unpacks to more than ${megabytes(maxArchiveEntryBytes)} MB: it is not a catalogue export`,
  packedTooTightly: (name: string) => `${name} in the archive unpacks to more than ${maxCompressionRatio} times its packed size: it is not a catalogue export`,
  badEntryName: 'The archive holds a file whose name is not allowed (a folder outside the archive, "..", or unusual characters): it is not a catalogue export',
  sameEntryTwice: (name: string) => `The archive holds ${name} twice: it is not a catalogue export`,
  encryptedEntry: (name: string) => `${name} in the archive is encrypted: export the catalogue again without a password`,
  unknownCompression: (name: string) => `${name} in the archive is packed in a way this import cannot read: export the catalogue again`,
  damagedEntry: (name: string) => `${name} in the archive is damaged: its unpacked size is not what the archive says`,
  pdfNotBrochure: (path: string) => `${path} is a PDF: only a brochure can be one`,
  notBrochureFile: (path: string) => `${path} is used as a brochure but is not a PDF in the file`,
  nothingChanged: (n: number) => `Nothing was imported: ${n === 1 ? '1 problem' : `${n} problems`} to fix first`,
  preview: (add: number, replace: string[]) => {
    if (add === 0 && replace.length === 0) return 'This file holds no models: importing it changes nothing';
    const adding = add > 0 ? `add ${modelCount(add)}` : '';
    const replacing = replace.length > 0 ? `replace ${replace.length === 1 ? '1' : String(replace.length)}${add > 0 ? '' : ` ${replace.length === 1 ? 'model' : 'models'}`}: ${replace.join(', ')}` : '';
    return `This will ${[adding, replacing].filter(Boolean).join(' and ')}`;
  },
  importDone: (count: number, files: number, replaced: string[]) =>
    `Imported ${modelCount(count)} and ${files} ${files === 1 ? 'file' : 'files'}${replaced.length > 0 ? `; replaced ${replaced.join(', ')}` : ''}`,
  fileMissing: (path: string) => `${path} is not in the file`,
  fileDamaged: (path: string) => `${path} is damaged: its bytes do not match`,
  notPdf: (path: string) => `${path} is not a PDF`,
  notPhoto: (path: string) => `${path} is not a photo: every picture must be a JPEG, PNG or WebP`,
  unreadable: (path: string) => `${path} could not be read: it may be damaged`,
  unknownKept: (path: string) => `${path} is not a JPEG, PNG or WebP photo, and this installation does not have it`,
  unstorable: (field: string) => `${field} holds a character that cannot be stored`,
  sameName: (name: string) => `${name} is in the file twice`,
  progress: (done: number, total: number) => `${done} of ${total} ${total === 1 ? 'model' : 'models'}`,
  saving: 'Photos made: storing the catalogue',
  alreadyChecking: 'Another catalogue file is being checked: wait for it to finish',
  alreadyRunning: (done: number, total: number) => `An import is already running (${done} of ${total} models): wait for it to finish`,
  interrupted: 'The import stopped before it finished (the server restarted): nothing was changed. Import the file again.',
  failed: 'The import stopped on an unexpected error: nothing was changed. Try again; if it happens again, tell the site\'s administrator.',
} as const;

/** Where a problem is: 'Model 3 (Shine 100)'. */
export function modelPlace(index: number, name: unknown): string {
  const shown = typeof name === 'string' ? storablePart(name).trim().slice(0, 80) : '';
  return shown ? `Model ${index + 1} (${shown})` : `Model ${index + 1}`;
}
