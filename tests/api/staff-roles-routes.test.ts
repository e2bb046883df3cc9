/**
 * Every admin route and the permission it needs, as one table, walked for each role
 * (requirements 10, roles): a role without the permission gets 403 with the plain-words
 * refusal before anything is read or changed; a role with it gets past the check. The
 * routes are read from the app itself: a route behind the session guard that is missing
 * from the table fails this test, and so does a table entry with no route. The Service
 * column is written out as well (what a Service account may reach, route by route), so a
 * permission given to Service by a change of the role table fails here until it is meant.
 */
import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { leadPaths } from '#contract/lead-api.ts';
import { allReports, reportPermission } from '#contract/reports.ts';
import { notAllowedMessage, roleMay, staffRoles, type StaffPermission, type StaffRole } from '#contract/staff-roles.ts';
import { workshopPaths, workshopMessages, type JobCardAnswer } from '#contract/workshop.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { cardPath, openCard, walkIn } from '../support/workshop.ts';

/** 'signed-in': any live session (the person's own account); otherwise the permission of src/contract/staff-roles.ts. */
type Need = StaffPermission | 'signed-in';

const reportRoutes = Object.fromEntries(allReports.map((r) => [`POST ${r.path}`, reportPermission(r)])) as Record<string, Need>;

