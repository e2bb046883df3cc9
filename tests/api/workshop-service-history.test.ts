/**
 * Service schedules, next due, service history and what falls due (docs/workshop.md): a
 * schedule refused field by field with nothing changed, the next service worked out at
 * delivery by date and by km across visits, the history for staff within their showrooms
 * and for the customer with their mobile (a wrong one refused as an unknown number), the
 * vehicle's dates, an odometer reading below the last visit refused, and the due query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackNotFoundMessage } from '#contract/lead-api.ts';
import { registrationMessage } from '#contract/delivery-checklist.ts';
import { historyMessages, serviceHistoryPaths, type ServiceHistory } from '#contract/service-history.ts';
import { scheduleMessages, serviceSchedulePaths, type ServiceScheduleRow } from '#contract/service-schedule.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { fallingDue } from '../../server/workshop/due-query.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { addLine, advance, cardPath, openCard, walkIn } from '../support/workshop.ts';

let clock = new Date('2026-11-05T05:30:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let sales: AdminSession;
let otherManager: AdminSession;
let address = 0;

/** Sessions expire as the clock moves on by months: everyone signs in again on the new day. */
async function signInAll(): Promise<void> {
  const again = (who: string) => signIn(app, `hist-${who}`, `hist ${who} password`);
  [owner, manager, sales, otherManager] = [await again('owner'), await again('manager'), await again('sales'), await again('manager3')];
}

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  await signInStockStaff(app, 'hist', 2);
  await createAdmin(app.db, 'hist-manager3', 'hist manager3 password', { role: 'manager', showroomId: 3 });
  await signInAll();
});
afterAll(async () => {
  await app?.close();
});

const toReady = ['in_bay', 'final_inspection', 'washing', 'ready'];

/** A walk-in's visit opened on `day` (IST morning) and delivered: billed with a general service, or with nothing charged. */
async function visit(day: string, registration: string, odometerKm: number, serviceType: string, billed: boolean): Promise<JobCardAnswer> {
  clock = new Date(`${day}T05:30:00Z`);
  await signInAll();
  let card = await openCard(app, manager, walkIn('9811080001', { registration, odometerKm, serviceType, model: 'Shine 100', technicianId: 'hist-manager' }));
  if (billed) {
    card = await addLine(app, manager, card.jobCard.id, { labourCode: 'GEN-SERVICE' });
    const decided = await call(app, manager, cardPath(workshopPaths.lineDecision, card.jobCard.id, card.lines[0]!.id), { method: 'POST', json: { decision: 'approved' } });
    expect(decided.status).toBe(200);
    card = (await decided.json()) as JobCardAnswer;
  }
  card = await advance(app, manager, card, toReady);
  const res = await call(app, manager, cardPath(workshopPaths.bill, card.jobCard.id), { method: 'POST' });
  expect(res.status, await res.clone().text()).toBe(201);
  return card;
}

const historyOf = (session: AdminSession, registration: string) =>
  call(app, session, `${serviceHistoryPaths.history}?registration=${encodeURIComponent(registration)}`);
