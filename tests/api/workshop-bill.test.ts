/**
 * The workshop's bill as a GST tax invoice (docs/workshop.md "The bill"): made from the
 * approved lines only with the exact CGST + SGST split, refused while a line waits (naming
 * it, storing nothing) and a second time, numbered without gap per financial year even when
 * two API processes bill at once, the year turning at 1 April 00:00 IST, fixed once made,
 * and the export rows for the accounts software.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopPaths, type EstimateLineRecord, type JobCardAnswer } from '#contract/workshop.ts';
import { billMessages, billPaths, type BillAnswer, type BillExportRow } from '#contract/workshop-bill.ts';
import { site } from '#contract/site.ts';
import { call, signIn, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { addLine, advance, cardPath, importParts, openCard, walkIn } from '../support/workshop.ts';

// 23 Nov 2026, 11:00 IST.
let now = new Date('2026-11-23T05:30:00Z');
let app: TestApp;
let second: TestApp;
let manager: AdminSession;
let mobile = 9811080000;

beforeAll(async () => {
  app = await startTestApp({ now: () => now });
  second = await startTestApp({ now: () => now, sharing: app });
  ({ manager } = await signInStockStaff(app, 'bill', 2));
  const csv = 'Part Number,Name,HSN,Price,GST Rate\n94109-06000,Engine oil 0.9 L,27101980,389.99,18\n06455-K44-V01,Brake shoe set,87141090,450,28';
  expect((await importParts(app, manager, csv)).status).toBe(200);
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

/** The clock moved to `instant`, signed in afresh (a session does not outlive months of the clock). */
async function at(instant: string): Promise<void> {
  now = new Date(instant);
  manager = await signIn(app, 'bill-manager', 'bill manager password');
}
const byCode = (lines: readonly EstimateLineRecord[], code: string) => lines.find((l) => l.code === code)!;
type Decisions = Record<string, 'approved' | 'declined' | 'pending'>;

