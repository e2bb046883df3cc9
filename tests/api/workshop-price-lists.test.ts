/**
 * The parts price list screen's API and the labour list's (docs/workshop.md "Parts price
 * list", "Labour list"): a preview says what a file would add and which prices it would
 * change, and changes nothing; row problems name the line and column; the list is searched a
 * page at a time. Labour operations are added, changed and retired by Managers and Owners
 * only (a refusal changes nothing); a retired one is not offered for a new line, and a card
 * that has it keeps the line as it was added. A change or retiring names the version it was
 * made from: a version someone else has moved past is refused (409, naming the rate the
 * operation holds now) and changes nothing; no version is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labourChangedMessage, labourMessages, labourOperationPath, labourPaths, type LabourOperation } from '#contract/workshop-labour.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { workshopPaths, type JobCardAnswer, type PartsImportAnswer, type PartsListAnswer } from '#contract/workshop.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { addLine, cardPath, importParts, openCard, walkIn } from '../support/workshop.ts';

let app: TestApp;
let manager: AdminSession;
let service: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => new Date('2026-11-23T05:30:00Z') });
  ({ manager } = await signInStockStaff(app, 'lists', 2));
  await createAdmin(app.db, 'lists-service', 'lists service password', { role: 'service', showroomId: 2 });
  service = await signIn(app, 'lists-service', 'lists service password');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const header = 'Part Number,Name,HSN,Price,GST Rate';
const partsTable = async () => (await app.db.query<{ part_number: string; price_paise: string }>(
  'SELECT part_number, price_paise FROM parts_price_list ORDER BY part_number')).rows.map((r) => [r.part_number, Number(r.price_paise)]);
const labourTable = async () => (await app.db.query('SELECT code, name, sac, rate_paise, gst_rate, retired_at, version FROM labour_list ORDER BY code')).rows;

describe('a parts price list file', () => {
  it('is previewed as the parts it adds and the prices it changes, and the preview changes nothing', async () => {
    expect((await importParts(app, manager, `${header}\nOIL-1,Engine oil,27101980,389.99,18\nSHOE-1,Brake shoe,87141090,450,28\nBULB-1,Bulb,85392990,60,18`)).status).toBe(200);
    const before = await partsTable();
    const csv = [header, 'OIL-1,Engine oil,27101980,399,18', 'SHOE-1,Brake shoe set,87141090,450,28', 'BULB-1,Bulb,85392990,60,18', 'NEW-1,Spark plug,85111000,"1,250.50",28', 'NEW-2,Air filter,84213100,210,18'].join('\n');
    const preview = await importParts(app, manager, csv, false);
    expect(preview.status).toBe(200);
    const answer = (await preview.json()) as PartsImportAnswer;
    expect(answer.counts).toEqual({ new: 2, price: 1, details: 1, same: 1 });
    expect(answer.imported).toBe(0);
    expect(answer.rows.map((r) => [r.partNumber, r.change, r.oldPricePaise])).toEqual([
      ['OIL-1', 'price', 38_999], ['SHOE-1', 'details', 45_000], ['BULB-1', 'same', 6000], ['NEW-1', 'new', null], ['NEW-2', 'new', null],
    ]);
    expect(await partsTable()).toEqual(before);

    const done = await importParts(app, manager, csv, true);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ imported: 5, counts: { new: 2, price: 1, details: 1, same: 1 } });
    expect(await partsTable()).toEqual([['BULB-1', 6000], ['NEW-1', 125_050], ['NEW-2', 21_000], ['OIL-1', 39_900], ['SHOE-1', 45_000]]);
  });

  it('names the line and column of a missing GST rate, a bad HSN and a negative price, and imports nothing', async () => {
    const before = await partsTable();
    const csv = [header, 'OIL-1,Engine oil,27101980,1,18', 'OIL-2,Oil filter,27101980,120,', 'OIL-3,Oil seal,87A4,120,18', 'OIL-4,Oil cap,87141090,-45,18'].join('\n');
    const preview = (await (await importParts(app, manager, csv, false)).json()) as PartsImportAnswer;
    expect(preview.rows.filter((r) => r.problems.length).map((r) => [r.line, r.problems, r.change])).toEqual([
      [3, ['GST rate: missing; one of 0, 0.25, 3, 5, 12, 18, 28, 40 per cent'], null],
      [4, ['HSN: 4, 6 or 8 digits'], null],
      [5, ['Price: cannot be below 0'], null],
    ]);
    const refused = await importParts(app, manager, csv, true);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'csv: Line 3: GST rate: missing; one of 0, 0.25, 3, 5, 12, 18, 28, 40 per cent (and 2 more lines). Nothing was imported' });
    expect(await partsTable()).toEqual(before);
  });

  it('is refused to Service, and nothing changes', async () => {
    const before = await partsTable();
    const res = await importParts(app, service, `${header}\nOIL-1,Engine oil,27101980,1,18\nZZZ-9,New,27101980,1,18`, true);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: notAllowedMessage });
    expect(await partsTable()).toEqual(before);
  });
});

describe('the parts list', () => {
  it('is found by part number or name, a page at a time, with the total', async () => {
    const page = async (query: string, session = manager) => {
      const res = await call(app, session, `${workshopPaths.parts}?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as PartsListAnswer;
    };
    expect((await page('q=oil')).data.map((p) => p.partNumber)).toEqual(['OIL-1']);
    expect((await page('q=new-')).data.map((p) => p.partNumber)).toEqual(['NEW-1', 'NEW-2']);
    expect(await page('q=plug', service)).toEqual({ data: [{ partNumber: 'NEW-1', name: 'Spark plug', hsn: '85111000', pricePaise: 125_050, gstRate: 28 }], total: 1 });
    expect(await page('q=%25')).toEqual({ data: [], total: 0 });
    const second = await page('limit=2&offset=2');
    expect(second.total).toBe(5);
    expect(second.data.map((p) => p.partNumber)).toEqual(['NEW-2', 'OIL-1']);
    const bad = await call(app, manager, `${workshopPaths.parts}?offset=-1`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'offset: Please give the offset as a whole number' });
  });
});

describe('the labour list', () => {
  const clutch = { code: 'clutch-adj', name: 'Clutch adjustment', sac: '998714', ratePaise: 8000, gstRate: 18 };

  it('takes a new operation from a Manager, each problem named by its field, nothing stored on a refusal', async () => {
    const before = await labourTable();
    for (const [body, message] of [
      [{ ...clutch, sac: '9987' }, `sac: ${labourMessages.sac}`],
      [{ ...clutch, ratePaise: -100 }, `ratePaise: ${labourMessages.rate}`],
      [{ ...clutch, gstRate: 13 }, `gstRate: ${labourMessages.gstRate}`],
      [{ ...clutch, code: 'CLUTCH ADJ' }, `code: ${labourMessages.code}`],
      [{ ...clutch, name: ' ' }, `name: ${labourMessages.name}`],
    ] as const) {
      const res = await call(app, manager, labourPaths.labour, { method: 'POST', json: body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
    const refused = await call(app, service, labourPaths.labour, { method: 'POST', json: clutch });
    expect(refused.status).toBe(403);
    expect(await labourTable()).toEqual(before);

    const res = await call(app, manager, labourPaths.labour, { method: 'POST', json: clutch });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ...clutch, code: 'CLUTCH-ADJ', retired: false, version: 1 } satisfies LabourOperation);
    const again = await call(app, manager, labourPaths.labour, { method: 'POST', json: { ...clutch, name: 'Another' } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: `code: ${labourMessages.taken}` });
    expect((await labourTable()).find((r) => r.code === 'CLUTCH-ADJ')).toMatchObject({ name: 'Clutch adjustment' });
  });

  it('is changed by a Manager only, and an unknown code is a 404', async () => {
    const change = { name: 'Clutch cable adjustment', sac: '998714', ratePaise: 9000, gstRate: 18, retired: false, version: 1 };
    const before = await labourTable();
    const refused = await call(app, service, labourOperationPath('CLUTCH-ADJ'), { method: 'PUT', json: change });
    expect(refused.status).toBe(403);
    const bad = await call(app, manager, labourOperationPath('CLUTCH-ADJ'), { method: 'PUT', json: { ...change, ratePaise: 12.5 } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: `ratePaise: ${labourMessages.rate}` });
    expect(await labourTable()).toEqual(before);
    const unknown = await call(app, manager, labourOperationPath('NO-SUCH'), { method: 'PUT', json: change });
    expect(unknown.status).toBe(404);
    const res = await call(app, manager, labourOperationPath('clutch-adj'), { method: 'PUT', json: change });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 'CLUTCH-ADJ', ...change, version: 2 });
  });

  it('retires an operation: not offered for a new line, kept on the cards that have it, and brought back', async () => {
    const card = await openCard(app, manager, walkIn());
    const withLine = await addLine(app, manager, card.jobCard.id, { labourCode: 'CLUTCH-ADJ' });
    expect(withLine.lines.map((l) => [l.code, l.name, l.unitPricePaise])).toEqual([['CLUTCH-ADJ', 'Clutch cable adjustment', 9000]]);

    const retire = { name: 'Clutch cable adjustment', sac: '998714', ratePaise: 9500, gstRate: 18, retired: true, version: 2 };
    const res = await call(app, manager, labourOperationPath('CLUTCH-ADJ'), { method: 'PUT', json: retire });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ retired: true, version: 3 });

    const offered = (await (await call(app, service, labourPaths.labour)).json()) as { data: LabourOperation[] };
    expect(offered.data.map((l) => l.code)).not.toContain('CLUTCH-ADJ');
    expect(offered.data.map((l) => l.code)).toContain('GEN-SERVICE');
    const all = (await (await call(app, service, `${labourPaths.labour}?retired=include`)).json()) as { data: LabourOperation[] };
    expect(all.data.find((l) => l.code === 'CLUTCH-ADJ')).toMatchObject({ retired: true, ratePaise: 9500 });

    const refused = await call(app, service, cardPath(workshopPaths.lines, card.jobCard.id), { method: 'POST', json: { labourCode: 'CLUTCH-ADJ' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: `labourCode: ${labourMessages.retired}` });

    const old = (await (await call(app, service, cardPath(workshopPaths.jobCard, card.jobCard.id))).json()) as JobCardAnswer;
    expect(old.lines.map((l) => [l.code, l.name, l.unitPricePaise])).toEqual([['CLUTCH-ADJ', 'Clutch cable adjustment', 9000]]);

    const back = await call(app, manager, labourOperationPath('CLUTCH-ADJ'), { method: 'PUT', json: { ...retire, retired: false, version: 3 } });
    expect(await back.json()).toMatchObject({ retired: false, version: 4 });
    await addLine(app, service, card.jobCard.id, { labourCode: 'CLUTCH-ADJ' });
  });
});

describe('two Managers changing one labour operation', () => {
  const brake = { name: 'Brake adjustment', sac: '998714', ratePaise: 30_000, gstRate: 18 };
  const path = labourOperationPath('SHOE-ADJ');
  const row = async () => (await labourTable()).find((r) => r.code === 'SHOE-ADJ');
  let other: AdminSession;

  beforeAll(async () => {
    await createAdmin(app.db, 'lists-manager-2', 'lists second manager password', { role: 'manager', showroomId: 2 });
    other = await signIn(app, 'lists-manager-2', 'lists second manager password');
    expect((await call(app, manager, labourPaths.labour, { method: 'POST', json: { code: 'SHOE-ADJ', ...brake } })).status).toBe(201);
  });

  it('takes the first change from a version and refuses the second, naming the rate it holds now', async () => {
    const first = await call(app, manager, path, { method: 'PUT', json: { ...brake, ratePaise: 45_000, retired: false, version: 1 } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ratePaise: 45_000, version: 2 });
    const after = await row();

    const second = await call(app, other, path, { method: 'PUT', json: { ...brake, name: 'Brake shoe adjustment', ratePaise: 125_050, gstRate: 28, retired: false, version: 1 } });
    expect(second.status).toBe(409);
    const refused = (await second.json()) as { message: string; current: LabourOperation };
    expect(labourChangedMessage(refused.current)).toBe('This operation was changed by someone else: it is now ₹450 + 18% GST. Please look again.');
    expect(refused.message).toBe('version: This operation was changed by someone else: it is now ₹450 + 18% GST. Please look again.');
    expect(refused.current).toEqual({ code: 'SHOE-ADJ', ...brake, ratePaise: 45_000, retired: false, version: 2 });
    expect(await row()).toEqual(after);
    expect(after).toMatchObject({ name: 'Brake adjustment', version: 2 });
    expect(Number(after?.rate_paise)).toBe(45_000);
  });

  it('refuses retiring from a stale version, naming the rate with Indian grouping, and retires from the current one', async () => {
    expect((await call(app, manager, path, { method: 'PUT', json: { ...brake, ratePaise: 12_500_050, retired: false, version: 2 } })).status).toBe(200);
    const after = await row();
    const stale = await call(app, other, path, { method: 'PUT', json: { ...brake, ratePaise: 45_000, retired: true, version: 2 } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      message: 'version: This operation was changed by someone else: it is now ₹1,25,000.50 + 18% GST. Please look again.',
      current: { ratePaise: 12_500_050, retired: false, version: 3 },
    });
    expect(await row()).toEqual(after);
    expect(after).toMatchObject({ retired_at: null });

    const retired = await call(app, other, path, { method: 'PUT', json: { ...brake, ratePaise: 12_500_050, retired: true, version: 3 } });
    expect(await retired.json()).toMatchObject({ retired: true, version: 4 });
    const late = await call(app, manager, path, { method: 'PUT', json: { ...brake, retired: false, version: 3 } });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ message: 'version: This operation was changed by someone else: it is now retired, at ₹1,25,000.50 + 18% GST. Please look again.' });
  });

  it('refuses a change or retiring without a version, in words, and changes nothing', async () => {
    const before = await row();
    for (const json of [{ ...brake, retired: false }, { ...brake, retired: true, version: 'latest' }, { ...brake, retired: true, version: 0 }]) {
      const res = await call(app, manager, path, { method: 'PUT', json });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: `version: ${labourMessages.version}` });
    }
    expect(await row()).toEqual(before);
  });
});