const publicPost = (path: string, body: unknown) =>
  app.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.0.${++address}` }, body: JSON.stringify(body) });

describe('service schedules', () => {
  it('lists every model with the seeded booklet, and saves a model\'s schedule', async () => {
    const res = await call(app, manager, serviceSchedulePaths.schedules);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: ServiceScheduleRow[] };
    const shine = data.find((r) => r.model === 'Shine 100')!;
    expect(shine).toMatchObject({ paidEveryKm: 4000, paidEveryDays: 180 });
    expect(shine.freeServices[0]).toEqual({ fromKm: 500, toKm: 750, fromDays: 30, toDays: 45 });
    expect(shine.updatedAt).not.toBeNull();

    const saved = await call(app, owner, serviceSchedulePaths.schedule(shine.modelId), { method: 'PUT', json: { ...shine, paidEveryKm: 3500 } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ modelId: shine.modelId, paidEveryKm: 3500 });
    const back = await call(app, owner, serviceSchedulePaths.schedule(shine.modelId), { method: 'PUT', json: shine });
    expect(back.status).toBe(200);
  });

  it('refuses a schedule field by field and changes nothing', async () => {
    const { data } = (await (await call(app, manager, serviceSchedulePaths.schedules)).json()) as { data: ServiceScheduleRow[] };
    const shine = data.find((r) => r.model === 'Shine 100')!;
    const before = (await app.db.query('SELECT * FROM service_schedules ORDER BY model_id')).rows;
    const cases: [unknown, string][] = [
      [{ ...shine, paidEveryKm: 0 }, 'paidEveryKm: Please enter the paid service interval as a positive number of km'],
      [{ ...shine, paidEveryDays: 12.5 }, 'paidEveryDays: Please enter the paid service interval in whole days'],
      [{ ...shine, freeServices: [{ fromKm: 750, toKm: 500, fromDays: 30, toDays: 45 }] }, `freeServices.0.toKm: ${scheduleMessages.kmWindow}`],
      [{ ...shine, freeServices: [{ fromKm: 500, toKm: 750, fromDays: 30, toDays: 45 }, { fromKm: 700, toKm: 3500, fromDays: 150, toDays: 180 }] }, `freeServices.1.fromKm: ${scheduleMessages.kmOrder}`],
      [{ ...shine, freeServices: [{ fromKm: 500, toKm: 750, fromDays: 30, toDays: 45 }, { fromKm: 3000, toKm: 3500, fromDays: 40, toDays: 180 }] }, `freeServices.1.fromDays: ${scheduleMessages.daysOrder}`],
      [{ ...shine, freeServices: [{ fromKm: -5, toKm: 750, fromDays: 30, toDays: 45 }] }, 'freeServices.0.fromKm: Please enter the first km as a positive number of km'],
    ];
    for (const [json, message] of cases) {
      const res = await call(app, manager, serviceSchedulePaths.schedule(shine.modelId), { method: 'PUT', json });
      expect(res.status, message).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
    expect((await call(app, manager, serviceSchedulePaths.schedule(999_999), { method: 'PUT', json: shine })).status).toBe(404);
    expect((await call(app, sales, serviceSchedulePaths.schedule(shine.modelId), { method: 'PUT', json: shine })).status).toBe(403);
    expect((await app.db.query('SELECT * FROM service_schedules ORDER BY model_id')).rows).toEqual(before);
  });
});

describe('next due, history and what falls due', () => {
  const registration = 'HR 26 AB 1111';

  it('works the next service out at each delivery, by date and by km', async () => {
    // First free service, sale day not known: the second is due the booklet's gap after this visit.
    await visit('2026-11-05', 'hr26ab1111', 600, 'free', false);
    let history = (await (await historyOf(manager, registration)).json()) as ServiceHistory;
    expect(history.nextService).toEqual({ service: 'free-2', dueOn: '2027-03-20', dueKm: 3500 });

    // The sale day entered: the third free service counts from it.
    const dated = await call(app, manager, serviceHistoryPaths.dates, { method: 'POST', json: { registration, soldOn: '2026-10-01', insuranceRenewsOn: '2027-09-30', pucRenewsOn: '2027-03-31' } });
    expect(dated.status, await dated.clone().text()).toBe(200);
    await visit('2027-03-01', registration, 3200, 'free', true);
    history = (await (await historyOf(manager, registration)).json()) as ServiceHistory;
    expect(history.nextService).toEqual({ service: 'free-3', dueOn: '2027-08-27', dueKm: 6500 });

    // Past the third free service's km: it has lapsed, and paid services count from this one.
    await visit('2027-06-01', registration, 9000, 'paid', true);
    history = (await (await historyOf(manager, registration)).json()) as ServiceHistory;
    expect(history.nextService).toEqual({ service: 'paid', dueOn: '2027-11-28', dueKm: 13_000 });
  });

  it('shows staff every visit of their showrooms with the work, bill and technician', async () => {
    const res = await historyOf(manager, registration);
    expect(res.status).toBe(200);
    const history = (await res.json()) as ServiceHistory;
    expect(history).toMatchObject({ registration, model: 'Shine 100', soldOn: '2026-10-01', insuranceRenewsOn: '2027-09-30', pucRenewsOn: '2027-03-31' });
    expect(history.visits.map((v) => [v.odometerKm, v.serviceType])).toEqual([[9000, 'paid'], [3200, 'free'], [600, 'free']]);
    const [paid, , first] = history.visits;
    expect(paid).toMatchObject({ delivered: true, technician: 'hist-manager', work: [{ code: 'GEN-SERVICE', name: 'General service', qty: 1 }], totalPaise: 53_100 });
    expect(paid!.invoiceNumber).toMatch(/^WS\/2027-28\/\d{6}$/);
    expect(first).toMatchObject({ work: [], invoiceNumber: null, totalPaise: null });

    expect((await historyOf(owner, 'HR26AB1111')).status).toBe(200);
    const elsewhere = await historyOf(otherManager, registration);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ message: `registration: ${historyMessages.noVisits}` });
    const refused = await historyOf(sales, registration);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: notAllowedMessage });
    const malformed = await historyOf(manager, 'XX 99');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: `registration: ${registrationMessage}` });
  });

  it('refuses a bad date, and another showroom\'s vehicle, changing nothing', async () => {
    const before = (await app.db.query('SELECT * FROM service_vehicles ORDER BY registration')).rows;
    const bad = await call(app, manager, serviceHistoryPaths.dates, { method: 'POST', json: { registration, soldOn: '2026-10-01', insuranceRenewsOn: '2027-02-30', pucRenewsOn: null } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'insuranceRenewsOn: Please enter a date such as 2027-03-31' });
    const other = await call(app, otherManager, serviceHistoryPaths.dates, { method: 'POST', json: { registration, soldOn: null, insuranceRenewsOn: null, pucRenewsOn: null } });
    expect(other.status).toBe(404);
    expect((await app.db.query('SELECT * FROM service_vehicles ORDER BY registration')).rows).toEqual(before);
  });

  it('shows the customer the history with their mobile, and a wrong one as an unknown number', async () => {
    const res = await publicPost(serviceHistoryPaths.track, { registration: 'hr 26 ab 1111', mobile: '+91 98110 80001' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const history = (await res.json()) as ServiceHistory;
    expect(history.visits).toHaveLength(3);
    expect(history.visits.every((v) => v.technician === null)).toBe(true);

    const wrong = await publicPost(serviceHistoryPaths.track, { registration, mobile: '9811080002' });
    const unknown = await publicPost(serviceHistoryPaths.track, { registration: 'HR 26 ZZ 9999', mobile: '9811080001' });
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    const wrongBody: unknown = await wrong.json();
    expect(wrongBody).toEqual(await unknown.json());
    expect(wrongBody).toMatchObject({ message: trackNotFoundMessage });
  });

  it('refuses an odometer reading below the vehicle\'s last visit and stores nothing', async () => {
    const count = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM job_cards')).rows[0]!.n);
    const before = await count();
    const res = await call(app, manager, workshopPaths.jobCards, { method: 'POST', json: walkIn('9811080001', { registration, odometerKm: 8999 }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: `odometerKm: ${historyMessages.odometerBelow(9000, '2027-06-01')}` });
    expect(historyMessages.odometerBelow(9000, '2027-06-01')).toContain('9,000 km on 1 Jun 2027');
    expect(await count()).toBe(before);
  });

  it('lists what falls due with the customer, language, consent and showroom', async () => {
    const due = await fallingDue(app.db, '2027-01-01', '2027-12-31');
    const mine = due.filter((d) => d.registration === registration);
    expect(mine).toEqual([
      { kind: 'puc', dueOn: '2027-03-31', dueKm: null, registration, customerName: 'Sunita Devi', mobile: '9811080001', language: 'en', whatsappConsent: false, smsConsent: false, showroomId: 2, leadId: null },
      { kind: 'insurance', dueOn: '2027-09-30', dueKm: null, registration, customerName: 'Sunita Devi', mobile: '9811080001', language: 'en', whatsappConsent: false, smsConsent: false, showroomId: 2, leadId: null },
      { kind: 'service', dueOn: '2027-11-28', dueKm: 13_000, registration, customerName: 'Sunita Devi', mobile: '9811080001', language: 'en', whatsappConsent: false, smsConsent: false, showroomId: 2, leadId: null },
    ]);
    expect((await fallingDue(app.db, '2027-04-01', '2027-09-29')).filter((d) => d.registration === registration)).toEqual([]);
  });
});
