/**
 * The stock screen's choices (docs/stock-and-delivery.md "The Stock screen"): every staff
 * member who sees stock reads the catalogue's models with their variants and colours as
 * the catalogue spells them; no one signed out does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockPaths, type StockKind } from '#contract/stock.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { stockModel, type StockModel } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let sales: AdminSession;
let model: StockModel;

beforeAll(async () => {
  app = await startTestApp({ now: () => new Date('2026-11-25T05:10:00Z') });
  await createAdmin(app.db, 'kinds-sales', 'kinds sales password', { role: 'sales', showroomId: 1 });
  sales = await signIn(app, 'kinds-sales', 'kinds sales password');
  model = await stockModel(app);
});
afterAll(async () => {
  await app?.close();
});

describe('the kinds a vehicle can be', () => {
  it('answers each model with its variants and colours to a Sales person', async () => {
    const res = await call(app, sales, stockPaths.kinds);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: StockKind[] };
    expect(data).toContainEqual({ id: model.id, name: model.name, variants: model.variants, colours: model.colours });
  });

  it('is refused without signing in', async () => {
    const res = await app.fetch(stockPaths.kinds);
    expect(res.status).toBe(401);
  });
});
