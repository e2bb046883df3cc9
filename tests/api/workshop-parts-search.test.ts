/**
 * A maker's full parts price list (docs/workshop.md "Parts price list"): more parts than one
 * page of the list can hold (5,000) are imported, and the part last in part number order is
 * still found by its number or its name, as the add-line form's search asks for it (a
 * screenful of matches, with how many there are). The file is made here: 5,200 rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopPaths, type PartsImportAnswer, type PartsListAnswer } from '#contract/workshop.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { importParts } from '../support/workshop.ts';

let app: TestApp;
let manager: AdminSession;

const count = 5200;
const number = (i: number) => `MK-${String(i).padStart(5, '0')}`;
const csv = ['Part Number,Name,HSN,Price,GST Rate',
  ...Array.from({ length: count }, (_, k) => k + 1 === count ? `${number(count)},Rear brake cable,87141090,"1,25,000.50",28` : `${number(k + 1)},Maker part ${k + 1},87141090,${100 + k},18`)].join('\n');

beforeAll(async () => {
  app = await startTestApp({ now: () => new Date('2026-11-23T05:30:00Z') });
  ({ manager } = await signInStockStaff(app, 'partsearch', 2));
  const res = await importParts(app, manager, csv);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(((await res.json()) as PartsImportAnswer).imported).toBe(count);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const search = async (query: string) => {
  const res = await call(app, manager, `${workshopPaths.parts}?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PartsListAnswer;
};

describe('a maker\'s full parts list', () => {
  it('holds more parts than one page, the last not on it', async () => {
    const whole = await search('');
    expect(whole.total).toBe(count);
    expect(whole.data).toHaveLength(5000);
    expect(whole.data.at(-1)?.partNumber).toBe(number(5000));
  });

  it('finds the last part by its number, typed in any case, and by its name', async () => {
    const last = { partNumber: number(count), name: 'Rear brake cable', hsn: '87141090', pricePaise: 12_500_050, gstRate: 28 };
    expect(await search(`q=${number(count).toLowerCase()}&limit=20`)).toEqual({ data: [last], total: 1 });
    expect(await search('q=brake%20cab&limit=20')).toEqual({ data: [last], total: 1 });
  });

  it('answers a screenful of many matches with how many there are', async () => {
    const many = await search('q=MK-05&limit=20');
    expect(many.total).toBe(count - 5000 + 1);
    expect(many.data.map((p) => p.partNumber)).toEqual(Array.from({ length: 20 }, (_, k) => number(5000 + k)));
    expect(await search('q=MK-99999&limit=20')).toEqual({ data: [], total: 0 });
  });
});
