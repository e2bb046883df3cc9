/**
 * A Service account's day (docs/roles.md "Service"): made in Manage > Staff by a Manager of
 * its showroom, it signs in, opens a walk-in's job card, is its technician, adds the work,
 * records the customer's decision at the counter, moves the card to Ready, bills it and
 * takes the day's bills for the accounts; and it reaches nothing else: no lead (not by the
 * desk, the device sync or being given one), no appointment, stock, payment, report, price
 * list change or staff account. The database holds the role and its showroom too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { appointmentPaths } from '#contract/appointment-api.ts';
import { leadAssignMessages } from '#contract/lead-assign.ts';
import { leadPaths, type StaffRecord } from '#contract/lead-api.ts';
import { notAllowedMessage, staffRoleMessages } from '#contract/staff-roles.ts';
import { stockPaths } from '#contract/stock.ts';
import { billPaths, type BillExportRow } from '#contract/workshop-bill.ts';
import { technicianPaths, type Technician } from '#contract/workshop-technicians.ts';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { call, signIn, type AdminSession } from '../support/admin-session.ts';
import { postEvent, eventBody, submitEnquiry } from '../support/lead-desk.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { advance, cardPath, importParts, openCard, walkIn } from '../support/workshop.ts';

const clock = new Date('2026-11-23T05:30:00Z');
const account = { userId: 'ravi.service', userName: 'Ravi Mechanic', mobileNo: '9811090001', password: 'Ravi-Service-2026' };
let app: TestApp;
let manager: AdminSession;
let service: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  ({ manager } = await signInStockStaff(app, 'svc', 2));
  const csv = 'Part Number,Name,HSN,Price,GST Rate\n94109-06000,Engine oil 0.9 L,27101980,389.99,18';
  expect((await importParts(app, manager, csv)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('a Service account is made in Manage > Staff', () => {
  it('needs a showroom, in the API and in the database', async () => {
    const none = await call(app, manager, leadPaths.staff, { method: 'POST', json: { ...account, role: 'service', showroomIds: [] } });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ message: staffRoleMessages.needsShowroom });
    await expect(app.db.query("UPDATE admins SET role = 'service', showroom_ids = '{}' WHERE user_id = 'svc-sales'"))
      .rejects.toThrow(/admins_service_has_showroom/);
    await expect(app.db.query("UPDATE admins SET role = 'cleaner' WHERE user_id = 'svc-sales'")).rejects.toThrow(/admins_role_check/);
  });

  it('by a Manager of its showroom, and signs in as Service', async () => {
    const res = await call(app, manager, leadPaths.staff, { method: 'POST', json: { ...account, role: 'service', showroomIds: [2] } });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({ userId: account.userId, role: 'service', showroomIds: [2] } satisfies Partial<StaffRecord>);
    service = await signIn(app, account.userId, account.password);
    const me = await call(app, service, adminApiPaths.me);
    expect(await me.json()).toMatchObject({ role: 'service', showroom_ids: [2] });
  });
});

describe('a Service account\'s day', () => {
  let card: JobCardAnswer;

  it('opens a walk-in\'s job card with itself as the technician', async () => {
    const technicians = await call(app, service, `${technicianPaths.technicians}?showroom=2`);
    expect(((await technicians.json()) as { data: Technician[] }).data).toContainEqual({ userId: account.userId, name: account.userName });
    card = await openCard(app, service, walkIn('9811090002', { technicianId: account.userId }));
    expect(card.jobCard).toMatchObject({ showroomId: 2, technicianId: account.userId, stage: 'waiting' });
  });

  it('adds the work from the lists, records the decisions, bills it at Ready', async () => {
    const labour = await call(app, service, workshopPaths.labour);
    expect(labour.status).toBe(200);
    const parts = await call(app, service, workshopPaths.parts);
    expect(((await parts.json()) as { data: { partNumber: string }[] }).data.map((p) => p.partNumber)).toContain('94109-06000');
    for (const body of [{ labourCode: 'GEN-SERVICE' }, { partNumber: '94109-06000', qty: 1 }]) {
      const res = await call(app, service, cardPath(workshopPaths.lines, card.jobCard.id), { method: 'POST', json: body });
      expect(res.status, await res.clone().text()).toBe(201);
      card = (await res.json()) as JobCardAnswer;
    }
    const [service1, oil] = card.lines;
    for (const [line, decision] of [[service1!, 'approved'], [oil!, 'declined']] as const) {
      const res = await call(app, service, cardPath(workshopPaths.lineDecision, card.jobCard.id, line.id), { method: 'POST', json: { decision } });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const fresh = (await (await call(app, service, cardPath(workshopPaths.jobCard, card.jobCard.id))).json()) as JobCardAnswer;
    card = await advance(app, service, fresh, ['in_bay', 'final_inspection', 'washing', 'ready']);
    const bill = await call(app, service, cardPath(workshopPaths.bill, card.jobCard.id), { method: 'POST' });
    expect(bill.status, await bill.clone().text()).toBe(201);
    const made = (await bill.json()) as { invoiceNumber: string; lines: { code: string }[]; totals: { totalPaise: number } };
    expect(made.invoiceNumber).toMatch(/^WS\/2026-27\/\d{6}$/);
    expect(made.lines.map((l) => l.code)).toEqual(['GEN-SERVICE']);
  });

  it('takes the day\'s bills of its showroom for the accounts', async () => {
    const res = await call(app, service, `${billPaths.bills}?from=2026-11-23&to=2026-11-23`);
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { data: BillExportRow[] }).data;
    expect(rows.length).toBe(1);
    expect(rows[0]).toMatchObject({ reference: card.jobCard.reference, description: 'General service' });
  });
});

describe('and nothing else of the business', () => {
  it('gets no lead: not from the desk, the sync or the dashboard, and none can be given to it', async () => {
    const leadId = await submitEnquiry(app, 'finance', { preferredShowroom: '2' });
    for (const path of [leadPaths.list, `${leadPaths.changes}?since=0`, leadPaths.summary, adminApiPaths.dashboard]) {
      const res = await call(app, service, path);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ message: notAllowedMessage });
    }
    const given = await postEvent(app, manager, leadId, eventBody({ type: 'assign', data: { ownerId: account.userId } }, 0));
    expect(given.status).toBe(400);
    expect(((await given.json()) as { message: string }).message).toMatch(new RegExp(`^${leadAssignMessages.ownerCannotSee(account.userName, 'X').split(' X')[0]!}`));
    const owner = await app.db.query<{ owner_id: string | null }>('SELECT owner_id FROM leads WHERE id = $1', [leadId]);
    expect(owner.rows[0]!.owner_id).toBeNull();
  });

  it('is refused appointments, stock, payments, reports, the price lists\' changes and staff accounts', async () => {
    for (const [method, path, json] of [
      ['GET', `${appointmentPaths.day}?showroom=2&date=2026-11-23`, undefined],
      ['GET', stockPaths.vehicles, undefined],
      ['GET', '/api/admin/stock/bookings', undefined],
      ['GET', '/api/admin/bookings/1/ledger', undefined],
      ['POST', '/api/financeReports', {}],
      ['GET', adminApiPaths.managePrice, undefined],
      ['POST', workshopPaths.partsImport, { csv: 'Part Number,Name,HSN,Price,GST Rate\n1,Oil,2710,1,18', apply: true }],
      ['GET', leadPaths.staff, undefined],
    ] as const) {
      const res = await call(app, service, path, { method, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ message: notAllowedMessage });
    }
    const listed = await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM parts_price_list WHERE part_number = '1'");
    expect(listed.rows[0]!.n).toBe(0);
  });
});
