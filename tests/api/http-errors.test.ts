/**
 * Error answers of the HTTP layer: JSON `{message}` with a fitting status, never a stack
 * trace and never a 500 for user input; 503 when the database cannot be reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createApp } from '../../server/app.ts';
import { requestListener } from '../../server/http/request-listener.ts';
import { testConfig } from '../../server/config.ts';
import { connect } from '../../server/db/connect.ts';
import { createTestDb } from '../support/test-db.ts';
import type { Logger } from '../../server/log.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => {
  await app?.close();
});

async function enquiryCount(): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries');
  return rows[0]!.n;
}

/** Runs a one-off app on `db` and calls `path`; the server is closed afterwards. */
async function callOnce(db: Parameters<typeof createApp>[0]['db'], path: string, log?: Logger): Promise<Response> {
  const server = createServer(requestListener(createApp({ db, config: testConfig(), ...(log ? { log } : {}) })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('request bodies', () => {
  it('answers 413 to a JSON body over the limit and stores nothing', async () => {
    const before = await enquiryCount();
    const huge = JSON.stringify({ name: 'x'.repeat(app.config.jsonLimitBytes + 1000), model: 'shine-100' });
    const res = await app.fetch('/finance', { method: 'POST', body: huge, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large' });
    expect(await enquiryCount()).toBe(before);
  });

  it('answers 400 to malformed JSON and stores nothing', async () => {
    const before = await enquiryCount();
    for (const body of ['{"model": "shine-100"', 'not json', '{"a":1}}', '']) {
      const res = await app.fetch('/finance', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { message: string };
      // An empty body reads as {}: refused for its first missing field.
      expect(answer.message).toMatch(/^(Malformed JSON body|name: Please enter your name)$/);
    }
    expect(await enquiryCount()).toBe(before);
  });

  it('answers 415 to an unsupported body encoding', async () => {
    const res = await app.fetch('/finance', {
      method: 'POST',
      body: '{"model":"shine-100"}',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'klingon' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Unsupported body encoding' });
  });

  it('answers 400 to a compressed body that does not decompress', async () => {
    const res = await app.fetch('/finance', {
      method: 'POST',
      body: 'definitely not gzip',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed compressed body' });
  });
});

describe('multipart limits', () => {
  it('answers 413 to oversized form fields and stores nothing', async () => {
    const before = await enquiryCount();
    const form = new FormData();
    form.append('message', 'x'.repeat(app.config.jsonLimitBytes + 10));
    const res = await app.fetch('/api/feedBack', { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Form fields are too large' });
    expect(await enquiryCount()).toBe(before);
  });

  it('answers 413 to too many form fields', async () => {
    const form = new FormData();
    for (let i = 0; i < 150; i++) form.append(`f${i}`, 'x');
    const res = await app.fetch('/api/feedBack', { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Too many form fields' });
  });

  it('answers 400 to more files than a form can carry', async () => {
    const form = new FormData();
    for (let i = 0; i < 6; i++) form.append('resume', new Blob([new Uint8Array([37, 80, 68, 70, 45])]), `cv${i}.pdf`);
    const res = await app.fetch('/api/post-career', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Too many files in one form' });
  });
});

describe('unknown routes and methods', () => {
  it('answers JSON 404 for an unknown API path', async () => {
    const res = await app.fetch('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('answers JSON 405 for a wrong method on an API path', async () => {
    const res = await app.fetch('/api/bikes', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ message: 'Method Not Allowed' });
  });

  it('answers 400 or 404 for malformed URLs, never 500', async () => {
    for (const path of ['/api/bikeView/%E0%A4%A', '/media/%ZZ', '/api/dealers/%', '/%E0%A4%A']) {
      const res = await app.fetch(path, { headers: { Accept: 'application/json' } });
      expect([400, 404]).toContain(res.status);
    }
  });
});

describe('server faults', () => {
  it('answers 503 with the retry text when the database cannot be reached', async () => {
    const unreachable = await connect({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', maxConnections: 1 });
    const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
    try {
      const res = await callOnce(unreachable, '/api/bikes', silent);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ message: 'Service temporarily unavailable. Please try again shortly.' });
    } finally {
      await unreachable.close();
    }
  });

  it('answers 503 when the database has been closed', async () => {
    const closed = await createTestDb();
    const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
    await closed.drop();
    const res = await callOnce(closed.db, '/api/bikes', silent);
    expect(res.status).toBe(503);
  });

  it('answers a bare 500 for a real fault, logging it without leaking the stack', async () => {
    const broken = await createTestDb();
    const logged: string[] = [];
    const log: Logger = { debug() {}, info() {}, warn() {}, error: (msg, data) => logged.push(`${msg} ${JSON.stringify(data)}`) };
    try {
      await broken.db.query('DROP TABLE slider_images');
      const res = await callOnce(broken.db, '/api/images', log);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
      expect(text).not.toMatch(/slider_images|at \w+ \(/);
      expect(logged.join('\n')).toContain('slider_images');
    } finally {
      await broken.drop();
    }
  });
});
