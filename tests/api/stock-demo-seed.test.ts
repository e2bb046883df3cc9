/**
 * Demo stock of a new installation (docs/stock-and-delivery.md "Demo stock"): vehicles at
 * every showroom, some in stock, some on their way, that the availability reads; added
 * once only, and shown to staff as added by the demo data.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stockPaths, type AvailabilityAnswer, type StockHistoryEntry } from '#contract/stock.ts';
import { seedDemoStock } from '../../server/db/seed/seed-stock.ts';
import { call, createAdmin, signIn } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const clock = new Date('2026-11-25T05:10:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
});
afterAll(async () => {
  await app?.close();
});

it('puts a few vehicles at every showroom, in stock and in transit, once', async () => {
  const added = await seedDemoStock(app.db, clock);
  const { rows } = await app.db.query<{ showroom_id: number; status: string; n: number }>(
    'SELECT showroom_id, status, count(*)::int AS n FROM vehicles GROUP BY 1, 2 ORDER BY 1, 2',
  );
  expect(added).toBe(rows.reduce((sum, r) => sum + r.n, 0));
  expect(rows).toEqual([1, 2, 3, 4].flatMap((id) => [{ showroom_id: id, status: 'in-stock', n: 6 }, { showroom_id: id, status: 'in-transit', n: 3 }]));
  expect(await seedDemoStock(app.db, clock)).toBe(0);

  const { rows: first } = await app.db.query<{ model_id: number }>("SELECT model_id FROM vehicles WHERE vin = 'MBLDEM00000000001'");
  const answer = (await (await app.fetch(`${stockPaths.availability}?model=${first[0]?.model_id}`)).json()) as AvailabilityAnswer;
  expect(answer.rows.filter((r) => r.band === 'days-2-3').length).toBeGreaterThan(0);
  expect(answer.rows.some((r) => r.nextBatchOn !== null)).toBe(true);

  // Staff read who added it in words, not as the word stored.
  await createAdmin(app.db, 'demo-owner', 'demo owner password');
  const owner = await signIn(app, 'demo-owner', 'demo owner password');
  const { rows: vehicle } = await app.db.query<{ id: string }>("SELECT id::text FROM vehicles WHERE vin = 'MBLDEM00000000001'");
  const opened = (await (await call(app, owner, stockPaths.vehicle(Number(vehicle[0]!.id)))).json()) as { history: StockHistoryEntry[] };
  expect(opened.history).toEqual([expect.objectContaining({ type: 'added', by: 'seed', byName: 'Demo data' })]);
});