const adminRoutes: Record<string, Need> = {
  'GET /api/me': 'signed-in',
  'PATCH /api/profile/:userId': 'signed-in',
  'PATCH /api/profile/password/:userId': 'signed-in',
  'GET /api/profile/digest/:userId': 'signed-in',
  'PUT /api/profile/digest/:userId': 'signed-in',
  'GET /api/dashboard': 'leads',
  ...reportRoutes,
  'GET /api/resumes/:id': 'reports',
  'GET /api/managePrice': 'prices',
  'PATCH /api/managePrice/:bikeName': 'prices',
  'GET /api/manageAccessories': 'prices',
  'PATCH /api/manageAccessories/:id': 'prices',
  'GET /api/bikes_admin': 'catalogue',
  'PATCH /api/bikes/:id/status': 'catalogue',
  'GET /api/scooters_admin': 'catalogue',
  'PATCH /api/scooters/:id/status': 'catalogue',
  'GET /api/ev_admin': 'catalogue',
  'PATCH /api/ev/:id/status': 'catalogue',
  'POST /api/createOffers': 'catalogue',
  'DELETE /api/deleteOffers/:id': 'catalogue',
  'POST /api/galleryupload': 'catalogue',
  'DELETE /api/deleteGalleryImg/:id': 'catalogue',
  'POST /api/admin/media/images': 'catalogue',
  'POST /api/admin/media/frames': 'catalogue',
  'POST /api/admin/media/brochures': 'catalogue',
  'PATCH /api/admin/variants/:id/price': 'prices',
  'GET /api/admin/catalogue': 'catalogue',
  'POST /api/admin/catalogue': 'catalogue',
  'GET /api/admin/catalogue/:id': 'catalogue',
  'PUT /api/admin/catalogue/:id': 'catalogue',
  'DELETE /api/admin/catalogue/:id/draft': 'catalogue',
  'POST /api/admin/catalogue/:id/publish': 'catalogue',
  'POST /api/admin/catalogue/:id/hide': 'catalogue',
  'POST /api/admin/catalogue/:id/move': 'catalogue',
  'POST /api/admin/catalogue/:id/unhide': 'catalogue',
  'GET /api/admin/catalogue/:id/publishes': 'catalogue',
  'GET /api/admin/catalogue-export': 'catalogue',
  'POST /api/admin/catalogue-import': 'catalogue',
  'GET /api/admin/catalogue-import': 'catalogue',
  'GET /api/admin/catalogue-import/:id': 'catalogue',
  'GET /api/admin/appointments': 'appointments',
  'GET /api/admin/appointments/:id': 'appointments',
  'POST /api/admin/appointments/:id/changes': 'appointments',
  'POST /api/admin/appointments/walk-in': 'appointments',
  'GET /api/admin/appointment-schedules': 'appointments',
  'PUT /api/admin/appointment-schedules/:showroomId': 'site',
  'GET /api/admin/onroad-rates': 'prices',
  'PUT /api/admin/onroad-rates/bands/:schedule/:powertrain': 'prices',
  'PUT /api/admin/onroad-rates/charges': 'prices',
  'PUT /api/admin/onroad-rates/settings': 'prices',
  'PUT /api/admin/onroad-rates/subsidies': 'prices',
  'PUT /api/admin/onroad-rates/models/:id': 'prices',
  'PUT /api/admin/onroad-rates/models/:id/options': 'prices',
  'GET /api/admin/site': 'site',
  'PUT /api/admin/site': 'site',
  'POST /api/admin/site/logo': 'site',
  'GET /api/leads/changes': 'leads',
  'GET /api/leads/summary': 'leads',
  'GET /api/leads': 'leads',
  'POST /api/leads/:leadId/events': 'leads',
  'GET /api/leads/:leadId/messages': 'leads',
  'GET /api/leads/:leadId/staff-alerts': 'leads',
  'GET /api/leads/alerts': 'leads',
  'GET /api/push/settings': 'leads',
  'PUT /api/push/subscription': 'leads',
  'DELETE /api/push/subscription': 'leads',
  'GET /api/admin/messages': 'site',
  'PUT /api/admin/messages/:channel': 'site',
  'POST /api/admin/messages/:channel/test': 'site',
  'GET /api/admin/vehicle-step-messages': 'site',
  'PUT /api/admin/vehicle-step-messages': 'site',
  'GET /api/admin/stock/vehicles': 'stock',
  'POST /api/admin/stock/vehicles': 'changeStock',
  'GET /api/admin/stock/kinds': 'stock',
  'GET /api/admin/stock/vehicles/:id': 'stock',
  'POST /api/admin/stock/vehicles/:id/status': 'changeStock',
  'POST /api/admin/stock/vehicles/:id/transfer': 'changeStock',
  'POST /api/admin/stock/receive': 'changeStock',
  'POST /api/admin/stock/intake': 'changeStock',
  'GET /api/admin/stock/changes': 'stock',
  'GET /api/admin/stock/bookings': 'stock',
  'POST /api/admin/stock/bookings': 'stock',
  'GET /api/admin/stock/bookings/:id': 'stock',
  'POST /api/admin/stock/bookings/:id/state': 'stock',
  'POST /api/admin/stock/bookings/:id/allot': 'changeStock',
  'GET /api/admin/stock/bookings/:id/checklist': 'stock',
  'PUT /api/admin/stock/bookings/:id/checklist/:key': 'stock',
  'POST /api/admin/stock/bookings/:id/checklist/:key/photo': 'stock',
  'GET /api/admin/stock/checklist-items': 'changeStock',
  'POST /api/admin/stock/checklist-items': 'changeStock',
  'PATCH /api/admin/stock/checklist-items/:key': 'changeStock',
  'GET /api/admin/stock/overrides': 'changeStock',
  'GET /api/admin/stock/settings': 'stock',
  'PUT /api/admin/stock/settings': 'site',
  'GET /api/admin/workshop/job-cards': 'workshop',
  'POST /api/admin/workshop/job-cards': 'workshop',
  'GET /api/admin/workshop/job-cards/:id': 'workshop',
  'POST /api/admin/workshop/job-cards/:id/stage': 'workshop',
  'POST /api/admin/workshop/job-cards/:id/lines': 'workshop',
  'POST /api/admin/workshop/job-cards/:id/lines/:lineId/decision': 'workshop',
  'GET /api/admin/workshop/job-cards/:id/bill': 'workshop',
  'POST /api/admin/workshop/job-cards/:id/bill': 'workshop',
  'GET /api/admin/workshop/bills': 'workshop',
  'GET /api/admin/workshop/technicians': 'workshop',
  'POST /api/admin/workshop/job-cards/:id/technician': 'workshop',
  'POST /api/admin/workshop/job-cards/:id/photos': 'workshop',
  'DELETE /api/admin/workshop/job-cards/:id/photos/:photoId': 'workshop',
  'GET /api/admin/workshop/parts': 'workshop',
  'POST /api/admin/workshop/parts/import': 'workshopPrices',
  'GET /api/admin/workshop/labour': 'workshop',
  'POST /api/admin/workshop/labour': 'workshopPrices',
  'PUT /api/admin/workshop/labour/:code': 'workshopPrices',
  'GET /api/admin/workshop/service-schedules': 'workshop',
  'PUT /api/admin/workshop/service-schedules/:modelId': 'workshopPrices',
  'GET /api/admin/workshop/vehicles/history': 'workshop',
  'POST /api/admin/workshop/vehicles/dates': 'workshop',
  'GET /api/admin/workshop/reminders/settings': 'workshop',
  'PUT /api/admin/workshop/reminders/settings': 'workshopPrices',
  'GET /api/admin/workshop/calls': 'workshop',
  'POST /api/admin/workshop/calls/results': 'workshop',
  'GET /api/admin/bookings/:id/ledger': 'payments',
  'POST /api/admin/bookings/:id/ledger': 'payments',
  'POST /api/admin/bookings/:id/refunds': 'refunds',
  'GET /api/admin/payments/booking-amounts': 'prices',
  'PUT /api/admin/payments/booking-amounts/:modelId': 'prices',
  'POST /api/admin/payments/refunds-needing-attention/:refundId/dealt-with': 'refunds',
  'GET /api/admin/payments/gateway-keys': 'paymentKeys',
  'PUT /api/admin/payments/gateway-keys': 'paymentKeys',
  'DELETE /api/admin/payments/gateway-keys': 'paymentKeys',
  'POST /api/admin/payments/gateway-keys/test': 'paymentKeys',
  'GET /api/staff': 'staff',
  'POST /api/staff': 'staff',
  'PATCH /api/staff/:userId': 'staff',
  'PATCH /api/staff/:userId/status': 'staff',
};

