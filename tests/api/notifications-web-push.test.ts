/**
 * Web Push to staff devices (docs/notifications.md "Web Push"), against a local stand-in of
 * the push service that checks each request's VAPID signature and decrypts its payload with
 * the device's keys: the key pair is made once and kept; a device chooses showrooms and
 * kinds within what its person may see; each matching device gets exactly one push per new
 * lead or booking and the others none (Sales of another showroom); 410 removes the device;
 * 429 and 500 are tried again and the push arrives once; a walk-in entered by staff alerts
 * their colleagues' devices as a visitor's lead does, not the author's own; a crash between
 * queueing and sending, then a restart with two workers: sent once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { appointmentPaths } from '#contract/appointment-api.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { leadStaffAlertPaths, staffAlertLines, type LeadStaffAlerts } from '#contract/lead-staff-alerts.ts';
import { staffPushPaths, type PushSettingsAnswer } from '#contract/staff-push.ts';
import { queueNames } from '../../server/notifications/message-queue.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { book } from '../support/appointments.ts';
import { messageQueueSettled } from '../support/message-queue-settled.ts';
import { startPushServiceStandIn, type PushDevice, type PushServiceStandIn } from '../support/push-service-stand-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';

let clock = new Date('2026-11-23T06:00:00Z');
const now = () => clock;
let push: PushServiceStandIn;
let app: TestApp;
let owner: AdminSession;
let salesThree: AdminSession;
let salesTwo: AdminSession;

beforeAll(async () => {
  push = await startPushServiceStandIn();
  app = await startTestApp({ now, config: { messageRetrySeconds: 1, messageAttempts: 4, pushContact: 'mailto:owner@dealer.example' }, notifications: {} });
  await createAdmin(app.db, 'push-owner', 'Push-Owner-1');
  await createAdmin(app.db, 'push-sales-3', 'Push-Sales-3', { role: 'sales', showroomId: 3 });
  await createAdmin(app.db, 'push-sales-2', 'Push-Sales-2', { role: 'sales', showroomId: 2 });
  owner = await signIn(app, 'push-owner', 'Push-Owner-1');
  salesThree = await signIn(app, 'push-sales-3', 'Push-Sales-3');
  salesTwo = await signIn(app, 'push-sales-2', 'Push-Sales-2');
}, 180_000);
afterAll(async () => {
  await app?.close();
  await push?.close();
});


/** No staff alert waiting, running or due for a retry: the pushes counted afterwards are all there will be. */
function staffAlertsSettled(target: TestApp): Promise<void> {
  return messageQueueSettled(target.db, queueNames.staffAlert);
}

