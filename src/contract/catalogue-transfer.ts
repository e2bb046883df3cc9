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
  nothingChanged: (n: number) => `Nothing was imported: ${n === 1 ? '1 problem' : `${n} problems`} to fix first`,
  imported: (models: number, files: number) => `Imported ${models} ${models === 1 ? 'model' : 'models'} and ${files} ${files === 1 ? 'file' : 'files'}`,
  fileMissing: (path: string) => `${path} is not in the file`,
  fileDamaged: (path: string) => `${path} is damaged: its bytes do not match`,
  notPdf: (path: string) => `${path} is not a PDF`,
  notPhoto: (path: string) => `${path} is not a photo: every picture must be a JPEG, PNG or WebP`,
  unreadable: (path: string) => `${path} could not be read: it may be damaged`,
  unknownKept: (path: string) => `${path} is not a JPEG, PNG or WebP photo, and this installation does not have it`,
  sameName: (name: string) => `${name} is in the file twice`,
  progress: (done: number, total: number) => `${done} of ${total} ${total === 1 ? 'model' : 'models'}`,
  saving: 'Photos made: storing the catalogue',
  alreadyRunning: (done: number, total: number) => `An import is already running (${done} of ${total} models): wait for it to finish`,
  interrupted: 'The import stopped before it finished (the server restarted): nothing was changed. Import the file again.',
  failed: 'The import stopped on an unexpected error: nothing was changed. Try again; if it happens again, tell the site\'s administrator.',
} as const;

/** Where a problem is: 'Model 3 (Shine 100)'. */
export function modelPlace(index: number, name: unknown): string {
  return typeof name === 'string' && name.trim() ? `Model ${index + 1} (${name.trim()})` : `Model ${index + 1}`;
}