/**
 * The Service column: the routes a Service account may reach, everything else a 403. Its
 * own account, and the workshop of its showrooms; not the price lists' changes, no lead,
 * appointment, stock, payment, price, catalogue, site or staff route, and of the reports only the workshop's.
 */
const serviceMay = new Set([
  'GET /api/me',
  'PATCH /api/profile/:userId',
  'PATCH /api/profile/password/:userId',
  'GET /api/profile/digest/:userId',
  'PUT /api/profile/digest/:userId',
  'GET /api/admin/workshop/job-cards',
  'POST /api/admin/workshop/job-cards',
  'GET /api/admin/workshop/job-cards/:id',
  'POST /api/admin/workshop/job-cards/:id/stage',
  'POST /api/admin/workshop/job-cards/:id/lines',
  'POST /api/admin/workshop/job-cards/:id/lines/:lineId/decision',
  'GET /api/admin/workshop/job-cards/:id/bill',
  'POST /api/admin/workshop/job-cards/:id/bill',
  'GET /api/admin/workshop/bills',
  'GET /api/admin/workshop/technicians',
  'POST /api/admin/workshop/job-cards/:id/technician',
  'POST /api/admin/workshop/job-cards/:id/photos',
  'DELETE /api/admin/workshop/job-cards/:id/photos/:photoId',
  'GET /api/admin/workshop/parts',
  'GET /api/admin/workshop/labour',
  'GET /api/admin/workshop/service-schedules',
  'GET /api/admin/workshop/vehicles/history',
  'POST /api/admin/workshop/vehicles/dates',
  'GET /api/admin/workshop/reminders/settings',
  'GET /api/admin/workshop/calls',
  'POST /api/admin/workshop/calls/results',
  // The workshop's reports, of its showrooms' job cards (docs/workshop.md "Reports").
  'POST /api/admin/reports/workshop-jobs',
  'POST /api/admin/reports/workshop-turnaround',
  'POST /api/admin/reports/workshop-revenue',
  'POST /api/admin/reports/workshop-declined',
  'POST /api/admin/reports/workshop-repeats',
  'POST /api/admin/reports/workshop-reminders',
]);

/** A value for each path parameter: real enough to reach the handler, harmless when it does. */
const sampleParams: Record<string, string> = {
  userId: 'nobody-here',
  bikeName: 'No Such Model',
  id: '999999',
  leadId: '00000000-0000-4000-8000-000000000000',
  schedule: 'no-such-schedule',
  powertrain: 'ice',
  channel: 'sms',
};

function samplePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(sampleParams[name] ?? 'x'));
}

/** Every route behind the session guard, as 'METHOD /path', read from the app's routers. */
function guardedRoutes(app: TestApp): string[] {
  const found: string[] = [];
  for (const middleware of app.koa.middleware as ((...args: never[]) => unknown)[]) {
    const router = (middleware as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      if (!layer.stack.some((fn) => fn.name === 'checkSession')) continue;
      for (const method of layer.methods) if (method !== 'HEAD') found.push(`${method} ${String(layer.path)}`);
    }
  }
  return found;
}

const accounts: Record<StaffRole, { userId: string; password: string }> = {
  owner: { userId: 'sweep-owner', password: 'Sweep-Owner-1' },
  manager: { userId: 'sweep-manager', password: 'Sweep-Manager-1' },
  sales: { userId: 'sweep-sales', password: 'Sweep-Sales-1' },
  service: { userId: 'sweep-service', password: 'Sweep-Service-1' },
};

let app: TestApp;
const sessions = {} as Record<StaffRole, AdminSession>;

