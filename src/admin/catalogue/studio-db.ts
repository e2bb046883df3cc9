/**
 * The studio's copy of a half-made model on this device (docs/catalogue.md "Local-first: no work lost to the signal"):
 * every edit is written here at once, so a reload, a crash or a lost signal never loses
 * it; the server gets it with Save draft or Publish. Photos chosen while offline wait here
 * as files until they can be uploaded. Its own database ('dealer-studio'): nothing in it
 * is a customer's data.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { CatalogueRow } from '#contract/catalogue-studio.ts';
import type { EditorDraft } from './editor-draft.ts';

interface LocalDraft {
  /** The model's id (the server's). */
  id: number;
  draft: EditorDraft;
  /** The server's updatedAt of the draft this copy started from (null: the live model). */
  baseUpdatedAt: string | null;
  /** When this device last changed it (epoch ms). */
  changedAt: number;
  /** True while the server has not got this copy. */
  unsent: boolean;
}

/** A photo chosen but not uploaded yet, for one place of one model ('colours.1.photo'). */
interface WaitingFile {
  key: string;
  modelId: number;
  slot: string;
  file: Blob;
  name: string;
}

/** The Catalogue list as the server last sent it to this device, for opening it offline. */
interface SavedList {
  /** Always 'catalogue': one list per device. */
  key: string;
  rows: CatalogueRow[];
  /** When the server sent it (epoch ms). */
  savedAt: number;
}

class StudioDb extends Dexie {
  drafts!: EntityTable<LocalDraft, 'id'>;
  files!: EntityTable<WaitingFile, 'key'>;
  lists!: EntityTable<SavedList, 'key'>;

  constructor() {
    super('dealer-studio');
    this.version(1).stores({ drafts: '&id', files: '&key, modelId' });
    this.version(2).stores({ drafts: '&id', files: '&key, modelId', lists: '&key' });
  }
}

let db: StudioDb | undefined;
export function studioDb(): StudioDb {
  db ??= new StudioDb();
  return db;
}

export const fileKey = (modelId: number, slot: string) => `${modelId}|${slot}`;

/** Keeps the Catalogue list just read from the server (a full device only loses the copy). */
export async function saveCatalogueList(rows: CatalogueRow[], savedAt: number = Date.now()): Promise<void> {
  await studioDb().lists.put({ key: 'catalogue', rows, savedAt }).catch(() => undefined);
}

/** The Catalogue list last seen on this device, if any. */
export async function readCatalogueList(): Promise<{ rows: CatalogueRow[]; savedAt: number } | undefined> {
  const saved = await studioDb().lists.get('catalogue').catch(() => undefined);
  return saved && { rows: saved.rows, savedAt: saved.savedAt };
}
