/**
 * Full-Unicode text in every text field of every JSON route: the public forms (the enquiry
 * registry), the report calls (the report registry), lead events, profile, password,
 * prices, staff accounts, on-road rates, /track and the login. Each string field of a
 * valid body is replaced by generated text (tests/support/unicode-text.ts, seeded); text
 * holding a lone UTF-16 surrogate must be a 400 naming that field, anything else must not
 * be a 5xx. Afterwards no refused enquiry or event is stored, and no text column anywhere
 * holds U+FFFD (the generator never makes one: it would be a lone surrogate stored repaired).
 *
 * Multipart forms (feedback, career, offers, gallery) are left out: their fields are UTF-8
 * bytes, which cannot carry a lone surrogate (a browser sends U+FFFD for one).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { submitEnquiry } from '../support/lead-desk.ts';
import { seededRandom } from '../../scripts/lib/seeded-random.ts';
import { unicodeText } from '../support/unicode-text.ts';
import { jsonKinds, validBody } from '../faults/support/bodies.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { appointmentPaths } from '#contract/appointment-api.ts';
import { leadPaths } from '#contract/lead-api.ts';
import { reports } from '#contract/reports.ts';
import { brokenTextMessage } from '#contract/well-formed-text.ts';

const seed = Number(process.env.UNICODE_SEED ?? 20261126);
const samplesPerField = Number(process.env.UNICODE_SAMPLES ?? 4);

let app: TestApp;
let session: AdminSession;
let leadId = '';
let staffN = 0;

beforeAll(async () => {
  app = await startTestApp();
  session = await signedInAdmin(app, 'unicode-admin', 'Unicode-Password-1');
  leadId = await submitEnquiry(app, 'product');
});
afterAll(async () => {
  await app?.close();
});

interface Route {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  path: () => string;
  /** A valid body (new ids and keys each time). */
  body: () => Record<string, unknown>;
  admin: boolean;
  /** The header key of a stored row, so a refusal can be checked against the table. */
  key?: (body: Record<string, unknown>) => string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const event = (type: string, data: Record<string, unknown>) => () => ({ id: randomUUID(), baseVersion: 0, at: new Date().toISOString(), type, data });
const reportBody = () => ({ page: 1, limit: 10, fromDate: '', toDate: '', search: 'a', searchTerm: 'a' });

const routes: Route[] = [
  ...jsonKinds.map((kind): Route => ({
    name: `enquiry ${kind}`, method: 'POST', path: () => enquiryKinds[kind].path, body: () => validBody(kind), admin: false, key: () => randomUUID(),
  })),
  ...reports.map((r): Route => ({ name: `report ${r.id}`, method: 'POST', path: () => r.path, body: reportBody, admin: true })),
  ...([
    ['note', { text: 'Called, will visit' }],
    ['status', { status: 'lost', reason: 'other', reasonText: 'Bought elsewhere' }],
    ['assign', { ownerId: 'unicode-admin' }],
  ] as const).map(([type, data]): Route => ({
    name: `lead event ${type}`, method: 'POST', path: () => leadPaths.events(leadId), body: event(type, data), admin: true, key: (b) => (uuidPattern.test(String(b.id)) ? String(b.id) : ''),
  })),
  { name: 'profile', method: 'PATCH', path: () => adminApiPaths.profile('unicode-admin'), body: () => ({ userName: 'Asha', email: 'asha@example.in', mobileNo: '9811040001' }), admin: true },
  {
    name: 'password', method: 'PATCH', path: () => adminApiPaths.password('unicode-admin'),
    body: () => ({ oldPassword: 'wrong-password-1', newPassword: 'Another-Pass-2', confirmPassword: 'Another-Pass-2' }), admin: true,
  },
  { name: 'price', method: 'PATCH', path: () => adminApiPaths.price('Shine 100'), body: () => ({ price: '85000' }), admin: true },
  { name: 'vehicle status', method: 'PATCH', path: () => adminApiPaths.vehicleStatus('bikes', 1), body: () => ({ status: '1' }), admin: true },
  {
    name: 'staff account', method: 'POST', path: () => leadPaths.staff,
    body: () => ({ userId: `u-${(staffN += 1)}`, userName: 'Ravi', mobileNo: '9811040002', showroomId: 1, password: 'Staff-Password-3' }), admin: true,
  },
  {
    name: 'subsidies', method: 'PUT', path: () => adminApiPaths.adminOnroadSubsidies,
    body: () => ({ subsidies: [{ name: 'PM E-DRIVE', perKwh: 5000, cap: 10000, capPercent: '', maxExShowroom: '', validFrom: '2026-04-01', validUntil: '' }] }), admin: true,
  },
  { name: 'track', method: 'POST', path: () => leadPaths.track, body: () => ({ reference: 'ABCD1234', mobile: '9811040003' }), admin: false },
  { name: 'track change', method: 'POST', path: () => appointmentPaths.trackChange, body: () => ({ reference: 'ABCD1234', mobile: '9811040003', action: 'cancel' }), admin: false },
  { name: 'login', method: 'POST', path: () => adminApiPaths.login, body: () => ({ userId: 'nobody-here', password: 'wrong-password' }), admin: false },
];

