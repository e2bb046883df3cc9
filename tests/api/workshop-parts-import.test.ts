/**
 * The parts price list file (docs/workshop.md "Parts price list"): every row checked first,
 * each problem named with its line; one bad row and nothing is imported; the file's size
 * and row count capped; a later file updates the parts it names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsRowLimit, workshopPaths, type PartsImportAnswer } from '#contract/workshop.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { importParts } from '../support/workshop.ts';

let app: TestApp;
let manager: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => new Date('2026-11-23T05:30:00Z') });
  ({ manager } = await signInStockStaff(app, 'parts', 2));
});
afterAll(async () => {
  await app?.close();
});

const header = 'Part No,Description,HSN Code,Price,GST %';
const partCount = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM parts_price_list')).rows[0]!.n);

describe('a price list file', () => {
  it('with a bad row imports nothing, and names each bad row\'s problems', async () => {
    const csv = [
      header,
      '94109-06000,Engine oil 0.9 L,27101980,389.99,18',
      '06455-K44-V01,Brake shoe set,8714,abc,13',
      '94109-06000,Engine oil again,27101980,"1,250.50",18%',
      ',No number,87141090,10,18',
    ].join('\n');
    const res = await importParts(app, manager, csv);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'csv: Line 3: Price: rupees before GST, such as 450 or 1250.50; GST rate: one of 0, 0.25, 3, 5, 12, 18, 28, 40 per cent (and 2 more lines). Nothing was imported',
    });
    expect(await partCount()).toBe(0);

    const preview = await importParts(app, manager, csv, false);
    expect(preview.status).toBe(200);
    const answer = (await preview.json()) as PartsImportAnswer;
    expect(answer.imported).toBe(0);
    expect(answer.rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, ['Price: rupees before GST, such as 450 or 1250.50', 'GST rate: one of 0, 0.25, 3, 5, 12, 18, 28, 40 per cent']],
      [4, ['Part number: the same as line 2']],
      [5, ['Part number: letters, digits, / . and - only, at most 40']],
    ]);
    expect(answer.rows[2]).toMatchObject({ pricePaise: 125_050, gstRate: 18 });
    expect(await partCount()).toBe(0);
  });

  it('that is good is imported whole, and a later file updates the parts it names', async () => {
    const first = await importParts(app, manager, `${header}\n94109-06000,Engine oil 0.9 L,27101980,389.99,18\n06455-K44-V01,Brake shoe set,87141090,₹450,28\n`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as PartsImportAnswer).imported).toBe(2);
    const again = await importParts(app, manager, `${header}\n94109-06000,Engine oil 0.9 L (new pack),27101980,399,18`);
    expect(((await again.json()) as PartsImportAnswer).imported).toBe(1);
    const list = (await (await call(app, manager, workshopPaths.parts)).json()) as { data: unknown[] };
    expect(list.data).toEqual([
      { partNumber: '06455-K44-V01', name: 'Brake shoe set', hsn: '87141090', pricePaise: 45_000, gstRate: 28 },
      { partNumber: '94109-06000', name: 'Engine oil 0.9 L (new pack)', hsn: '27101980', pricePaise: 39_900, gstRate: 18 },
    ]);
  });

  it('needs its columns and a row, and is capped in size and rows', async () => {
    const missing = await importParts(app, manager, 'Part No,Description\nA1,Thing');
    expect(await missing.json()).toMatchObject({ message: 'csv: The file needs the columns hsn, price, gstRate' });
    const empty = await importParts(app, manager, `${header}\n`);
    expect(await empty.json()).toMatchObject({ message: 'csv: The file has no rows' });
    const rows = Array.from({ length: partsRowLimit + 1 }, (_, i) => `P${i},Part ${i},8714,1,18`);
    const long = await importParts(app, manager, `${header}\n${rows.join('\n')}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: `csv: A file has at most ${partsRowLimit} rows` });
    const huge = await importParts(app, manager, `${header}\n${'x'.repeat(2_000_001)}`);
    expect(huge.status).toBe(400);
    expect(await partCount()).toBe(2);
  });
});
