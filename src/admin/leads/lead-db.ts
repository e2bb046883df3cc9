/**
 * The device's copy of the lead desk (docs/lead-desk.md): the leads as the server
 * last sent them, every event of their timelines, the events made here that the server
 * has not sent back yet, and the sync cursor. A database of its own ('dealer-admin-leads'),
 * like the report cache, so logout and a 401 drop it whole.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { LeadEventRecord, LeadRecord, StaffRecord } from '#contract/lead-api.ts';

/**
 * An event on the device: as the server stored it, or made here and still waiting
 * (`pending` 1; then `version`, `receivedAt` and `conflicts` are placeholders). The
 * server's copy replaces a waiting one by its id when a pull brings it back.
 */
export interface LocalLeadEvent extends LeadEventRecord {
  pending: 0 | 1;
  /** The server version the event was made on (waiting events only). */
  baseVersion: number;
}

interface DeskMeta {
  /**
   * 'account': the signed-in account, so the desk knows whose work it is after an offline reload;
   * 'messages:<lead id>': the lead's customer messages as last read (src/admin/leads/lead-messages-store.ts);
   * 'staff-alerts:<lead id>': its staff alerts as last read (src/admin/leads/lead-staff-alerts-store.ts).
   */
  key: 'cursor' | 'staff' | 'syncedAt' | 'account' | `messages:${string}` | `staff-alerts:${string}`;
  value: unknown;
}

export class LeadDeskDb extends Dexie {
  leads!: EntityTable<LeadRecord, 'id'>;
  events!: EntityTable<LocalLeadEvent, 'id'>;
  meta!: EntityTable<DeskMeta, 'key'>;

  constructor(name = leadDeskDbName) {
    super(name);
    this.version(1).stores({
      leads: '&id, closedAt',
      events: '&id, leadId, pending',
      meta: '&key',
    });
  }
}

const leadDeskDbName = 'dealer-admin-leads';

let db: LeadDeskDb | undefined;

/** The page's one instance (live queries and writes share it). */
export function leadDeskDb(): LeadDeskDb {
  db ??= new LeadDeskDb();
  return db;
}

export async function readCursor(database: LeadDeskDb): Promise<string> {
  const row = await database.meta.get('cursor');
  return typeof row?.value === 'string' ? row.value : '0';
}

export async function readStaff(database: LeadDeskDb): Promise<StaffRecord[]> {
  const row = await database.meta.get('staff');
  return Array.isArray(row?.value) ? (row.value as StaffRecord[]) : [];
}
