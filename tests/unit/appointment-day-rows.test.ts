/** The day view's rows: the device's copy with the outbox's waiting, refused and stuck changes laid over it. */
import { describe, expect, it } from 'vitest';
import { appointmentPaths, type AppointmentRecord } from '#contract/appointment-api.ts';
import type { OutboxEntry } from '../../src/lib/outbox/outbox-entry.ts';
import { stuckText } from '../../src/lib/outbox/outbox-words.ts';
import { appointmentChangeKind, appointmentWalkInKind } from '../../src/admin/appointments/appointment-outbox.ts';
import { byTimeRows, dayRows } from '../../src/admin/appointments/day-rows.ts';

const id = '11111111-1111-4111-8111-111111111111';
const record: AppointmentRecord = {
  id, reference: '11111111', purpose: 'test-ride', showroomId: 1, date: '2026-11-27', time: '10:00', status: 'booked',
  name: 'Asha Verma', mobile: '9811040201', model: 'Shine 100', overCapacity: false, walkIn: false, askedDate: '2026-11-27', askedTime: '10:00', version: 1,
};

function entry(over: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: crypto.randomUUID(), kind: appointmentChangeKind, label: '', method: 'POST', path: appointmentPaths.changes(id), encoding: 'json', body: {},
    auth: 'admin', createdAt: Date.parse('2026-11-27T04:30:00Z'), status: 'pending', attempts: 0, nextAttemptAt: 0, leaseUntil: 0, lastError: null, ...over,
  } as OutboxEntry;
}

describe('dayRows', () => {
  it('shows a waiting state change and a waiting new time at once', () => {
    const rows = dayRows([record], [entry({ body: { type: 'status', status: 'arrived' } }), entry({ body: { type: 'reschedule', date: '2026-11-27', time: '15:00' } })], 1, '2026-11-27');
    expect(rows).toMatchObject([{ id, status: 'arrived', time: '15:00', waiting: true, movingTo: null, refused: [] }]);
  });

  it('keeps a row on its day with where it is moving when the new time is another day', () => {
    const [row] = dayRows([record], [entry({ body: { type: 'reschedule', date: '2026-11-28', time: '11:00' } })], 1, '2026-11-27');
    expect(row).toMatchObject({ time: '10:00', movingTo: { date: '2026-11-28', time: '11:00' } });
  });

  it('puts a refused new time on its row in the server\'s words, not applied; a stuck one says so', () => {
    const refused = entry({ status: 'failed', lastError: 'That time was just taken. Please choose another.', body: { type: 'reschedule', date: '2026-11-27', time: '16:00' } });
    const stuck = entry({ status: 'stuck', body: { type: 'status', status: 'done' } });
    const [row] = dayRows([record], [refused, stuck], 1, '2026-11-27');
    expect(row).toMatchObject({ time: '10:00', status: 'booked', waiting: false });
    expect(row?.refused).toEqual([
      { entryId: refused.id, change: { type: 'reschedule', date: '2026-11-27', time: '16:00' }, message: 'That time was just taken. Please choose another.', stuck: false },
      { entryId: stuck.id, change: { type: 'status', status: 'done' }, message: stuckText, stuck: true },
    ]);
  });

  it('adds a walk-in recorded here to today at its showroom only, in time order', () => {
    const walkIn = entry({ kind: appointmentWalkInKind, path: appointmentPaths.walkIn, createdAt: Date.parse('2026-11-27T03:45:00Z'), body: { showroomId: 1, purpose: 'service', name: 'Chetan Das', mobile: '9811040203', model: '' } });
    const rows = dayRows([record], [walkIn], 1, '2026-11-27');
    expect(rows.map((r) => [r.time, r.name, r.status, r.waiting])).toEqual([['09:15', 'Chetan Das', 'arrived', true], ['10:00', 'Asha Verma', 'booked', false]]);
    expect(dayRows([], [walkIn], 2, '2026-11-27')).toHaveLength(0);
    expect(byTimeRows(rows).map((g) => g.time)).toEqual(['09:15', '10:00']);
  });
});
