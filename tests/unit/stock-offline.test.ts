/**
 * The Stock and Bookings screens' device copy and counter bookings made offline
 * (docs/stock-and-delivery.md "Offline"): the copy kept and dropped at logout, what a list
 * shows from the answer or the copy, the outbox entry of a counter booking, and the
 * waiting bookings listed from the outbox.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stockPaths, type BookingRequest, type StockKind } from '#contract/stock.ts';
import { createAdminQueryClient } from '../../src/admin/data/admin-query-client.ts';
import { forgetAdminDevice } from '../../src/admin/session/forget-admin-device.ts';
import { counterBookingKind, queueCounterBooking, waitingBookings } from '../../src/admin/stock/booking-outbox.ts';
import { stockDeviceDb, storeStockList } from '../../src/admin/stock/stock-device-db.ts';
import { stockListView } from '../../src/admin/stock/stock-list-view.ts';
import type { NewOutboxRequest, OutboxEntry } from '../../src/lib/outbox/outbox-entry.ts';
import { refusalText, stuckText } from '../../src/lib/outbox/outbox-words.ts';

const booking: BookingRequest = { modelId: 3, variant: 'Disc', colour: 'Black', showroomId: 2, customerName: 'Kavya Rao', mobile: '9811040011' };
const kinds: StockKind[] = [{ id: 3, name: 'Shine 100', variants: ['Drum', 'Disc'], colours: ['Black'] }];

function entry(over: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: crypto.randomUUID(), kind: counterBookingKind, label: '', method: 'POST', path: stockPaths.bookings, encoding: 'json', body: { ...booking },
    auth: 'admin', createdAt: 1, status: 'pending', attempts: 0, nextAttemptAt: 0, leaseUntil: 0, lastError: null, ...over,
  } as OutboxEntry;
}

afterEach(() => vi.unstubAllGlobals());

describe('the device copy of the stock', () => {
  it('keeps each list with when it was read, replaced whole by the next read, and logout drops it', async () => {
    const db = stockDeviceDb();
    await storeStockList('vehicles', [{ id: 1 }, { id: 2 }], 1_000);
    await storeStockList('vehicles', [{ id: 2 }], 2_000);
    await storeStockList('bookings', [{ id: 7 }], 2_500);
    expect(await db.lists.get('vehicles')).toEqual({ name: 'vehicles', rows: [{ id: 2 }], syncedAt: 2_000 });
    vi.stubGlobal('localStorage', { clear: () => undefined });
    await forgetAdminDevice(createAdminQueryClient());
    expect(await db.lists.count()).toBe(0);
  });
});

describe('what a stock list shows', () => {
  const stored = { rows: [{ id: 1 }], syncedAt: 1_000 };
  const base = { answer: undefined, answeredAt: 0, stored, fetching: false, failed: false, online: true };

  it('shows the answer when there is one, up to date', () => {
    expect(stockListView({ ...base, answer: [{ id: 2 }], answeredAt: 5_000 })).toEqual({ rows: [{ id: 2 }], syncedAt: 5_000, sync: 'synced', unknown: false });
  });

  it('shows the device copy with its age while reading, offline, or when the read failed', () => {
    expect(stockListView({ ...base, fetching: true })).toMatchObject({ rows: stored.rows, syncedAt: 1_000, sync: 'syncing' });
    expect(stockListView({ ...base, online: false, failed: true })).toMatchObject({ rows: stored.rows, syncedAt: 1_000, sync: 'offline', unknown: false });
    expect(stockListView({ ...base, failed: true })).toMatchObject({ rows: stored.rows, sync: 'failed' });
  });

  it('says a list never kept on the device is unknown only once no read can bring it', () => {
    expect(stockListView({ ...base, stored: null, fetching: true })).toMatchObject({ rows: undefined, unknown: false });
    expect(stockListView({ ...base, stored: null, online: false })).toMatchObject({ rows: undefined, syncedAt: null, unknown: true });
    expect(stockListView({ ...base, stored: undefined, online: false })).toMatchObject({ rows: undefined, unknown: false });
  });
});

describe('a counter booking made offline', () => {
  it('is queued as a POST of the booking with the form\'s key as its id (the Idempotency-Key), named for the outbox', async () => {
    const queued: NewOutboxRequest[] = [];
    const key = crypto.randomUUID();
    const id = await queueCounterBooking(async (r) => (queued.push(r), r.id!), key, booking, 'Shine 100');
    expect(id).toBe(key);
    expect(queued).toEqual([{
      id: key, kind: counterBookingKind, label: 'Booking for Kavya Rao: Shine 100', method: 'POST', path: stockPaths.bookings, encoding: 'json', body: booking, auth: 'admin',
    }]);
  });

  it('is listed while it waits, and with the server\'s words when refused or stuck; only the signed-in person\'s own', () => {
    const waiting = entry({});
    const refused = entry({ status: 'failed', refusedStatus: 400, lastError: 'modelId: This model is no longer sold', body: { ...booking, leadId: '0f8fad5b-d9cb-469f-a165-70867728950e' } });
    const stuck = entry({ status: 'stuck' });
    const others = entry({ author: { id: 'ravi', name: 'Ravi' } });
    const mine = entry({ author: { id: 'meena', name: 'Meena' }, body: { ...booking, modelId: 99 } });
    const other = entry({ kind: 'admin-price' });
    const listed = waitingBookings([waiting, refused, stuck, others, mine, other], 'meena', kinds);
    expect(listed.map((w) => w.entryId)).toEqual([waiting.id, refused.id, stuck.id, mine.id]);
    expect(listed[0]).toEqual({ entryId: waiting.id, booking, vehicle: 'Shine 100 · Disc · Black', problem: null, stuck: false });
    expect(listed[1]).toMatchObject({ problem: refusalText(400, 'This model is no longer sold'), stuck: false, booking: { leadId: '0f8fad5b-d9cb-469f-a165-70867728950e' } });
    expect(listed[2]).toMatchObject({ problem: stuckText, stuck: true });
    // A model the catalogue no longer lists is named by its id.
    expect(listed[3]?.vehicle).toBe('Model 99 · Disc · Black');
  });
});
