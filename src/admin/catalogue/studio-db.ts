/**
 * The studio's copy of a half-made model on this device (docs/catalogue.md "Local-first: no work lost to the signal"):
 * every edit is written here at once, so a reload, a crash or a lost signal never loses
 * it; the server gets it with Save draft or Publish. Photos chosen while offline wait here
 * as files until they can be uploaded. Its own database ('dealer-studio'): nothing in it
 * is a customer's data.
 */
import { Dexie, type EntityTable } from 'dexie';
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

class StudioDb extends Dexie {
  drafts!: EntityTable<LocalDraft, 'id'>;
  files!: EntityTable<WaitingFile, 'key'>;

  constructor() {
    super('dealer-studio');
    this.version(1).stores({ drafts: '&id', files: '&key, modelId' });
  }
}

let db: StudioDb | undefined;
export function studioDb(): StudioDb {
  db ??= new StudioDb();
  return db;
}

export const fileKey = (modelId: number, slot: string) => `${modelId}|${slot}`;
