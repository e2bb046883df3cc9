/**
 * The device's copy of the workshop board (docs/workshop.md "Offline, like the lead desk"):
 * the cards not yet delivered in the person's showrooms, as the server last sent them, so
 * the board opens and moves cards with no signal. A database of its own, dropped at logout
 * and on a 401 with the lead desk's (src/admin/session/forget-admin-device.ts): it holds
 * customers' names and numbers.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { BoardCard } from '#contract/workshop.ts';

export interface StoredBoard {
  /** One board a device: the signed-in person's showrooms (logout drops it). */
  key: 'board';
  cards: BoardCard[];
  /** When the server sent it (epoch ms). */
  syncedAt: number;
}

export const workshopBoardDbName = 'dealer-admin-workshop';

export class WorkshopBoardDb extends Dexie {
  boards!: EntityTable<StoredBoard, 'key'>;

  constructor(name = workshopBoardDbName) {
    super(name);
    this.version(1).stores({ boards: '&key' });
  }
}

let db: WorkshopBoardDb | undefined;

export function workshopBoardDb(): WorkshopBoardDb {
  db ??= new WorkshopBoardDb();
  return db;
}

export async function storeBoard(cards: BoardCard[], syncedAt: number, database = workshopBoardDb()): Promise<void> {
  await database.boards.put({ key: 'board', cards, syncedAt });
}

export async function storedBoard(database = workshopBoardDb()): Promise<StoredBoard | null> {
  return (await database.boards.get('board')) ?? null;
}

/** Logout and a 401: no job card stays on the device. */
export async function clearWorkshopBoard(database = workshopBoardDb()): Promise<void> {
  await database.boards.clear();
}
