/**
 * The workshop reports (docs/workshop.md "Reports") through the real API, from job cards,
 * lines, decisions, bills and reminders made the ways the workshop makes them: jobs per day
 * and technician, turnaround from arrival to Delivered, parts and labour billed with GST
 * apart, lines declined (at the counter and on /track), repair returns within 30 days of a
 * delivery, reminders sent and the vehicle's next visit. Kept to the viewer's showrooms
 * (Service: its own), refused to Sales, who see none of the workshop's money.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { defaultTemplates, messageApiPaths } from '#contract/messages.ts';
import type { ReportPage } from '#contract/reports.ts';
import { serviceHistoryPaths } from '#contract/service-history.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { workshopPaths, type EstimateLineRecord, type JobCardAnswer } from '#contract/workshop.ts';
import {
  workshopDeclinedReport, workshopJobsReport, workshopRemindersReport, workshopReports, workshopRepeatsReport,
  workshopRevenueReport, workshopTurnaroundReport,
} from '#contract/workshop-reports.ts';
import { createNotifier } from '../../server/notifications/notifier.ts';
import { queueServiceReminders } from '../../server/workshop/service-reminders.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { addLine, advance, cardPath, importParts, openCard, walkIn } from '../support/workshop.ts';

let clock = new Date('2026-11-20T04:30:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let sales: AdminSession;
let service: AdminSession;

const people = { owner: 'wrep-owner', manager: 'wrep-manager', sales: 'wrep-sales', service: 'wrep-service' } as const;
const password = (who: string) => `${who} password`;
/** Moves the clock (IST is UTC + 5:30) and signs everyone in again, so no session has gone idle across the days. */
async function at(iso: string): Promise<void> {
  clock = new Date(iso);
  const again = (id: string) => signIn(app, id, password(id));
  [owner, manager, sales, service] = [await again(people.owner), await again(people.manager), await again(people.sales), await again(people.service)];
}

type Row = Record<string, string>;
async function report(session: AdminSession, path: string, fromDate: string, toDate: string): Promise<Row[]> {
  const res = await call(app, session, path, { method: 'POST', json: { page: 1, limit: 100, fromDate, toDate } });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as ReportPage).data;
}
/** This file's vehicles only: other rows (none expected) would not be of these figures. */
const ours = (rows: Row[]) => rows.filter((r) => !('registration' in r) || r.registration.includes(' WR '));

const byCode = (lines: readonly EstimateLineRecord[], code: string) => lines.find((l) => l.code === code)!;
async function decide(session: AdminSession, card: JobCardAnswer, code: string, decision: 'approved' | 'declined'): Promise<void> {
  const res = await call(app, session, cardPath(workshopPaths.lineDecision, card.jobCard.id, byCode(card.lines, code).id), { method: 'POST', json: { decision } });
  expect(res.status, await res.clone().text()).toBe(200);
}
async function fresh(session: AdminSession, card: JobCardAnswer): Promise<JobCardAnswer> {
  return (await (await call(app, session, cardPath(workshopPaths.jobCard, card.jobCard.id))).json()) as JobCardAnswer;
}
const toReady = ['in_bay', 'final_inspection', 'washing', 'ready'];

