/**
 * Job cards (docs/workshop.md): opened from a service appointment marked Arrived or for a
 * walk-in, the registration number checked as Vahan writes it, the stages moved forward one
 * at a time with the card's version (a stale one is a 409), and the workshop closed to
 * staff whose role does not hold it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationMessage } from '#contract/delivery-checklist.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { jobStages, workshopMessages, workshopPaths, type JobCardAnswer, type JobCardRecord } from '#contract/workshop.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { advance, arrivedAppointment, cardPath, intake, moveTo, openCard, walkIn } from '../support/workshop.ts';

const clock = new Date('2026-11-23T05:30:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let sales: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  ({ owner, manager, sales } = await signInStockStaff(app, 'jobs', 2));
});
afterAll(async () => {
  await app?.close();
});

const cardCount = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM job_cards')).rows[0]!.n);

describe('opening a job card', () => {
  it('takes the customer, showroom and model of a service appointment marked Arrived', async () => {
    const appointmentId = await arrivedAppointment(app, manager);
    const answer = await openCard(app, manager, { appointmentId, ...intake, fuel: 3, technicianId: 'jobs-manager' });
    expect(answer.jobCard).toMatchObject({
      appointmentId, showroomId: 2, customerName: 'Rakesh Yadav', mobile: '9811060001', model: 'Shine 100', registration: 'HR 26 XX 1234',
      odometerKm: 12_480, fuelQuarters: 3, serviceType: 'paid', technicianId: 'jobs-manager', stage: 'waiting', version: 1, supply: 'intra-state',
    } satisfies Partial<JobCardRecord>);
    expect(answer.jobCard.reference).toBe(`JC-${String(answer.jobCard.id).padStart(6, '0')}`);
    expect(answer.history).toEqual([{ from: null, to: 'waiting', at: clock.toISOString(), by: 'jobs-manager' }]);
    expect(answer.lines).toEqual([]);

    const again = await call(app, manager, workshopPaths.jobCards, { method: 'POST', json: { appointmentId, ...intake } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: `appointmentId: ${workshopMessages.appointmentTaken}` });
  });

  it('refuses a test ride, and an appointment not marked Arrived', async () => {
    const ride = await arrivedAppointment(app, manager, 'test-ride');
    const res = await call(app, manager, workshopPaths.jobCards, { method: 'POST', json: { appointmentId: ride, ...intake } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: `appointmentId: ${workshopMessages.notService}` });

    const served = await arrivedAppointment(app, manager);
    await app.db.query("UPDATE appointments SET status = 'booked' WHERE id = $1", [served]);
    const early = await call(app, manager, workshopPaths.jobCards, { method: 'POST', json: { appointmentId: served, ...intake } });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: `appointmentId: ${workshopMessages.notArrived}` });
  });

  it('opens a walk-in\'s card with the name, mobile, showroom and model typed', async () => {
    const answer = await openCard(app, owner, walkIn('+91 98110 50001', { registration: '22 bh 1234 aa', fuel: 'empty', serviceType: 'accident', supply: 'inter-state' }));
    expect(answer.jobCard).toMatchObject({
      appointmentId: null, customerName: 'Sunita Devi', mobile: '9811050001', showroomId: 2, model: 'Activa 6G', registration: '22 BH 1234 AA',
      fuelQuarters: 0, serviceType: 'accident', supply: 'inter-state', stage: 'waiting',
    });
  });

  it('refuses a registration number that is not one, with the words to fix it, and stores nothing', async () => {
    const before = await cardCount();
    for (const registration of ['XX 26 AB 1234', 'HR26XX0000', 'hello', '']) {
      const res = await call(app, owner, workshopPaths.jobCards, { method: 'POST', json: walkIn('9811050002', { registration }) });
      expect(res.status, registration).toBe(400);
      expect(await res.json()).toMatchObject({ message: `registration: ${registrationMessage}` });
    }
    expect(await cardCount()).toBe(before);
  });

  it('refuses other bad input field by field, and another showroom\'s card for a Manager', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [walkIn('12345'), 'mobile'],
      [walkIn('9811050003', { fuel: 5 }), 'fuel'],
      [walkIn('9811050003', { odometerKm: -1 }), 'odometerKm'],
      [walkIn('9811050003', { serviceType: 'warranty' }), 'serviceType'],
      [walkIn('9811050003', { complaints: ' ' }), 'complaints'],
      [walkIn('9811050003', { technicianId: 'nobody' }), 'technicianId'],
    ];
    for (const [body, field] of cases) {
      const res = await call(app, owner, workshopPaths.jobCards, { method: 'POST', json: body });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message.startsWith(`${field}: `), field).toBe(true);
    }
    const elsewhere = await call(app, manager, workshopPaths.jobCards, { method: 'POST', json: walkIn('9811050003', { showroomId: 3 }) });
    expect(elsewhere.status).toBe(403);
    expect(await cardCount()).toBe(2);
  });

  it('writes a Delhi number with its category letter beside the district', async () => {
    const answer = await openCard(app, owner, walkIn('9811050003', { registration: 'dl3sck7781' }));
    expect(answer.jobCard.registration).toBe('DL 3S CK 7781');
  });
});

describe('stages', () => {
  it('move forward one at a time, each in the history, and the board lists the card under its stage', async () => {
    const card = await openCard(app, manager, walkIn('9811050004'));
    const skip = await moveTo(app, manager, card.jobCard.id, 'washing', 1);
    expect(skip.status).toBe(409);
    expect(await skip.json()).toMatchObject({ message: 'stage: A job card at Waiting moves to In bay next, not Washing' });
    const back = await advance(app, manager, card, ['in_bay']);
    const backwards = await moveTo(app, manager, card.jobCard.id, 'waiting', back.jobCard.version);
    expect(backwards.status).toBe(409);

    const inspected = await advance(app, manager, back, ['final_inspection']);
    expect(inspected.jobCard).toMatchObject({ stage: 'final_inspection', version: 3 });
    expect(inspected.history.map((h) => h.to)).toEqual(['waiting', 'in_bay', 'final_inspection']);
    const board = await call(app, manager, `${workshopPaths.jobCards}?stage=final_inspection`);
    expect(((await board.json()) as { data: JobCardRecord[] }).data.map((c) => c.id)).toEqual([card.jobCard.id]);
  });

  it('refuses a change made from a stale version with 409, changing nothing', async () => {
    const card = await openCard(app, manager, walkIn('9811050005'));
    const first = await moveTo(app, manager, card.jobCard.id, 'in_bay', 1);
    expect(first.status).toBe(200);
    // A second device still holding version 1.
    const stale = await moveTo(app, owner, card.jobCard.id, 'in_bay', 1);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: `version: ${workshopMessages.versionConflict}` });
    const now = (await (await call(app, manager, cardPath(workshopPaths.jobCard, card.jobCard.id))).json()) as JobCardAnswer;
    expect(now.jobCard).toMatchObject({ stage: 'in_bay', version: 2 });
    expect(now.history).toHaveLength(2);
  });

  it('reach Delivered through every stage with nothing on the estimate, and stop there', async () => {
    const card = await openCard(app, manager, walkIn('9811050006'));
    const delivered = await advance(app, manager, card, jobStages.slice(1));
    expect(delivered.jobCard.stage).toBe('delivered');
    const past = await moveTo(app, manager, card.jobCard.id, 'delivered', delivered.jobCard.version);
    expect(past.status).toBe(409);
  });

  it('are held by the database too: a skip written past the API is refused', async () => {
    const card = await openCard(app, manager, walkIn('9811050007'));
    await expect(app.db.query("UPDATE job_cards SET stage = 'ready' WHERE id = $1", [card.jobCard.id])).rejects.toMatchObject({ code: 'WS001' });
  });
});

describe('who works the workshop', () => {
  it('refuses Sales on every workshop route, before reading anything', async () => {
    const card = await openCard(app, manager, walkIn('9811050008'));
    const routes: [string, string][] = [
      ['GET', workshopPaths.jobCards], ['POST', workshopPaths.jobCards], ['GET', cardPath(workshopPaths.jobCard, card.jobCard.id)],
      ['POST', cardPath(workshopPaths.stage, card.jobCard.id)], ['POST', cardPath(workshopPaths.lines, card.jobCard.id)],
      ['GET', cardPath(workshopPaths.bill, card.jobCard.id)], ['POST', workshopPaths.partsImport], ['GET', workshopPaths.parts],
    ];
    for (const [method, path] of routes) {
      const res = await call(app, sales, path, { method, ...(method === 'POST' ? { json: { stage: 'in_bay', version: 1 } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ message: notAllowedMessage });
    }
    const after = (await (await call(app, manager, cardPath(workshopPaths.jobCard, card.jobCard.id))).json()) as JobCardAnswer;
    expect(after.jobCard).toMatchObject({ stage: 'waiting', version: 1 });
  });

  it('refuses anyone not signed in', async () => {
    const res = await call(app, null, workshopPaths.jobCards);
    expect(res.status).toBe(401);
  });
});