/** A card at Ready with oil (0.9), general service and brake shoes, each decided as told. */
async function readyCard(decisions: Decisions, extra: Record<string, unknown> = {}): Promise<JobCardAnswer> {
  const card = await openCard(app, manager, walkIn(String(++mobile), extra));
  const id = card.jobCard.id;
  await addLine(app, manager, id, { partNumber: '94109-06000', qty: 0.9 });
  await addLine(app, manager, id, { labourCode: 'GEN-SERVICE' });
  const answer = await addLine(app, manager, id, { partNumber: '06455-K44-V01', qty: 1 });
  for (const [code, decision] of Object.entries(decisions)) {
    if (decision === 'pending') continue;
    const res = await call(app, manager, cardPath(workshopPaths.lineDecision, id, byCode(answer.lines, code).id), { method: 'POST', json: { decision } });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  const fresh = (await (await call(app, manager, cardPath(workshopPaths.jobCard, id))).json()) as JobCardAnswer;
  return advance(app, manager, fresh, ['in_bay', 'final_inspection', 'washing', 'ready']);
}
const allDecided: Decisions = { '94109-06000': 'approved', 'GEN-SERVICE': 'approved', '06455-K44-V01': 'declined' };

function bill(id: number, on: TestApp = app): Promise<Response> {
  return call(on, manager, cardPath(workshopPaths.bill, id), { method: 'POST' });
}
async function billed(id: number, on: TestApp = app): Promise<BillAnswer> {
  const res = await bill(id, on);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as BillAnswer;
}
const numberOf = (invoice: string | null) => Number(invoice!.split('/')[2]);

describe('billing a job card', () => {
  it('bills the approved lines only, CGST and SGST split to the paisa, numbered and delivered', async () => {
    const card = await readyCard(allDecided);
    const answer = await billed(card.jobCard.id);
    expect(answer).toMatchObject({
      reference: card.jobCard.reference, final: true, invoiceNumber: 'WS/2026-27/000001', billedAt: now.toISOString(), gstin: site.gstin,
      supply: 'intra-state', customerName: 'Sunita Devi', registration: 'HR 26 XX 1234', model: 'Activa 6G',
    });
    expect(answer.lines.map((l) => [l.code, l.hsnSac, l.qty, l.unitPricePaise, l.gstRate, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise, l.totalPaise])).toEqual([
      // 0.9 × ₹389.99 = ₹350.991 → ₹350.99; 9 % of it is ₹31.5891 → ₹31.59 each.
      ['94109-06000', '27101980', 0.9, 38_999, 18, 35_099, 3_159, 3_159, 0, 41_417],
      ['GEN-SERVICE', '998714', 1, 45_000, 18, 45_000, 4_050, 4_050, 0, 53_100],
    ]);
    expect(answer.totals).toEqual({ taxablePaise: 80_099, cgstPaise: 7_209, sgstPaise: 7_209, igstPaise: 0, totalPaise: 94_517 });
    const after = (await (await call(app, manager, cardPath(workshopPaths.jobCard, card.jobCard.id))).json()) as JobCardAnswer;
    expect(after.jobCard.stage).toBe('delivered');
    expect(after.history.at(-1)).toMatchObject({ from: 'ready', to: 'delivered' });
    expect(await (await call(app, manager, cardPath(workshopPaths.bill, card.jobCard.id))).json()).toEqual(answer);
  });

  it('charges IGST on a bill to another state', async () => {
    const card = await readyCard(allDecided, { supply: 'inter-state' });
    const answer = await billed(card.jobCard.id);
    expect(byCode(answer.lines, '94109-06000')).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 6_318, totalPaise: 41_417 });
    expect(answer.totals).toEqual({ taxablePaise: 80_099, cgstPaise: 0, sgstPaise: 0, igstPaise: 14_418, totalPaise: 94_517 });
  });

  it('refuses while a line waits, naming it, and stores nothing: the next bill takes the next number', async () => {
    const card = await readyCard({ '94109-06000': 'approved', 'GEN-SERVICE': 'pending', '06455-K44-V01': 'pending' });
    const before = numberOf((await (await call(app, manager, cardPath(workshopPaths.bill, card.jobCard.id))).json() as BillAnswer).invoiceNumber ?? 'WS/x/0');
    expect(before).toBe(0);
    const res = await bill(card.jobCard.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: `lines: ${billMessages.linesPending([{ name: 'General service', code: 'GEN-SERVICE' }, { name: 'Brake shoe set', code: '06455-K44-V01' }])}`,
    });
    expect((await app.db.query('SELECT 1 FROM bills WHERE job_card_id = $1', [card.jobCard.id])).rows).toEqual([]);
    const still = (await (await call(app, manager, cardPath(workshopPaths.jobCard, card.jobCard.id))).json()) as JobCardAnswer;
    expect(still.jobCard).toMatchObject({ stage: 'ready', version: card.jobCard.version });
    const { rows } = await app.db.query<{ n: string }>("SELECT max(number) AS n FROM bills WHERE financial_year = '2026-27'");
    const next = await billed((await readyCard(allDecided)).jobCard.id);
    expect(numberOf(next.invoiceNumber)).toBe(Number(rows[0]!.n) + 1);
  });

  it('refuses a second bill for the same card, and a card not yet Ready', async () => {
    const card = await readyCard(allDecided);
    const first = await billed(card.jobCard.id);
    const again = await bill(card.jobCard.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: `jobCard: ${billMessages.billedAlready(first.invoiceNumber!)}` });
    expect((await app.db.query('SELECT 1 FROM bills WHERE job_card_id = $1', [card.jobCard.id])).rows).toHaveLength(1);

    const early = await openCard(app, manager, walkIn(String(++mobile)));
    const notReady = await bill(early.jobCard.id);
    expect(notReady.status).toBe(409);
    expect(await notReady.json()).toMatchObject({ message: `stage: ${billMessages.notReady}` });
  });

  it('gives consecutive numbers with no gap to bills made at once by two API processes', async () => {
    const cards = [];
    for (let i = 0; i < 6; i += 1) cards.push(await readyCard(allDecided));
    const { rows } = await app.db.query<{ n: string }>("SELECT max(number) AS n FROM bills WHERE financial_year = '2026-27'");
    const last = Number(rows[0]!.n);
    const answers = await Promise.all(cards.map((c, i) => billed(c.jobCard.id, i % 2 === 0 ? app : second)));
    expect(answers.map((a) => numberOf(a.invoiceNumber)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].map((n) => last + n));
  });

  it('starts the financial year\'s numbers again at 1 April 00:00 IST', async () => {
    const march = await readyCard(allDecided);
    const april = await readyCard(allDecided);
    await at('2027-03-31T18:29:00Z'); // 31 Mar 2027, 23:59 IST
    const lastOfYear = await billed(march.jobCard.id);
    expect(lastOfYear.invoiceNumber).toMatch(/^WS\/2026-27\/\d{6}$/);
    now = new Date('2027-03-31T18:30:00Z'); // 1 Apr 2027, 00:00 IST
    expect((await billed(april.jobCard.id)).invoiceNumber).toBe('WS/2027-28/000001');
    await at('2026-11-23T05:30:00Z');
  });

  it('keeps a bill as made: the database refuses changing it, removing it or adding a line later', async () => {
    const card = await readyCard({ '94109-06000': 'approved', 'GEN-SERVICE': 'declined', '06455-K44-V01': 'approved' });
    await billed(card.jobCard.id);
    const { rows } = await app.db.query<{ id: string }>('SELECT id FROM bills WHERE job_card_id = $1', [card.jobCard.id]);
    const billId = rows[0]!.id;
    await expect(app.db.query('UPDATE bills SET dealer_gstin = $2 WHERE id = $1', [billId, '07AAAAA0000A1Z5'])).rejects.toMatchObject({ code: 'WS007' });
    await expect(app.db.query('DELETE FROM bill_lines WHERE bill_id = $1', [billId])).rejects.toMatchObject({ code: 'WS007' });
    await expect(app.db.query('DELETE FROM bills WHERE id = $1', [billId])).rejects.toMatchObject({ code: 'WS007' });
    await expect(app.db.query('INSERT INTO bill_lines (bill_id, estimate_line_id) VALUES ($1, $2)', [billId, byCode(card.lines, 'GEN-SERVICE').id]))
      .rejects.toMatchObject({ code: 'WS007' });
  });
});

