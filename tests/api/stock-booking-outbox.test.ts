/**
 * A counter booking made offline, sent by the device's outbox to the real app and database
 * (docs/stock-and-delivery.md "Offline"): its answer lost on the way back, the outbox sends
 * it again under the same Idempotency-Key and the server answers the booking it made, so
 * exactly one booking exists, allotted on arrival; one the server refuses (a colour the
 * catalogue no longer offers) is kept on the device as failed with the server's words,
 * listed as such, and nothing is stored.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMessages, stockPaths, type BookingRecord } from '#contract/stock.ts';
import { counterBookingKind, queueCounterBooking, waitingBookings } from '../../src/admin/stock/booking-outbox.ts';
import { createOutbox, type Outbox } from '../../src/lib/outbox/outbox.ts';
import { OutboxDb } from '../../src/lib/outbox/outbox-db.ts';
import type { OutboxAuthor } from '../../src/lib/outbox/outbox-entry.ts';
import { refusalText } from '../../src/lib/outbox/outbox-words.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { addVehicle, nextVin, signInStockStaff, stockModel, type StockModel } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let owner: AdminSession;
let sales: AdminSession;
let model: StockModel;
const author: OutboxAuthor = { id: 'counter-sales', name: 'Counter Sales' };

beforeAll(async () => {
  app = await startTestApp({ now: () => new Date('2026-11-25T05:10:00Z') });
  ({ owner, sales } = await signInStockStaff(app, 'counter', 2));
  model = await stockModel(app);
});
afterAll(async () => {
  await app?.close();
});

/** The page's outbox signed in as Sales; `loseAnswers` first answers it drops on the way back. */
function deviceOutbox(loseAnswers: number): { outbox: Outbox; sends: () => string[] } {
  const keys: string[] = [];
  let toLose = loseAnswers;
  const outbox = createOutbox({
    openDb: () => new OutboxDb(`stock-booking-outbox-${randomUUID()}`),
    baseUrl: app.url,
    fetch: async (input, init) => {
      const headers: Record<string, string> = { ...(init.headers as Record<string, string>), Cookie: sales.cookie };
      keys.push(headers['Idempotency-Key'] ?? '');
      const answer = await fetch(input, { ...init, headers });
      if (toLose > 0) {
        toLose -= 1;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    },
    csrfToken: () => sales.csrf,
    signedInAuthor: () => author.id,
    isOnline: () => true,
  });
  return { outbox, sends: () => keys };
}

async function bookingsOf(customerName: string): Promise<BookingRecord[]> {
  const { data } = (await (await call(app, owner, stockPaths.bookings)).json()) as { data: BookingRecord[] };
  return data.filter((b) => b.customerName === customerName);
}

describe('a counter booking sent by the outbox', () => {
  it('is made exactly once when its first answer is lost, and allotted on arrival', async () => {
    const kind = { modelId: model.id, variant: model.variants[0]!, colour: model.colours[0]!, showroomId: 2 };
    const vehicle = await addVehicle(app, owner, { ...kind, vin: nextVin() });
    const { outbox, sends } = deviceOutbox(1);
    const key = randomUUID();
    await queueCounterBooking((r) => outbox.enqueue({ ...r, author }), key, { ...kind, customerName: 'Waited Offline', mobile: '9811040931' }, model.name);

    const first = await outbox.flush();
    expect(first.queued).toEqual([key]);
    const again = await outbox.wake();
    expect(again.sent).toEqual([key]);
    expect(sends()).toEqual([key, key]);
    expect(await (await outbox.database())!.requests.count()).toBe(0);
    const made = await bookingsOf('Waited Offline');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ ...kind, mobile: '9811040931', state: 'allotted', vehicleId: vehicle.id });
  });

  it('refused on arrival, is kept on the device as failed with the server\'s words, and nothing is stored', async () => {
    const { outbox } = deviceOutbox(0);
    const key = randomUUID();
    const booking = { modelId: model.id, variant: model.variants[0]!, colour: 'Colour Withdrawn', showroomId: 2, customerName: 'Refused Later', mobile: '9811040932' };
    await queueCounterBooking((r) => outbox.enqueue({ ...r, author }), key, booking, model.name);
    const report = await outbox.flush();
    expect(report.refused).toEqual([key]);
    const entries = await (await outbox.database())!.requests.toArray();
    expect(entries).toMatchObject([{ id: key, kind: counterBookingKind, status: 'failed', refusedStatus: 400 }]);
    expect(waitingBookings(entries, author.id, [])).toMatchObject([{ entryId: key, booking, problem: refusalText(400, stockMessages.unknownColour), stuck: false }]);
    expect(await bookingsOf('Refused Later')).toEqual([]);
  });
});