beforeAll(async () => {
  app = await startTestApp();
  for (const role of staffRoles) {
    const { userId, password } = accounts[role];
    await createAdmin(app.db, userId, password, { role, showroomId: role === 'owner' ? null : 2 });
    sessions[role] = await signIn(app, userId, password);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the admin route table', () => {
  it('holds every route behind the session guard, and only those', () => {
    const routes = guardedRoutes(app);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !(r in adminRoutes)), 'routes missing from the table').toEqual([]);
    expect(Object.keys(adminRoutes).filter((r) => !routes.includes(r)), 'table entries with no route').toEqual([]);
  });

  it('gives Service exactly its column', () => {
    const reached = Object.entries(adminRoutes).filter(([, need]) => need === 'signed-in' || roleMay('service', need)).map(([route]) => route);
    expect(new Set(reached)).toEqual(serviceMay);
  });

  it('covers every admin path of the path registry', () => {
    const routes = guardedRoutes(app);
    const registered = [...Object.entries(adminApiPaths), ...Object.entries(leadPaths)]
      .filter(([name]) => !['login', 'logout', 'track'].includes(name))
      // Builders get values every parameter accepts ('bikes' is a vehicle type and a name).
      .map(([, path]) => (typeof path === 'function' ? (path as (...a: string[]) => string)('bikes', '1') : path));
    const patterns = routes.map((r) => new RegExp(`^${r.split(' ')[1]!.replace(/:\w+/g, '[^/]+')}$`));
    expect(registered.filter((path) => !patterns.some((p) => p.test(path)))).toEqual([]);
  });
});

describe.each(staffRoles)('as %s', (role) => {
  it.each(Object.entries(adminRoutes))('%s', async (route, need) => {
    const [method, path] = route.split(' ') as [string, string];
    const res = await call(app, sessions[role], samplePath(path), { method, ...(method === 'GET' ? {} : { json: {} }) });
    const allowed = need === 'signed-in' || roleMay(role, need);
    const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { message?: string }) : {};
    if (allowed) {
      expect(res.status).not.toBe(401);
      expect(res.status === 403 && body.message === notAllowedMessage).toBe(false);
    } else {
      expect(res.status).toBe(403);
      expect(body).toEqual({ message: notAllowedMessage });
    }
  });
});

describe('a Service account in the workshop', () => {
  let service: AdminSession;
  let own: JobCardAnswer;
  let other: JobCardAnswer;

  beforeAll(async () => {
    // Its showroom (2) and another (3): the other's card is opened by an Owner.
    service = sessions.service;
    own = await openCard(app, service, walkIn('9811070001'));
    other = await openCard(app, sessions.owner, walkIn('9811070002', { showroomId: 3 }));
  });

  it('works the cards of its showroom: board, card, a line, the stage, the bill', async () => {
    const board = await call(app, service, `${workshopPaths.jobCards}?showroom=2`);
    expect(board.status).toBe(200);
    const ids = ((await board.json()) as { data: { id: number }[] }).data.map((c) => c.id);
    expect(ids).toContain(own.jobCard.id);
    expect(ids).not.toContain(other.jobCard.id);
    const card = await call(app, service, cardPath(workshopPaths.jobCard, own.jobCard.id));
    expect(card.status).toBe(200);
    const line = await call(app, service, cardPath(workshopPaths.lines, own.jobCard.id), { method: 'POST', json: { labourCode: 'GEN-SERVICE' } });
    expect(line.status, await line.clone().text()).toBe(201);
    const { jobCard } = (await line.json()) as JobCardAnswer;
    const stage = await call(app, service, cardPath(workshopPaths.stage, own.jobCard.id), { method: 'POST', json: { stage: 'in_bay', version: jobCard.version } });
    expect(stage.status, await stage.clone().text()).toBe(200);
    expect(((await stage.json()) as JobCardAnswer).jobCard.stage).toBe('in_bay');
    const bill = await call(app, service, cardPath(workshopPaths.bill, own.jobCard.id));
    expect(bill.status).toBe(200);
  });

  it('is refused another showroom\'s card, and nothing changes', async () => {
    for (const [method, path, json] of [
      ['GET', cardPath(workshopPaths.jobCard, other.jobCard.id), undefined],
      ['GET', cardPath(workshopPaths.bill, other.jobCard.id), undefined],
      ['POST', cardPath(workshopPaths.stage, other.jobCard.id), { stage: 'in_bay', version: other.jobCard.version }],
      ['POST', cardPath(workshopPaths.lines, other.jobCard.id), { labourCode: 'GEN-SERVICE' }],
      ['POST', workshopPaths.jobCards, walkIn('9811070003', { showroomId: 3 })],
    ] as const) {
      const res = await call(app, service, path, { method, ...(json ? { json } : {}) });
      expect([403, 404], `${method} ${path}`).toContain(res.status);
      expect(((await res.json()) as { message: string }).message).toContain(workshopMessages.otherShowroom);
    }
    const board = await call(app, service, `${workshopPaths.jobCards}?showroom=3`);
    expect(((await board.json()) as { data: unknown[] }).data).toEqual([]);
    const { rows } = await app.db.query<{ stage: string; n: number }>(
      'SELECT c.stage, (SELECT count(*)::int FROM estimate_lines l WHERE l.job_card_id = c.id) AS n FROM job_cards c WHERE c.id = $1', [other.jobCard.id],
    );
    expect(rows[0]).toEqual({ stage: 'waiting', n: 0 });
  });
});
