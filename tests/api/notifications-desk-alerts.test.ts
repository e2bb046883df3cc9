/**
 * GET /api/leads/alerts (docs/notifications.md): the leads that came in since the desk
 * last asked, only those the person may see (Owners all; Sales their showroom's; Managers
 * theirs and those without a showroom), a booking marked as one; a bad `since` is a 400.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { deskAlertPaths, type DeskAlertAnswer } from '#contract/desk-alerts.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { book } from '../support/appointments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { referencePattern } from '#contract/lead-reference.ts';

let clock = new Date('2026-11-23T06:00:00Z');
let app: TestApp;
let owner: AdminSession;
let sales: AdminSession;
let manager: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  await createAdmin(app.db, 'alert-owner', 'Alert-Owner-1');
  await createAdmin(app.db, 'alert-sales', 'Alert-Sales-1', { role: 'sales', showroomId: 3 });
  await createAdmin(app.db, 'alert-manager', 'Alert-Manager-1', { role: 'manager', showroomId: 2 });
  owner = await signIn(app, 'alert-owner', 'Alert-Owner-1');
  sales = await signIn(app, 'alert-sales', 'Alert-Sales-1');
  manager = await signIn(app, 'alert-manager', 'Alert-Manager-1');
});
afterAll(async () => {
  await app?.close();
});

async function finance(showroom: number | '', n: number): Promise<string> {
  const id = randomUUID();
  const res = await app.fetch(enquiryKinds.finance.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
    body: JSON.stringify({ ...validBody('finance', n), preferredShowroom: showroom }),
  });
  expect(res.status).toBe(201);
  return id;
}

async function alerts(session: AdminSession, since: string): Promise<DeskAlertAnswer> {
  const res = await call(app, session, `${deskAlertPaths.alerts}?since=${encodeURIComponent(since)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DeskAlertAnswer;
}

describe('desk alerts', () => {
  it('each person gets the new leads they may see, newest first, with the server time for the next ask', async () => {
    const start = clock.toISOString();
    clock = new Date(clock.getTime() + 60_000);
    const atThree = await finance(3, 7001);
    clock = new Date(clock.getTime() + 1000);
    const atTwo = await finance(2, 7002);
    clock = new Date(clock.getTime() + 1000);
    const nowhere = await finance('', 7003);
    clock = new Date(clock.getTime() + 1000);

    const all = await alerts(owner, start);
    expect(all.now).toBe(clock.toISOString());
    expect(all.leads.map((l) => l.id)).toEqual([nowhere, atTwo, atThree]);
    expect(all.leads[2]).toMatchObject({ kind: 'finance', name: 'Test Customer 7001', showroomId: 3, booking: false });
    expect(all.leads[2]?.reference).toMatch(referencePattern);
    expect((await alerts(sales, start)).leads.map((l) => l.id)).toEqual([atThree]);
    expect((await alerts(manager, start)).leads.map((l) => l.id)).toEqual([nowhere, atTwo]);
  });

  it('a booking is marked as one', async () => {
    const since = clock.toISOString();
    clock = new Date(clock.getTime() + 20_000);
    const res = await book(app, { showroomId: 3, date: '2026-11-25', time: '11:00' });
    expect(res.status).toBe(201);
    const answer = await alerts(sales, since);
    expect(answer.leads.find((l) => l.id === res.id)).toMatchObject({ booking: true, kind: 'product' });
  });

  it('asks reach back at most 15 minutes; a bad time is a 400 and a missing session a 401', async () => {
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await alerts(owner, '2000-01-01T00:00:00Z')).leads).toEqual([]);
    const bad = await call(app, owner, `${deskAlertPaths.alerts}?since=yesterday`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('since');
    expect((await app.fetch(`${deskAlertPaths.alerts}?since=${encodeURIComponent(clock.toISOString())}`)).status).toBe(401);
  });
});