/** Paths of the string leaves of a body: 'name', 'data.text', 'subsidies.0.name'. */
function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => textPaths(v, [...path, k]));
  return [];
}

function withText(body: Record<string, unknown>, path: string[], text: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = text;
  return copy;
}

interface Refused { route: string; key: string }
const refusedKeys: Refused[] = [];
let address = 0;

async function send(route: Route, body: Record<string, unknown>): Promise<{ status: number; json: { message?: string; errors?: { field: string; message: string }[] } }> {
  const key = route.key?.(body);
  address += 1;
  const headers: Record<string, string> = { 'X-Forwarded-For': `10.88.${address >> 8}.${address & 255}` };
  if (key) headers[idempotencyHeader] = key;
  const res = route.admin
    ? await call(app, session, route.path(), { method: route.method, json: body, headers })
    : await app.fetch(route.path(), { method: route.method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  expect(res.status, `${route.name} ${JSON.stringify(body).slice(0, 200)} -> ${text.slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400 && key) refusedKeys.push({ route: route.name, key });
  return { status: res.status, json: JSON.parse(text) as never };
}

describe(`full-Unicode text in every JSON route (seed ${seed})`, () => {
  it.each(routes.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    const random = seededRandom(seed + route.name.length * 7919 + route.name.charCodeAt(route.name.length - 1));
    for (const path of textPaths(route.body())) {
      const field = path.join('.');
      for (let i = 0; i < samplesPerField; i += 1) {
        const broken = i % 2 === 0;
        const text = unicodeText(random, { broken, maxLength: 24 });
        const { status, json } = await send(route, withText(route.body(), path, text));
        if (broken) {
          expect(status, `${route.name} ${field} ${JSON.stringify(text)}`).toBe(400);
          expect(json.message).toBe(`${field}: ${brokenTextMessage}`);
          expect(json.errors?.[0]).toEqual({ field, message: brokenTextMessage });
        }
      }
    }
    // A broken key is named too, and a valid body still works after all that.
    const { status, json } = await send(route, { ...route.body(), ['x\ud83d']: 'extra' });
    expect(status).toBe(400);
    expect(json.message).toBe(`x\ud83d: ${brokenTextMessage}`);
  });

  it('stored no refused enquiry or event, and no text anywhere holds a repaired lone surrogate', async () => {
    const keys = refusedKeys.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(50);
    const enquiries = await app.db.query('SELECT id FROM enquiries WHERE id = ANY($1::uuid[])', [keys]);
    const events = await app.db.query('SELECT id FROM lead_events WHERE id = ANY($1::uuid[])', [keys]);
    expect(enquiries.rows).toEqual([]);
    expect(events.rows).toEqual([]);
    const { rows: columns } = await app.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'jsonb', 'json', 'character varying')`,
    );
    expect(columns.length).toBeGreaterThan(10);
    const repaired: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE strpos("${column}"::text, chr(65533)) > 0`);
      if (rows[0]!.n > 0) repaired.push(`${table}.${column}`);
    }
    expect(repaired).toEqual([]);
    // The session and the desk still work.
    expect((await call(app, session, adminApiPaths.me)).status).toBe(200);
  });
});