const mobiles = { first: '9811090001', second: '9811090002' };
const cards: Record<string, JobCardAnswer> = {};

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  await createAdmin(app.db, people.owner, password(people.owner));
  await createAdmin(app.db, people.manager, password(people.manager), { role: 'manager', showroomId: 2 });
  await createAdmin(app.db, people.sales, password(people.sales), { role: 'sales', showroomId: 2 });
  await createAdmin(app.db, people.service, password(people.service), { role: 'service', showroomId: 2, userName: 'Ravi Mechanic' });
  await at('2026-11-20T04:00:00Z');
  expect((await importParts(app, manager, 'Part Number,Name,HSN,Price,GST Rate\nWR-BRAKE-PAD,Brake pad set,87141090,389.99,28')).status).toBe(200);
  // WhatsApp on (no queue runs: the reminders wait in their table), and the first customer agreed to it.
  const wa = await call(app, owner, messageApiPaths.adminMessageChannel('whatsapp'), {
    method: 'PUT', json: { enabled: true, settings: { apiUrl: 'http://127.0.0.1:9/wa', phoneNumberId: '1234567890', accessToken: 'wa-token' }, templates: defaultTemplates.whatsapp },
  });
  expect(wa.status, await wa.clone().text()).toBe(200);
  const optin = await app.fetch(enquiryKinds.optin.path, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() },
    body: JSON.stringify({ ...validBody('optin'), mobile: mobiles.first, notifications: { all: false, rcs: false, sms: false, obd: false, email: false, whatsapp: true } }),
  });
  expect(optin.status, await optin.clone().text()).toBe(201);

  // 20 Nov 2026, 10:00 IST: a paid service with Ravi, general service and two brake pads approved, brake adjustment declined at the counter.
  await at('2026-11-20T04:30:00Z');
  const technicianId = people.service;
  let a = await openCard(app, service, walkIn(mobiles.first, { registration: 'HR 26 WR 0001', serviceType: 'paid', technicianId }));
  await addLine(app, service, a.jobCard.id, { labourCode: 'GEN-SERVICE' });
  await addLine(app, service, a.jobCard.id, { partNumber: 'WR-BRAKE-PAD', qty: 2 });
  a = await addLine(app, service, a.jobCard.id, { labourCode: 'BRAKE-ADJ' });
  await decide(service, a, 'GEN-SERVICE', 'approved');
  await decide(service, a, 'WR-BRAKE-PAD', 'approved');
  await decide(service, a, 'BRAKE-ADJ', 'declined');
  cards.a = await advance(app, service, await fresh(service, a), toReady);

  // 11:00 IST: a free service, no technician chosen, nothing to bill.
  await at('2026-11-20T05:30:00Z');
  const b = await openCard(app, manager, walkIn(mobiles.second, { registration: 'HR 26 WR 0002', serviceType: 'free' }));
  // 12:00 IST: a repair at the other showroom, the Owner's.
  await at('2026-11-20T06:30:00Z');
  cards.c = await openCard(app, owner, walkIn('9811090003', { registration: 'HR 26 WR 0003', serviceType: 'repair', showroomId: 3 }));
  // 12:00 IST: the free service delivered with no bill (one hour); 15:30 IST: the paid one billed and delivered (five and a half hours).
  cards.b = await advance(app, manager, b, [...toReady, 'delivered']);
  await at('2026-11-20T10:00:00Z');
  const billed = await call(app, service, cardPath(workshopPaths.bill, cards.a.jobCard.id), { method: 'POST' });
  expect(billed.status, await billed.clone().text()).toBe(201);

  // The first vehicle's insurance falls due on 3 Dec: reminded 10 days before (23 Nov, 10:00 IST), by WhatsApp. The second's PUC too, but its customer agreed to nothing.
  for (const [registration, dates] of [['HR 26 WR 0001', { insuranceRenewsOn: '2026-12-03', pucRenewsOn: null }], ['HR 26 WR 0002', { insuranceRenewsOn: null, pucRenewsOn: '2026-12-03' }]] as const) {
    const res = await call(app, manager, serviceHistoryPaths.dates, { method: 'POST', json: { registration, soldOn: null, ...dates } });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  await queueServiceReminders(app.db, createNotifier(app.config, null), new Date('2026-11-23T04:30:00Z'));

  // 5 Dec, 11:00 IST: the first vehicle back for a repair (15 days after its delivery), a chain adjustment declined by the customer on /track;
  // the second back for a paid service, which is no repeat.
  await at('2026-12-05T05:30:00Z');
  const d = await openCard(app, service, walkIn(mobiles.first, { registration: 'HR 26 WR 0001', serviceType: 'repair', complaints: 'Brakes squeal again' }));
  cards.d = await addLine(app, service, d.jobCard.id, { labourCode: 'CHAIN-ADJ' });
  const declined = await app.fetch(workshopPaths.decision, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.1' },
    body: JSON.stringify({ reference: d.jobCard.reference, mobile: mobiles.first, lineId: byCode(cards.d.lines, 'CHAIN-ADJ').id, decision: 'declined' }),
  });
  expect(declined.status, await declined.clone().text()).toBe(200);
  cards.e = await openCard(app, manager, walkIn(mobiles.second, { registration: 'HR 26 WR 0002', serviceType: 'paid' }));
  // 25 Dec: the second back for a repair 35 days after its delivery: too late to count.
  await at('2026-12-25T05:30:00Z');
  cards.g = await openCard(app, manager, walkIn(mobiles.second, { registration: 'HR 26 WR 0002', serviceType: 'repair' }));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('workshop reports', () => {
  it('counts the jobs of each day per showroom, all technicians first, then each', async () => {
    const rows = await report(owner, workshopJobsReport.path, '2026-11-20', '2026-11-20');
    const counts = (r: Row) => [r.day, r.showroom, r.technician, r.jobs, r.free_jobs, r.paid_jobs, r.repair_jobs, r.accident_jobs, r.delivered_jobs];
    const [second, third] = [rows[0]!.showroom, rows.at(-1)!.showroom];
    expect(rows.map(counts)).toEqual([
      ['2026-11-20', second, 'All technicians', '2', '1', '1', '0', '0', '2'],
      ['2026-11-20', second, 'Ravi Mechanic', '1', '0', '1', '0', '0', '1'],
      ['2026-11-20', second, 'Not chosen', '1', '1', '0', '0', '0', '1'],
      ['2026-11-20', third, 'All technicians', '1', '0', '0', '1', '0', '0'],
      ['2026-11-20', third, 'Not chosen', '1', '0', '0', '1', '0', '0'],
    ]);
    expect(second).not.toBe(third);
    // Service and the Manager see their showroom's rows only.
    expect(await report(service, workshopJobsReport.path, '2026-11-20', '2026-11-20')).toEqual(rows.slice(0, 3));
    expect(await report(manager, workshopJobsReport.path, '2026-11-20', '2026-11-20')).toEqual(rows.slice(0, 3));
    // The dates bound the days: the returns of December are not in November.
    expect((await report(owner, workshopJobsReport.path, '2026-12-01', '2026-12-31')).filter((r) => r.technician === 'All technicians').map((r) => [r.day, r.jobs]))
      .toEqual([['2026-12-05', '2'], ['2026-12-25', '1']]);
  });

  it('measures turnaround from the card opened at the counter to Delivered', async () => {
    const rows = ours(await report(owner, workshopTurnaroundReport.path, '2026-11-20', '2026-11-20'));
    expect(rows.map((r) => [r.job_card, r.registration, r.technician, r.service_type, r.arrived_at, r.delivered_at, r.turnaround_hours, r.delivered_on])).toEqual([
      [cards.b!.jobCard.reference, 'HR 26 WR 0002', 'Not chosen', 'Free service', '20 Nov 2026, 11:00 am', '20 Nov 2026, 12:00 pm', '1.0', '2026-11-20'],
      [cards.a!.jobCard.reference, 'HR 26 WR 0001', 'Ravi Mechanic', 'Paid service', '20 Nov 2026, 10:00 am', '20 Nov 2026, 3:30 pm', '5.5', '2026-11-20'],
    ]);
    expect(await report(owner, workshopTurnaroundReport.path, '2026-11-21', '2026-11-30')).toEqual([]);
  });

  it('adds up parts and labour billed before GST, the GST apart, as the bill does', async () => {
    const rows = await report(service, workshopRevenueReport.path, '2026-11-20', '2026-11-20');
    // General service ₹450 at 18%: CGST and SGST ₹40.50 each; two pads at ₹389.99 at 28%: ₹779.98, CGST and SGST ₹109.20 each (109.1972 rounded).
    expect(rows).toEqual([{
      day: '2026-11-20', showroom: rows[0]!.showroom, bills: '1', parts_amount: '779.98', labour_amount: '450.00',
      cgst_amount: '149.70', sgst_amount: '149.70', igst_amount: '0.00', gst_amount: '299.40', total_amount: '1529.38',
    }]);
    const bill = (await (await call(app, service, cardPath(workshopPaths.bill, cards.a!.jobCard.id))).json()) as { totals: { totalPaise: number } };
    expect(bill.totals.totalPaise).toBe(152_938);
    expect(await report(service, workshopRevenueReport.path, '2026-11-21', '2026-12-31')).toEqual([]);
  });

  it('lists the lines declined, with their amount with GST and who declined them', async () => {
    const rows = ours(await report(owner, workshopDeclinedReport.path, '2026-11-01', '2026-12-31'));
    expect(rows.map((r) => [r.declined_on, r.job_card, r.registration, r.customer, r.item, r.code, r.declined_amount, r.declined_by])).toEqual([
      ['2026-11-20', cards.a!.jobCard.reference, 'HR 26 WR 0001', 'Sunita Devi', 'Brake adjustment', 'BRAKE-ADJ', '118.00', 'At the counter: Ravi Mechanic'],
      ['2026-12-05', cards.d!.jobCard.reference, 'HR 26 WR 0001', 'Sunita Devi', 'Chain cleaning and adjustment', 'CHAIN-ADJ', '141.60', 'Customer on /track'],
    ]);
  });

  it('finds a repair back within 30 days of a delivery, not a due service nor one 35 days on', async () => {
    const rows = ours(await report(owner, workshopRepeatsReport.path, '2026-11-01', '2026-12-31'));
    expect(rows).toEqual([{
      back_on: '2026-12-05', job_card: cards.d!.jobCard.reference, registration: 'HR 26 WR 0001', showroom: rows[0]!.showroom, service_type: 'Repair',
      complaints: 'Brakes squeal again', earlier_delivered_on: '2026-11-20', earlier_job_card: cards.a!.jobCard.reference,
      earlier_technician: 'Ravi Mechanic', days_after: '15',
    }]);
    expect(cards.e!.jobCard.registration).toBe('HR 26 WR 0002');
    expect(cards.g!.jobCard.registration).toBe('HR 26 WR 0002');
  });

  it('lists the reminders sent and the visit that followed each', async () => {
    const rows = ours(await report(manager, workshopRemindersReport.path, '2026-11-23', '2026-11-23'));
    expect(rows).toEqual([{
      reminded_on: '2026-11-23', registration: 'HR 26 WR 0001', showroom: rows[0]!.showroom, reminder: 'Insurance renewal', due_on: '2026-12-03',
      days_before: '10', sent_by: 'WhatsApp waiting to send', came_back_on: '2026-12-05', job_card: cards.d!.jobCard.reference,
    }]);
    expect(await report(manager, workshopRemindersReport.path, '2026-11-24', '2026-12-31')).toEqual([]);
  });

  it('is refused to Sales, who see none of the workshop\'s money, and names a bad date', async () => {
    for (const spec of workshopReports) {
      const res = await call(app, sales, spec.path, { method: 'POST', json: { page: 1, limit: 10, fromDate: '2026-11-01', toDate: '2026-12-31' } });
      expect(res.status, spec.id).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(notAllowedMessage);
    }
    const backwards = await call(app, owner, workshopRevenueReport.path, { method: 'POST', json: { fromDate: '2026-12-02', toDate: '2026-12-01' } });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { message: string }).message.startsWith('fromDate: ')).toBe(true);
  });
});
