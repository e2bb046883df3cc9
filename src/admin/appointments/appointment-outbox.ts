/**
 * Staff changes of appointments go through the outbox (docs/offline.md), as the lead
 * desk's events do: each has its own UUID, sent as the Idempotency-Key, so a repeated send
 * changes nothing twice; one booking's changes are sent in the order they were made. While
 * an entry waits, the day view shows the change over the device's copy; when the server
 * refuses it (a full slot found on sending), the entry is kept as failed with the server's
 * words and the row shows them to whoever is holding the device, never dropped.
 */
import {
  appointmentPaths, appointmentStatusLabels, type AppointmentChange, type AppointmentRecord,
} from '#contract/appointment-api.ts';
import type { AppointmentPurpose } from '#contract/appointment-slots.ts';
import { formatClock, formatIndianDate } from '#contract/ist-date.ts';
import type { NewOutboxRequest, OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { rememberEnteredHere } from '../alerts/entered-here.ts';

export const appointmentChangeKind = 'appointment-change';
export const appointmentWalkInKind = 'appointment-walk-in';

export type Enqueue = (request: NewOutboxRequest) => Promise<string>;

function changeLabel(record: Pick<AppointmentRecord, 'name'>, change: AppointmentChange): string {
  const who = record.name || 'a customer';
  if (change.type === 'status') return `${appointmentStatusLabels[change.status]}: ${who}`;
  return `New time for ${who}: ${formatIndianDate(change.date)}, ${formatClock(change.time)}`;
}

export function queueAppointmentChange(enqueue: Enqueue, record: Pick<AppointmentRecord, 'id' | 'name'>, change: AppointmentChange): Promise<string> {
  return enqueue({
    id: crypto.randomUUID(), kind: appointmentChangeKind, label: changeLabel(record, change),
    method: 'POST', path: appointmentPaths.changes(record.id), encoding: 'json', body: { ...change }, auth: 'admin', inOrder: true,
  });
}

export interface WalkIn {
  showroomId: number;
  purpose: AppointmentPurpose;
  name: string;
  mobile: string;
  model: string;
}

/** The entry's id becomes the lead's: this device then knows the lead is its own, not news. */
export function queueWalkIn(enqueue: Enqueue, walkIn: WalkIn): Promise<string> {
  const id = crypto.randomUUID();
  rememberEnteredHere(id);
  return enqueue({
    id, kind: appointmentWalkInKind, label: `Walk-in: ${walkIn.name}`,
    method: 'POST', path: appointmentPaths.walkIn, encoding: 'json', body: { ...walkIn }, auth: 'admin',
  });
}

export function isAppointmentEntry(entry: Pick<OutboxEntry, 'kind'>): boolean {
  return entry.kind === appointmentChangeKind || entry.kind === appointmentWalkInKind;
}
