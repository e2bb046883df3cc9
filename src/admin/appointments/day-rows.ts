/**
 * The day view's rows: the device's copy of the day with the changes still in the outbox
 * laid over it (a waiting state change shows at once, a waiting new time shows where the
 * booking is going), walk-ins recorded here and not yet sent, and the changes the server
 * refused or that are stuck, each with its words, on the row they belong to. Only the
 * signed-in person's own entries are laid over (the caller picks them): a change another
 * account left on this device waits for its author (docs/offline.md "Whose change it is").
 */
import {
  appointmentChangeSchema, appointmentPaths, type AppointmentChange, type AppointmentRecord,
} from '#contract/appointment-api.ts';
import { appointmentPurposes, slotOf } from '#contract/appointment-slots.ts';
import type { OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { stuckText } from '../../lib/outbox/outbox-words.ts';
import { appointmentChangeKind, appointmentWalkInKind } from './appointment-outbox.ts';

export interface RefusedChange {
  entryId: string;
  change: AppointmentChange | null;
  message: string;
  /** Not refused but failing again and again: it may be sent again. */
  stuck: boolean;
}

export interface DayRow extends AppointmentRecord {
  /** A change made on this device still waits to be sent. */
  waiting: boolean;
  /** Where a waiting new time moves it (the row stays on the day it was read on until sent). */
  movingTo: { date: string; time: string } | null;
  refused: RefusedChange[];
}

const asRow = (record: AppointmentRecord): DayRow => ({ ...record, waiting: false, movingTo: null, refused: [] });

function changeOf(entry: OutboxEntry): AppointmentChange | null {
  const parsed = appointmentChangeSchema.safeParse(entry.body);
  return parsed.success ? parsed.data : null;
}

/** Refused by the server, or stuck after failing again and again: the person who made it decides. */
const unsent = (entry: OutboxEntry) => entry.status === 'failed' || entry.status === 'stuck';
const unsentText = (entry: OutboxEntry, fallback: string) => (entry.status === 'stuck' ? stuckText : entry.lastError ?? fallback);

function applyChange(row: DayRow, entry: OutboxEntry): DayRow {
  const change = changeOf(entry);
  if (unsent(entry)) {
    return { ...row, refused: [...row.refused, { entryId: entry.id, change, message: unsentText(entry, 'The server refused this change'), stuck: entry.status === 'stuck' }] };
  }
  if (!change) return row;
  if (change.type === 'status') return { ...row, status: change.status, waiting: true };
  const here = row.date === change.date;
  return {
    ...row, waiting: true, status: row.status === 'cancelled' ? 'booked' : row.status,
    ...(here ? { time: change.time, movingTo: null } : { movingTo: { date: change.date, time: change.time } }),
  };
}

function walkInRow(entry: OutboxEntry, showroomId: number, date: string): DayRow | null {
  const body = entry.body as Record<string, unknown>;
  const at = slotOf(new Date(entry.createdAt));
  if (body.showroomId !== showroomId || at.date !== date) return null;
  const purpose = appointmentPurposes.find((p) => p === body.purpose) ?? 'test-ride';
  return {
    // Not sent yet: the server gives the reference when it arrives (docs/security.md).
    id: entry.id, reference: '', purpose, showroomId, date: at.date, time: at.time, status: 'arrived',
    name: String(body.name ?? ''), mobile: String(body.mobile ?? ''), model: String(body.model ?? ''), overCapacity: false, walkIn: true,
    askedDate: null, askedTime: null, version: 0, movingTo: null,
    waiting: !unsent(entry),
    refused: unsent(entry) ? [{ entryId: entry.id, change: null, message: unsentText(entry, 'The server refused this walk-in'), stuck: entry.status === 'stuck' }] : [],
  };
}

const byTime = (a: DayRow, b: DayRow) => (a.time ?? '').localeCompare(b.time ?? '') || a.name.localeCompare(b.name);

/** The rows of one showroom's day, oldest outbox entries applied first (the order they were made). */
export function dayRows(records: readonly AppointmentRecord[], entries: readonly OutboxEntry[], showroomId: number, date: string): DayRow[] {
  const rows = new Map<string, DayRow>(records.map((r) => [r.id, asRow(r)]));
  for (const entry of entries) {
    if (entry.kind === appointmentWalkInKind) {
      const row = rows.has(entry.id) ? null : walkInRow(entry, showroomId, date);
      if (row) rows.set(row.id, row);
      continue;
    }
    if (entry.kind !== appointmentChangeKind) continue;
    for (const [id, row] of rows) {
      if (entry.path === appointmentPaths.changes(id)) rows.set(id, applyChange(row, entry));
    }
  }
  return [...rows.values()].sort(byTime);
}

/** The rows grouped under their times, for the day's time rows. */
export function byTimeRows(rows: readonly DayRow[]): { time: string; rows: DayRow[] }[] {
  const groups = new Map<string, DayRow[]>();
  for (const row of rows) {
    const time = row.time ?? '';
    groups.set(time, [...(groups.get(time) ?? []), row]);
  }
  return [...groups].map(([time, list]) => ({ time, rows: list }));
}
