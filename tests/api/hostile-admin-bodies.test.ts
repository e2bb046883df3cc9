/**
 * Generated hostile bodies to the admin routes, signed in: every report call, prices,
 * vehicle status, profile and password changes, offer and gallery uploads, and login.
 * Never a 5xx; nothing in the enquiries table changes whatever a report body says.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { reports } from '../../src/contract/reports.ts';
import { apiPaths } from '../../src/contract/api-paths.ts';

let app: TestApp;
let session: AdminSession;
const runs = Number(process.env.HOSTILE_RUNS ?? 25);

beforeAll(async () => {
  app = await startTestApp();
  session = await signedInAdmin(app, 'junk-admin', 'Junk-Password-1');
});
afterAll(async () => {
  await app?.close();
});

const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, '', -1, 0, 1e308, '1e309', 'NaN', "' OR 1=1 --", '\u0000', 'x'.repeat(200_000), '2026-02-30', '9999-99-99', '%'),
);
const reportBody = fc.oneof(
  junk,
  fc.record(
    { page: junk, limit: junk, fromDate: junk, toDate: junk, search: junk, searchTerm: junk },
    { requiredKeys: [] },
  ),
);

async function send(method: string, path: string, body: string, contentType = 'application/json'): Promise<number> {
  const res2 = await app.fetch(path, {
    method,
    headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf, 'Content-Type': contentType },
    body,
  });
  const text = await res2.text();
  expect(res2.status, `${method} ${path} ${body.slice(0, 120)} -> ${text.slice(0, 200)}`).toBeLessThan(500);
  return res2.status;
}

async function enquirySnapshot(): Promise<string> {
  const { rows } = await app.db.query<{ n: number; h: string }>("SELECT count(*)::int AS n, coalesce(md5(string_agg(id::text || payload::text, ',' ORDER BY id)), '') AS h FROM enquiries");
  return JSON.stringify(rows[0]);
}

describe('hostile admin bodies', () => {
  it.each(reports.map((r) => [r.path] as const))('POST %s with generated bodies', async (path) => {
    const before = await enquirySnapshot();
    await fc.assert(fc.asyncProperty(reportBody, async (body) => void (await send('POST', path, JSON.stringify(body)))), { numRuns: runs });
    expect(await enquirySnapshot()).toBe(before);
  });

  const changes: [string, string][] = [
    ['PATCH', apiPaths.price('Shine 100')],
    ['PATCH', apiPaths.accessoryPrice(1)],
    ['PATCH', apiPaths.vehicleStatus('bikes', 1)],
    ['PATCH', apiPaths.vehicleStatus('ev', 1)],
    ['PATCH', apiPaths.profile('junk-admin')],
    ['PATCH', apiPaths.password('junk-admin')],
  ];
  it.each(changes)('%s %s with generated bodies', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(junk, fc.dictionary(fc.constantFrom('price', 'status', 'userName', 'email', 'mobileNo', 'oldPassword', 'newPassword', 'confirmPassword'), junk)), async (body) => {
        await send(method, path, JSON.stringify(body));
      }),
      { numRuns: runs },
    );
    // The session still works: the password was never changed by junk.
    expect((await call(app, session, apiPaths.me)).status).toBe(200);
  });

  it.each([apiPaths.createOffer, apiPaths.galleryUpload])('POST %s with generated multipart bodies', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.constantFrom('title', 'description', 'image', 'images', 'x'), text: fc.string({ maxLength: 300 }), file: fc.option(fc.uint8Array({ maxLength: 3000 })) }), { maxLength: 6 }),
        async (parts) => {
          const form = new FormData();
          for (const p of parts) {
            if (p.file) form.append(p.name, new Blob([new Uint8Array(p.file)], { type: 'image/png' }), `${p.text.slice(0, 20)}.png`);
            else form.append(p.name, p.text);
          }
          const res = await call(app, session, path, { method: 'POST', form });
          const text = await res.text();
          expect(res.status, text.slice(0, 200)).toBeLessThan(500);
        },
      ),
      { numRuns: runs },
    );
  });

  it('login with generated bodies answers 4xx, never 5xx (run last: failed logins are throttled)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(junk, fc.record({ userId: junk, password: junk }, { requiredKeys: [] })), async (body) => {
        const res = await app.fetch(apiPaths.login, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        const text = await res.text();
        expect(res.status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(res.status, text.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: runs },
    );
  });
});