describe('the bills export', () => {
  it('gives one row per bill line of the chosen IST days in the person\'s showrooms', async () => {
    const card = await readyCard(allDecided);
    await at('2026-12-01T18:45:00Z'); // 2 Dec 2026, 00:15 IST
    const answer = await billed(card.jobCard.id);
    const res = await call(app, manager, `${billPaths.bills}?from=2026-12-02&to=2026-12-02`);
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { data: BillExportRow[] }).data;
    expect(rows).toEqual([
      {
        invoiceNumber: answer.invoiceNumber, date: '2026-12-02', dealerGstin: site.gstin, customerName: 'Sunita Devi', mobile: card.jobCard.mobile,
        reference: card.jobCard.reference, description: 'Engine oil 0.9 L', hsnSac: '27101980', qty: 0.9,
        taxablePaise: 35_099, cgstPaise: 3_159, sgstPaise: 3_159, igstPaise: 0, totalPaise: 41_417,
      },
      {
        invoiceNumber: answer.invoiceNumber, date: '2026-12-02', dealerGstin: site.gstin, customerName: 'Sunita Devi', mobile: card.jobCard.mobile,
        reference: card.jobCard.reference, description: 'General service', hsnSac: '998714', qty: 1,
        taxablePaise: 45_000, cgstPaise: 4_050, sgstPaise: 4_050, igstPaise: 0, totalPaise: 53_100,
      },
    ]);
    // 1 Dec IST ends at 18:30 UTC: the bill at 00:15 IST on the 2nd is not in it.
    const dayBefore = await call(app, manager, `${billPaths.bills}?from=2026-12-01&to=2026-12-01`);
    expect(((await dayBefore.json()) as { data: BillExportRow[] }).data).toEqual([]);
  });

  it('names a bad day in the query', async () => {
    for (const [query, field] of [['from=2026-13-01&to=2026-12-02', 'from'], ['from=2026-12-02&to=2026-12-01', 'to'], ['from=2026-12-02', 'to']] as const) {
      const res = await call(app, manager, `${billPaths.bills}?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toMatch(new RegExp(`^${field}: `));
    }
  });
});