async function settings(session: AdminSession, endpoint?: string): Promise<PushSettingsAnswer> {
  const res = await call(app, session, `${staffPushPaths.settings}${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PushSettingsAnswer;
}

function subscribe(session: AdminSession, device: PushDevice, choice: { showroomIds: number[]; kinds: string[]; unassigned?: boolean }): Promise<Response> {
  return call(app, session, staffPushPaths.subscription, { method: 'PUT', json: { subscription: device.subscription, ...choice } });
}

async function finance(target: TestApp, showroom: number | '', n: number): Promise<string> {
  const id = randomUUID();
  const res = await target.fetch(enquiryKinds.finance.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
    body: JSON.stringify({ ...validBody('finance', n), preferredShowroom: showroom }),
  });
  expect(res.status).toBe(201);
  return id;
}

async function staffAlerts(session: AdminSession, leadId: string): Promise<LeadStaffAlerts> {
  const res = await call(app, session, leadStaffAlertPaths.leadStaffAlerts(leadId));
  expect(res.status).toBe(200);
  return (await res.json()) as LeadStaffAlerts;
}

const delivered = (device: string) => push.requests.filter((r) => r.device === device && r.status === 201);
const pushState = async (db: TestApp['db'], leadId: string) =>
  (await db.query<{ endpoint: string; state: string; attempts: number; last_error: string }>(
    'SELECT endpoint, state, attempts, last_error FROM staff_push_messages WHERE lead_id = $1 ORDER BY endpoint', [leadId],
  )).rows;

describe('VAPID keys and choices', () => {
  it('the key pair is made at the first start and kept: the same key for every person and after a restart', async () => {
    const first = await settings(owner);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await settings(salesThree)).publicKey).toBe(first.publicKey);
    const stored = (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM server_keys WHERE name = 'vapid'`)).rows;
    expect(stored).toEqual([{ n: 1 }]);
    const restarted = await startTestApp({ now, sharing: app, notifications: { worker: false } });
    try {
      const again = (await (await call(restarted, owner, staffPushPaths.settings)).json()) as PushSettingsAnswer;
      expect(again.publicKey).toBe(first.publicKey);
    } finally {
      await restarted.close();
    }
  });

  it('each person chooses only the showrooms their role shows; bad bodies are 400s naming the field', async () => {
    expect((await settings(owner))).toMatchObject({ showroomIds: [1, 2, 3, 4], unassignedAllowed: true, current: null });
    expect((await settings(salesThree))).toMatchObject({ showroomIds: [3], unassignedAllowed: false, current: null });
    const device = push.device('sales-3-wrong');
    const other = await subscribe(salesThree, device, { showroomIds: [2], kinds: ['finance'] });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { message: string }).message).toContain('showroomIds');
    const unassigned = await subscribe(salesThree, device, { showroomIds: [3], kinds: ['finance'], unassigned: true });
    expect(unassigned.status).toBe(400);
    expect(((await unassigned.json()) as { message: string }).message).toContain('unassigned');
    const noKinds = await subscribe(salesThree, device, { showroomIds: [3], kinds: [] });
    expect(noKinds.status).toBe(400);
    expect(((await noKinds.json()) as { message: string }).message).toContain('kinds');
    const badKeys = await call(app, salesThree, staffPushPaths.subscription, {
      method: 'PUT', json: { subscription: { endpoint: device.subscription.endpoint, keys: { p256dh: 'x', auth: 'y' } }, showroomIds: [3], kinds: ['finance'] },
    });
    expect(badKeys.status).toBe(400);
    expect(((await badKeys.json()) as { message: string }).message).toBe('subscription.keys.p256dh: must be the browser key');
    const rows = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_push_subscriptions')).rows;
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('sending', () => {
  let ownerDevice: PushDevice;
  let threeDevice: PushDevice;
  let twoDevice: PushDevice;

  beforeAll(async () => {
    ownerDevice = push.device('owner-tablet');
    threeDevice = push.device('sales-3-phone');
    twoDevice = push.device('sales-2-phone');
    expect((await subscribe(owner, ownerDevice, { showroomIds: [1, 2, 3, 4], kinds: ['finance', 'booking'], unassigned: true })).status).toBe(200);
    expect((await subscribe(salesThree, threeDevice, { showroomIds: [3], kinds: ['finance', 'booking'] })).status).toBe(200);
    expect((await subscribe(salesTwo, twoDevice, { showroomIds: [2], kinds: ['finance'] })).status).toBe(200);
  });

  it('the right devices get exactly one push per lead, signed and readable; Sales of another showroom gets none', async () => {
    expect((await settings(salesThree, threeDevice.subscription.endpoint)).current).toEqual({ showroomIds: [3], kinds: ['finance', 'booking'], unassigned: false });
    clock = new Date(clock.getTime() + 60_000);
    const lead = await finance(app, 3, 8101);
    await until(() => delivered('sales-3-phone').length + delivered('owner-tablet').length, (n) => n >= 2);
    await staffAlertsSettled(app);
    expect(delivered('owner-tablet')).toHaveLength(1);
    expect(delivered('sales-3-phone')).toHaveLength(1);
    expect(push.requests.filter((r) => r.device === 'sales-2-phone')).toHaveLength(0);
    const [request] = delivered('sales-3-phone');
    expect(request?.vapidValid).toBe(true);
    expect(request?.vapidKey).toBe((await settings(owner)).publicKey);
    expect(request?.ttl).toBe('3600');
    expect(request?.payload).toEqual({
      title: 'New lead: Test Customer 8101', body: expect.stringMatching(/^Finance enquiry · .+ · .+$/) as unknown, url: `/admin/leads/${lead}`, tag: `lead-${lead}`,
    });
    // No mobile or e-mail on a lock screen. The lead's id (pinned above) is left out: a
    // random UUID's hex holds ten digits in a row in about one lead in forty.
    expect(JSON.stringify(request?.payload).replaceAll(lead, '')).not.toMatch(/\d{10}|@/);
    expect((await pushState(app.db, lead)).map((r) => r.state)).toEqual(['sent', 'sent']);
  });

  it('a booking reaches the devices that chose bookings; a lead with no showroom only those that see such leads', async () => {
    clock = new Date(clock.getTime() + 60_000);
    const before = push.requests.length;
    const res = await book(app, { showroomId: 3, date: '2026-11-25', time: '11:00' });
    expect(res.status).toBe(201);
    await until(() => push.requests.slice(before).filter((r) => r.status === 201).length, (n) => n >= 2);
    const nowhere = await finance(app, '', 8102);
    await until(() => push.requests.slice(before).filter((r) => r.status === 201).length, (n) => n >= 3);
    await staffAlertsSettled(app);
    const got = push.requests.slice(before).map((r) => [r.device, (r.payload?.url as string).split('/').pop()]);
    expect(got.sort()).toEqual([['owner-tablet', nowhere], ['owner-tablet', res.id], ['sales-3-phone', res.id]].sort());
    expect(push.requests.slice(before).find((r) => r.payload?.url === `/admin/leads/${res.id}`)?.payload?.title).toMatch(/^New booking: /);
  });

  it('410 from the push service removes the device; 429 and 500 are tried again and the push arrives once', async () => {
    push.script('sales-2-phone', '410');
    push.script('sales-3-phone', '429:1', '500');
    clock = new Date(clock.getTime() + 60_000);
    const atTwo = await finance(app, 2, 8103);
    const atThree = await finance(app, 3, 8104);
    const gone = await until(() => pushState(app.db, atTwo), (rows) => rows.some((r) => r.endpoint.endsWith('sales-2-phone') && r.state === 'failed'));
    expect(gone.find((r) => r.endpoint.endsWith('sales-2-phone'))?.last_error).toContain('no longer takes alerts');
    expect((await app.db.query('SELECT 1 FROM staff_push_subscriptions WHERE endpoint = $1', [twoDevice.subscription.endpoint])).rows).toHaveLength(0);
    expect((await settings(salesTwo, twoDevice.subscription.endpoint)).current).toBeNull();
    // On the lead's page: the device that is gone, with the push service's reason.
    const onPage = await until(() => staffAlerts(owner, atTwo), (a) => a.sent === 1);
    expect(onPage).toMatchObject({ devices: 2, sent: 1, waiting: 0, failed: 1 });
    expect(onPage.reasons).toEqual([expect.stringContaining('no longer takes alerts')]);
    expect(staffAlertLines(onPage).slice(1)).toEqual(['Alert not delivered to 1 staff device.', `Why: ${onPage.reasons[0] ?? ''}`]);
    const retried = await until(() => pushState(app.db, atThree), (rows) => rows.find((r) => r.endpoint.endsWith('sales-3-phone'))?.state === 'sent', { giveUpAfterMs: 30_000 });
    expect(retried.find((r) => r.endpoint.endsWith('sales-3-phone'))).toMatchObject({ state: 'sent', attempts: 3 });
    await staffAlertsSettled(app);
    const toThree = push.requests.filter((r) => r.device === 'sales-3-phone' && r.payload?.url === `/admin/leads/${atThree}`);
    expect(toThree.map((r) => r.status)).toEqual([429, 500, 201]);
    // The next lead at showroom 2 queues nothing for the removed device.
    const later = await finance(app, 2, 8105);
    expect((await pushState(app.db, later)).map((r) => r.endpoint)).toEqual([ownerDevice.subscription.endpoint]);
  }, 45_000);

  it('switching off removes only this person\'s own device', async () => {
    const off = (session: AdminSession, endpoint: string) => call(app, session, `${staffPushPaths.subscription}?endpoint=${encodeURIComponent(endpoint)}`, { method: 'DELETE' });
    const res = await off(salesTwo, threeDevice.subscription.endpoint);
    expect(res.status).toBe(200);
    expect((await settings(salesThree, threeDevice.subscription.endpoint)).current).not.toBeNull();
    const own = await off(salesThree, threeDevice.subscription.endpoint);
    expect(own.status).toBe(200);
    expect((await settings(salesThree, threeDevice.subscription.endpoint)).current).toBeNull();
    const bad = await off(salesThree, 'not a url');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('endpoint');
  });
});

