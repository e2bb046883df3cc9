/**
 * Request bodies are read only by the routes that take them, and only after the checks
 * that can refuse the request without them: an upload without a session (or without the
 * CSRF token), a body sent to an unknown route, a submission with a malformed
 * Idempotency-Key are all answered while most of the body is still unsent. Multipart
 * forms leave no temporary file behind, whatever goes wrong. The login takes JSON only,
 * so no cross-site HTML form can sign a browser in.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { answerBeforeBody } from '../support/raw-request.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';

let app: TestApp;
let session: AdminSession;
const password = 'Body-Reading-Password-1';

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  await createAdmin(app.db, 'uploader', password);
  session = await signIn(app, 'uploader', password);
});
afterAll(async () => {
  await app?.close();
});

/** 20 MB announced, one multipart part header sent. */
const boundary = 'early-answer-boundary';
const multipartStart = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;
const twentyMegabytes = 20 * 1024 * 1024;
const waitMs = 15_000;

function unfinishedUpload(path: string, headers: Record<string, string> = {}) {
  return answerBeforeBody(app.url, {
    method: 'POST',
    path,
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...headers },
    declaredLength: twentyMegabytes,
    firstChunk: multipartStart,
    waitMs,
  });
}

describe('answers before the body is read', () => {
  it.each([adminApiPaths.createOffer, adminApiPaths.galleryUpload])('%s without a session: 401 while 20 MB are still unsent', async (path) => {
    const answer = await unfinishedUpload(path);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Unauthorized' });
  });

  it('an upload with a session but without the CSRF token: 403 while the body is unsent', async () => {
    const answer = await unfinishedUpload(adminApiPaths.createOffer, { Cookie: session.cookie });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Invalid CSRF token' });
  });

  it.each(['/api/no-such-upload', '/upload', '/api/createOffers/extra'])('multipart to the unknown route %s: 404 while the body is unsent', async (path) => {
    const answer = await unfinishedUpload(path);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Not found' });
  });

  it('a JSON body to an unknown route or an admin route without a session is not read either', async () => {
    for (const [path, status] of [['/api/no-such-report', 404], [adminApiPaths.dashboard, 405], ['/api/financeReports', 401]] as const) {
      const answer = await answerBeforeBody(app.url, {
        method: 'POST', path, headers: { 'Content-Type': 'application/json' },
        declaredLength: 90_000, firstChunk: '{"search":"', waitMs,
      });
      expect(answer.status, path).toBe(status);
    }
  });

  it('a submission with a malformed Idempotency-Key: 400 while the resume is unsent', async () => {
    const answer = await unfinishedUpload(enquiryKinds.career.path, { [idempotencyHeader]: 'not-a-uuid' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Idempotency-Key must be a UUID' });
  });
});

describe('temporary files', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
  let dir: string;
  let previous: string | undefined;
  beforeAll(() => {
    // The process's temp directory, for this file only: nothing else writes here.
    dir = mkdtempSync(join(tmpdir(), 'dealer-uploads-'));
    previous = process.env.TMPDIR;
    process.env.TMPDIR = dir;
    expect(tmpdir()).toBe(dir);
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  function careerForm(files: { name: string; bytes: Buffer }[]): FormData {
    const form = new FormData();
    form.append('name', 'Temp Tester');
    form.append('phone', '9811000123');
    for (const f of files) form.append('resume', new Blob([new Uint8Array(f.bytes)], { type: 'application/pdf' }), f.name);
    return form;
  }

  /** Passes once the folder is empty: a parser may delete its temporary files a moment after answering. */
  async function expectNoLeftovers(): Promise<void> {
    await expect.poll(() => readdirSync(dir), { timeout: 5_000, interval: 50 }).toEqual([]);
  }

  it('a form with too many files is refused and leaves no file behind', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `cv${i}.pdf`, bytes: Buffer.concat([pdf, Buffer.alloc(64 * 1024, 0x20)]) }));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await app.fetch(enquiryKinds.career.path, { method: 'POST', body: careerForm(files) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Too many files in one form' });
    }
    await expectNoLeftovers();
  });

  it('a file over 5 MB, a refused file and an accepted one leave no file behind', async () => {
    const big = await app.fetch(enquiryKinds.career.path, { method: 'POST', body: careerForm([{ name: 'big.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 1, 0x20)]) }]) });
    expect(big.status).toBe(413);
    const wrong = await app.fetch(enquiryKinds.career.path, { method: 'POST', body: careerForm([{ name: 'cv.pdf', bytes: Buffer.from('not a pdf') }]) });
    expect(wrong.status).toBe(400);
    const accepted = await app.fetch(enquiryKinds.career.path, { method: 'POST', body: careerForm([{ name: 'cv.pdf', bytes: pdf }]) });
    expect(accepted.status).toBe(201);
    const form = new FormData();
    form.append('title', 'Temp offer');
    form.append('description', 'Nothing to keep on disk');
    form.append('image', new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a', 'hex'))], { type: 'image/png' }), 'a.png');
    form.append('image', new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a', 'hex'))], { type: 'image/png' }), 'b.png');
    const twoImages = await app.fetch(adminApiPaths.createOffer, { method: 'POST', body: form, headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf } });
    expect(twoImages.status).toBe(400);
    await expectNoLeftovers();
  });
});

describe('login takes JSON only', () => {
  async function sessionCount(): Promise<number> {
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    return rows[0]!.n;
  }

  const credentials = { userId: 'uploader', password };
  const multipart = () => {
    const form = new FormData();
    form.append('userId', credentials.userId);
    form.append('password', credentials.password);
    return form;
  };

  it.each([
    ['form-encoded', () => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(credentials).toString() })],
    ['multipart', () => ({ body: multipart() })],
    ['JSON sent as text/plain', () => ({ headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(credentials) })],
  ] as [string, () => RequestInit][])('refuses the right credentials %s with 415, signing nobody in', async (_label, init) => {
    const before = await sessionCount();
    const res = await app.fetch(adminApiPaths.login, { method: 'POST', ...init() });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Content-Type must be application/json', error: 'Content-Type must be application/json' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it('still signs in with the same credentials as JSON', async () => {
    const res = await app.fetch(adminApiPaths.login, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^session=/);
  });
});
