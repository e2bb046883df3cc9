/**
 * A job card's estimate, its approval and its bill (docs/workshop.md): lines drawn from the
 * price lists with GST as CGST + SGST or IGST, the customer approving or declining on the
 * public endpoint with the card's mobile only (a wrong one learns nothing), work found later
 * waiting for approval again, Delivered refused while a line waits, and the bill holding
 * approved lines only, in the API and in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackNotFoundMessage } from '#contract/lead-api.ts';
import { workshopMessages, workshopPaths, type BoardCard, type EstimateLineRecord, type JobCardAnswer, type WorkshopTrackAnswer } from '#contract/workshop.ts';
import { billMessages, type BillAnswer } from '#contract/workshop-bill.ts';
import { defaultBudgets } from '../../server/limits/budgets.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { addLine, advance, cardPath, importParts, moveTo, openCard, walkIn } from '../support/workshop.ts';

const clock = new Date('2026-11-23T05:30:00Z');
const limitsMs = clock.getTime();
let app: TestApp;
let manager: AdminSession;
let address = 0;

const priceList = [
  'Part Number,Name,HSN,Price,GST Rate',
  '94109-06000,Engine oil 0.9 L,27101980,389.99,18',
  '06455-K44-V01,Brake shoe set,87141090,450,28',
].join('\n');

beforeAll(async () => {
  app = await startTestApp({ now: () => clock, limitsClock: () => new Date(limitsMs), config: { requestBudgets: defaultBudgets } });
  ({ manager } = await signInStockStaff(app, 'estimate', 2));
  expect((await importParts(app, manager, priceList)).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

function publicPost(path: string, body: unknown, from = `10.7.0.${++address}`): Promise<Response> {
  return app.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from }, body: JSON.stringify(body) });
}
async function tracked(reference: string, mobile: string): Promise<WorkshopTrackAnswer> {
  const res = await publicPost(workshopPaths.track, { reference, mobile });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as WorkshopTrackAnswer;
}
const byCode = (lines: readonly EstimateLineRecord[], code: string) => lines.find((l) => l.code === code)!;
async function cardOf(id: number): Promise<JobCardAnswer> {
  return (await (await call(app, manager, cardPath(workshopPaths.jobCard, id))).json()) as JobCardAnswer;
}

describe('the estimate', () => {
  it('copies each line\'s price and GST rate and splits GST into CGST and SGST within the state', async () => {
    const card = await openCard(app, manager, walkIn('9811070001'));
    await addLine(app, manager, card.jobCard.id, { partNumber: '94109-06000', qty: 0.9 });
    await addLine(app, manager, card.jobCard.id, { labourCode: 'gen-service' });
    const answer = await addLine(app, manager, card.jobCard.id, { partNumber: '06455-k44-v01', qty: 1 });
    // 0.9 × ₹389.99 = ₹350.99 (350.991); 9 % each of it is ₹31.59 (31.5891).
    expect(byCode(answer.lines, '94109-06000')).toMatchObject({
      kind: 'part', name: 'Engine oil 0.9 L', hsnSac: '27101980', qty: 0.9, unitPricePaise: 38_999, gstRate: 18, approval: 'pending',
      taxablePaise: 35_099, cgstPaise: 3_159, sgstPaise: 3_159, igstPaise: 0, totalPaise: 41_417,
    });
    expect(byCode(answer.lines, 'GEN-SERVICE')).toMatchObject({ kind: 'labour', hsnSac: '998714', taxablePaise: 45_000, cgstPaise: 4_050, sgstPaise: 4_050, totalPaise: 53_100 });
    expect(byCode(answer.lines, '06455-K44-V01')).toMatchObject({ taxablePaise: 45_000, cgstPaise: 6_300, sgstPaise: 6_300, totalPaise: 57_600 });
    expect(answer.estimate).toEqual({ taxablePaise: 125_099, cgstPaise: 13_509, sgstPaise: 13_509, igstPaise: 0, totalPaise: 152_117 });
    expect(answer.approved.totalPaise).toBe(0);

    // A new price list leaves the estimate as the customer saw it.
    expect((await importParts(app, manager, 'part number,name,hsn,price,gst rate\n94109-06000,Engine oil 0.9 L,27101980,420,18')).status).toBe(200);
    expect(byCode((await cardOf(card.jobCard.id)).lines, '94109-06000').unitPricePaise).toBe(38_999);
    await importParts(app, manager, priceList);
  });

  it('charges the whole rate as IGST when the place of supply is another state', async () => {
    const card = await openCard(app, manager, walkIn('9811070002', { supply: 'inter-state' }));
    await addLine(app, manager, card.jobCard.id, { partNumber: '94109-06000', qty: 0.9 });
    const answer = await addLine(app, manager, card.jobCard.id, { labourCode: 'GEN-SERVICE', qty: 1 });
    // 18 % of ₹350.99 is ₹63.18 (63.1782).
    expect(byCode(answer.lines, '94109-06000')).toMatchObject({ taxablePaise: 35_099, cgstPaise: 0, sgstPaise: 0, igstPaise: 6_318, totalPaise: 41_417 });
    expect(answer.estimate).toEqual({ taxablePaise: 80_099, cgstPaise: 0, sgstPaise: 0, igstPaise: 14_418, totalPaise: 94_517 });
    // The customer's page names the tax as the bill will: IGST.
    expect((await tracked(card.jobCard.reference, '9811070002')).supply).toBe('inter-state');
  });

  it('refuses a part or labour code the lists do not have, and a bad quantity', async () => {
    const card = await openCard(app, manager, walkIn('9811070003'));
    const path = cardPath(workshopPaths.lines, card.jobCard.id);
    const part = await call(app, manager, path, { method: 'POST', json: { partNumber: 'NO-SUCH', qty: 1 } });
    expect(await part.json()).toMatchObject({ message: `partNumber: ${workshopMessages.unknownPart}` });
    const labour = await call(app, manager, path, { method: 'POST', json: { labourCode: 'NO-SUCH' } });
    expect(await labour.json()).toMatchObject({ message: `labourCode: ${workshopMessages.unknownLabour}` });
    for (const qty of [0, -1, 1.005, '2']) {
      const res = await call(app, manager, path, { method: 'POST', json: { partNumber: '94109-06000', qty } });
      expect(res.status, String(qty)).toBe(400);
    }
    expect((await cardOf(card.jobCard.id)).lines).toEqual([]);
  });
});

describe('the board', () => {
  it('counts on each card the lines waiting for the customer', async () => {
    const card = await openCard(app, manager, walkIn('9811070009'));
    await addLine(app, manager, card.jobCard.id, { partNumber: '94109-06000', qty: 1 });
    const added = await addLine(app, manager, card.jobCard.id, { labourCode: 'GEN-SERVICE' });
    const pendingOnBoard = async () => {
      const res = await call(app, manager, workshopPaths.jobCards);
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: BoardCard[] }).data.find((c) => c.id === card.jobCard.id)?.pendingLines;
    };
    expect(await pendingOnBoard()).toBe(2);
    const decided = await call(app, manager, cardPath(workshopPaths.lineDecision, card.jobCard.id, byCode(added.lines, 'GEN-SERVICE').id), { method: 'POST', json: { decision: 'declined' } });
    expect(decided.status).toBe(200);
    expect(await pendingOnBoard()).toBe(1);
    const empty = await openCard(app, manager, walkIn('9811070010'));
    const res = await call(app, manager, workshopPaths.jobCards);
    expect(((await res.json()) as { data: BoardCard[] }).data.find((c) => c.id === empty.jobCard.id)?.pendingLines).toBe(0);
  });
});

describe('the customer\'s approval, the later line, Delivered and the bill', () => {
  it('goes line by line with the card\'s mobile only, and bills only what was approved', async () => {
    const card = await openCard(app, manager, walkIn('9811070004'));
    const id = card.jobCard.id;
    const reference = card.jobCard.reference;
    await addLine(app, manager, id, { partNumber: '94109-06000', qty: 0.9 });
    await addLine(app, manager, id, { labourCode: 'GEN-SERVICE' });
    const added = await addLine(app, manager, id, { partNumber: '06455-K44-V01', qty: 1 });
    const [oil, service, shoes] = [byCode(added.lines, '94109-06000'), byCode(added.lines, 'GEN-SERVICE'), byCode(added.lines, '06455-K44-V01')];

    // A wrong mobile learns nothing, not even that the reference exists, and changes nothing.
    for (const path of [workshopPaths.track, workshopPaths.decision]) {
      const wrong = await publicPost(path, { reference, mobile: '9811079999', lineId: oil.id, decision: 'approved' });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({ message: trackNotFoundMessage });
    }
    const unknown = await publicPost(workshopPaths.track, { reference: 'JC-999999', mobile: '9811070004' });
    expect(await unknown.json()).toEqual({ message: trackNotFoundMessage });
    expect((await cardOf(id)).lines.every((l) => l.approval === 'pending')).toBe(true);

    const seen = await tracked(reference.toLowerCase().replace('-', ' '), '+91 98110 70004');
    expect(seen).toMatchObject({ reference, stage: 'waiting', registration: 'HR 26 XX 1234', supply: 'intra-state' });
    expect(seen.stages.filter((s) => s.done).map((s) => s.label)).toEqual(['Waiting']);
    expect(seen.lines.map((l) => [l.name, l.approval, l.totalPaise])).toEqual([
      ['Engine oil 0.9 L', 'pending', 41_417], ['General service', 'pending', 53_100], ['Brake shoe set', 'pending', 57_600],
    ]);

    const approve = await publicPost(workshopPaths.decision, { reference, mobile: '9811070004', lineId: oil.id, decision: 'approved' });
    expect(approve.status).toBe(200);
    expect(byCode(((await approve.json()) as WorkshopTrackAnswer).lines, '94109-06000')).toMatchObject({ approval: 'approved', decidedBy: 'customer', decidedAt: clock.toISOString() });
    expect((await publicPost(workshopPaths.decision, { reference, mobile: '9811070004', lineId: shoes.id, decision: 'declined' })).status).toBe(200);
    const twice = await publicPost(workshopPaths.decision, { reference, mobile: '9811070004', lineId: shoes.id, decision: 'approved' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ message: `decision: ${workshopMessages.alreadyDecided}` });
    // The customer says yes at the counter; staff record it.
    const counter = await call(app, manager, cardPath(workshopPaths.lineDecision, id, service.id), { method: 'POST', json: { decision: 'approved' } });
    expect(counter.status).toBe(200);
    expect(byCode(((await counter.json()) as JobCardAnswer).lines, 'GEN-SERVICE')).toMatchObject({ approval: 'approved', decidedBy: 'staff' });

    // Work found in the bay: a new line, waiting for the customer again.
    const later = await addLine(app, manager, id, { labourCode: 'BRAKE-ADJ' });
    const adjust = byCode(later.lines, 'BRAKE-ADJ');
    expect(adjust.approval).toBe('pending');
    expect((await tracked(reference, '9811070004')).lines.filter((l) => l.approval === 'pending').map((l) => l.code)).toEqual(['BRAKE-ADJ']);

    // Ready, but not Delivered while a line waits.
    const ready = await advance(app, manager, later, ['in_bay', 'final_inspection', 'washing', 'ready']);
    const refused = await moveTo(app, manager, id, 'delivered', ready.jobCard.version);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: `lines: ${billMessages.linesPending([{ name: 'Brake adjustment', code: 'BRAKE-ADJ' }])}` });
    expect((await cardOf(id)).jobCard).toMatchObject({ stage: 'ready', version: ready.jobCard.version });

    // The bill so far: approved lines only, the pending and the declined left out.
    const draft = (await (await call(app, manager, cardPath(workshopPaths.bill, id))).json()) as BillAnswer;
    expect(draft).toMatchObject({ reference, final: false, supply: 'intra-state' });
    expect(draft.lines.map((l) => l.code)).toEqual(['94109-06000', 'GEN-SERVICE']);
    expect(draft.totals).toEqual({ taxablePaise: 80_099, cgstPaise: 7_209, sgstPaise: 7_209, igstPaise: 0, totalPaise: 94_517 });

    expect((await publicPost(workshopPaths.decision, { reference, mobile: '9811070004', lineId: adjust.id, decision: 'declined' })).status).toBe(200);
    const delivered = await advance(app, manager, ready, ['delivered']);
    expect(delivered.jobCard.stage).toBe('delivered');
    const bill = (await (await call(app, manager, cardPath(workshopPaths.bill, id))).json()) as BillAnswer;
    expect(bill).toMatchObject({ final: true, totals: draft.totals });
    expect(bill.lines.map((l) => l.code)).toEqual(['94109-06000', 'GEN-SERVICE']);

    // Delivered is the end: no more lines.
    const tooLate = await call(app, manager, cardPath(workshopPaths.lines, id), { method: 'POST', json: { labourCode: 'WASH' } });
    expect(tooLate.status).toBe(409);
    expect(await tooLate.json()).toMatchObject({ message: `jobCard: ${workshopMessages.delivered}` });
  });

  it('is held by the database: a bill cannot take a declined or pending line, nor a billed line be un-approved', async () => {
    const card = await openCard(app, manager, walkIn('9811070005'));
    const id = card.jobCard.id;
    await addLine(app, manager, id, { labourCode: 'WASH' });
    const answer = await addLine(app, manager, id, { labourCode: 'OIL-CHANGE' });
    const [wash, oil] = [byCode(answer.lines, 'WASH'), byCode(answer.lines, 'OIL-CHANGE')];
    await call(app, manager, cardPath(workshopPaths.lineDecision, id, wash.id), { method: 'POST', json: { decision: 'approved' } });
    // A bill's lines go in with it, in its transaction (migration 405).
    await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO bills (job_card_id, supply, created_at, created_by, financial_year, number, invoice_number, dealer_gstin)
         VALUES ($1, 'intra-state', now(), 'test', '2099-00', 1, 'WS/2099-00/000001', '') RETURNING id`, [id]);
      const billId = rows[0]!.id;
      const refused = async (sql: string, code: string) => {
        await tx.query('SAVEPOINT refused');
        await expect(tx.query(sql, [billId, oil.id])).rejects.toMatchObject({ code });
        await tx.query('ROLLBACK TO SAVEPOINT refused');
      };
      await refused('INSERT INTO bill_lines (bill_id, estimate_line_id) VALUES ($1, $2)', '23503');
      await refused("INSERT INTO bill_lines (bill_id, estimate_line_id, approval) VALUES ($1, $2, 'pending')", '23514');
      await tx.query('INSERT INTO bill_lines (bill_id, estimate_line_id) VALUES ($1, $2)', [billId, wash.id]);
    });
    await expect(app.db.query("UPDATE estimate_lines SET approval = 'declined' WHERE id = $1", [wash.id])).rejects.toMatchObject({ code: 'WS005' });
    await expect(app.db.query('UPDATE estimate_lines SET unit_price_paise = 1 WHERE id = $1', [oil.id])).rejects.toMatchObject({ code: 'WS004' });
    await expect(app.db.query("INSERT INTO estimate_lines (job_card_id, kind, code, name, hsn_sac, qty, unit_price_paise, gst_rate, approval, decided_by, decided_at, added_at, added_by) VALUES ($1, 'labour', 'WASH', 'Washing', '998714', 1, 100, 18, 'approved', 'staff', now(), now(), 'test')", [id])).rejects.toMatchObject({ code: 'WS004' });
  });

  it('refuses a line of another card, even with this card\'s reference and mobile', async () => {
    const mine = await openCard(app, manager, walkIn('9811070006'));
    const theirs = await addLine(app, manager, (await openCard(app, manager, walkIn('9811070007'))).jobCard.id, { labourCode: 'WASH' });
    const res = await publicPost(workshopPaths.decision, { reference: mine.jobCard.reference, mobile: '9811070006', lineId: theirs.lines[0]!.id, decision: 'approved' });
    expect(res.status).toBe(404);
    expect(theirs.lines[0]!.approval).toBe('pending');
    expect((await cardOf(theirs.jobCard.id)).lines[0]!.approval).toBe('pending');
  });

  it('counts against the status check\'s budget per address', async () => {
    const from = '10.8.0.1';
    for (let i = 0; i < defaultBudgets.lookups.burst; i += 1) {
      expect((await publicPost(workshopPaths.track, { reference: 'JC-999998', mobile: '9811040001' }, from)).status).toBe(404);
    }
    expect((await publicPost(workshopPaths.decision, { reference: 'JC-999998', mobile: '9811040001', lineId: 1, decision: 'approved' }, from)).status).toBe(429);
  });
});