describe('walk-ins entered by staff', () => {
  async function walkIn(session: AdminSession, showroomId: number, name: string, mobile: string, purpose = 'service'): Promise<string> {
    const id = randomUUID();
    const res = await call(app, session, appointmentPaths.walkIn, {
      method: 'POST', headers: { [idempotencyHeader]: id }, json: { showroomId, purpose, name, mobile },
    });
    expect(res.status).toBe(201);
    return id;
  }
  const toLead = (device: string, lead: string) => push.requests.filter((r) => r.device === device && r.payload?.url === `/admin/leads/${lead}`);

  it('alert the colleagues who may see the showroom and chose the kind, never the author\'s own devices; queued with the walk-in', async () => {
    const ownerPhone = push.device('owner-phone');
    const threeTablet = push.device('sales-3-tablet');
    const twoTablet = push.device('sales-2-tablet');
    expect((await subscribe(owner, ownerPhone, { showroomIds: [1, 2, 3, 4], kinds: ['service'] })).status).toBe(200);
    expect((await subscribe(salesThree, threeTablet, { showroomIds: [3], kinds: ['service'] })).status).toBe(200);
    expect((await subscribe(salesTwo, twoTablet, { showroomIds: [2], kinds: ['service'] })).status).toBe(200);
    clock = new Date(clock.getTime() + 60_000);

    const bySales = await walkIn(salesThree, 3, 'Meena Iyer', '9876508301');
    // The rows and their jobs exist once the walk-in is answered: written in its transaction.
    expect((await pushState(app.db, bySales)).map((r) => r.endpoint)).toEqual([ownerPhone.subscription.endpoint]);
    const jobs = (await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'messageId' IN (SELECT id::text FROM staff_push_messages WHERE lead_id = $1)`, [bySales],
    )).rows;
    expect(jobs).toEqual([{ n: 1 }]);

    const byOwner = await walkIn(owner, 3, 'Farhan Ali', '9876508302');
    expect((await pushState(app.db, byOwner)).map((r) => r.endpoint)).toEqual([threeTablet.subscription.endpoint]);

    await until(() => toLead('owner-phone', bySales).length + toLead('sales-3-tablet', byOwner).length, (n) => n >= 2);
    await staffAlertsSettled(app);
    expect(toLead('owner-phone', bySales).map((r) => r.status)).toEqual([201]);
    expect(toLead('owner-phone', bySales)[0]?.payload).toMatchObject({ title: 'New lead: Meena Iyer', body: expect.stringMatching(/^Service booking · .+$/) as unknown });
    expect(toLead('sales-3-tablet', byOwner).map((r) => r.status)).toEqual([201]);
    expect(toLead('sales-3-tablet', bySales)).toHaveLength(0);
    expect(toLead('owner-phone', byOwner)).toHaveLength(0);
    expect(push.requests.filter((r) => r.device === 'sales-2-tablet')).toHaveLength(0);
    expect((await pushState(app.db, bySales)).map((r) => r.state)).toEqual(['sent']);

    // The lead's page says it in words, to those who may see the lead; to others it is unknown.
    const alerts = await staffAlerts(salesThree, bySales);
    expect(alerts).toEqual({ devices: 1, sent: 1, waiting: 0, failed: 0, lastSentAt: clock.toISOString(), reasons: [] });
    expect(staffAlertLines(alerts)).toEqual([`Alert sent to 1 staff device, ${formatIstDateTime(clock)}.`]);
    expect(formatIstDateTime(clock)).toMatch(/^23 Nov 2026, \d{1,2}:\d{2} (am|pm)$/);
    expect((await call(app, salesTwo, leadStaffAlertPaths.leadStaffAlerts(bySales))).status).toBe(404);
    expect((await call(app, owner, leadStaffAlertPaths.leadStaffAlerts('not-a-lead'))).status).toBe(404);
    // A test ride: no device chose those.
    const none = await walkIn(salesTwo, 2, 'Ravi Kumar', '9876508303', 'test-ride');
    expect(staffAlertLines(await staffAlerts(owner, none))).toEqual(['No staff device was alerted: none had switched alerts on for this lead.']);
  }, 45_000);
});

describe('crash between queueing and sending', () => {
  it('queued by a process that stopped before sending, sent once after the restart, even with two workers', async () => {
    const crashed = push.device('after-crash');
    const first = await startTestApp({ now, config: { messageRetrySeconds: 1 }, notifications: { worker: false } });
    try {
      await createAdmin(first.db, 'crash-owner', 'Crash-Owner-1');
      const session = await signIn(first, 'crash-owner', 'Crash-Owner-1');
      const saved = await call(first, session, staffPushPaths.subscription, { method: 'PUT', json: { subscription: crashed.subscription, showroomIds: [1], kinds: ['finance'] } });
      expect(saved.status).toBe(200);
      const lead = await finance(first, 1, 8201);
      expect((await pushState(first.db, lead)).map((r) => r.state)).toEqual(['queued']);
      const jobs = (await first.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'messageId' = (SELECT id::text FROM staff_push_messages WHERE lead_id = $1)`, [lead])).rows;
      expect(jobs).toEqual([{ n: 1 }]);
      await first.notifications?.stop();
      expect(push.requests.filter((r) => r.device === 'after-crash')).toHaveLength(0);
      const second = await startTestApp({ now, sharing: first, notifications: {} });
      const third = await startTestApp({ now, sharing: first, notifications: {} });
      try {
        await until(() => delivered('after-crash').length, (n) => n >= 1);
        await staffAlertsSettled(first);
        expect(push.requests.filter((r) => r.device === 'after-crash').map((r) => r.status)).toEqual([201]);
        expect(await pushState(first.db, lead)).toMatchObject([{ state: 'sent', attempts: 1 }]);
      } finally {
        await third.close();
        await second.close();
      }
    } finally {
      await first.close();
    }
  }, 60_000);
});
