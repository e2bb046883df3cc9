/**
 * Hostile headers on the public submission routes: junk Idempotency-Keys and
 * Content-Types that do not match the body. Never a 5xx; a refusal stores nothing (rows
 * counted before and after); a key that is not a UUID is refused rather than stored
 * under some other id.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { validBody } from '../faults/support/bodies.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => {
  await app?.close();
});

async function rowCount(): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries');
  return rows[0]?.n ?? 0;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Header values fetch can send: visible ASCII and spaces/tabs inside, no CR/LF. */
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 })
  .map((s) => s.trim())
  .filter((s) => s.length > 0);

describe('hostile headers', () => {
  it('junk Idempotency-Keys are refused with a 400 and store nothing', async () => {
    const before = await rowCount();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(headerValue, fc.constantFrom("' OR 1=1 --", '00000000-0000-0000-0000-00000000000g', `${'a'.repeat(8)}-${'b'.repeat(4)}`, '%00', '../../etc/passwd', 'x'.repeat(8000))),
        async (key) => {
          fc.pre(!uuid.test(key));
          const res = await app.fetch(enquiryKinds.finance.path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key },
            body: JSON.stringify(validBody('finance')),
          });
          expect(res.status, key).toBeGreaterThanOrEqual(400);
          expect(res.status, key).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect(await rowCount()).toBe(before);
  });

  it('a key that differs only in letter case is the same submission', async () => {
    const key = crypto.randomUUID();
    const body = JSON.stringify(validBody('finance'));
    const headers = (k: string) => ({ 'Content-Type': 'application/json', [idempotencyHeader]: k });
    const before = await rowCount();
    expect((await app.fetch('/finance', { method: 'POST', headers: headers(key), body })).status).toBe(201);
    expect((await app.fetch('/finance', { method: 'POST', headers: headers(key.toUpperCase()), body })).status).toBe(201);
    expect(await rowCount()).toBe(before + 1);
  });

  const mismatches: { label: string; path: string; contentType?: string; body: NonNullable<RequestInit['body']> }[] = [
    { label: 'JSON body as text/plain', path: '/finance', contentType: 'text/plain', body: JSON.stringify(validBody('finance')) },
    { label: 'JSON body as form-urlencoded', path: '/finance', contentType: 'application/x-www-form-urlencoded', body: 'model=activa-6g&name=x' },
    { label: 'JSON body with no Content-Type', path: '/contact', body: new Blob([JSON.stringify(validBody('contact'))]) },
    { label: 'JSON body as multipart without a boundary', path: '/finance', contentType: 'multipart/form-data', body: JSON.stringify(validBody('finance')) },
    { label: 'XML to a JSON route', path: '/opt-in', contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
    { label: 'JSON to a multipart route', path: enquiryKinds.feedback.path, contentType: 'application/json', body: JSON.stringify(validBody('feedback')) },
    { label: 'form-urlencoded to a multipart route', path: enquiryKinds.career.path, contentType: 'application/x-www-form-urlencoded', body: 'name=x' },
    { label: 'multipart with a boundary that never appears', path: enquiryKinds.career.path, contentType: 'multipart/form-data; boundary=nothere', body: '--elsewhere\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--elsewhere--\r\n' },
    { label: 'truncated multipart', path: enquiryKinds.feedback.path, contentType: 'multipart/form-data; boundary=b', body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha' },
    { label: 'gzip-encoded claim on a plain body', path: '/finance', contentType: 'application/json', body: JSON.stringify(validBody('finance')) },
  ];

  // RFC 8259: JSON is UTF-8 whatever a charset parameter claims; a server may ignore the
  // parameter, but then it must store exactly the text that was sent.
  it.each(['klingon', 'utf-16', 'iso-8859-1'])('JSON declared as charset=%s: refused, or stored exactly as sent', async (charset) => {
    const before = await rowCount();
    const key = crypto.randomUUID();
    const body = { ...validBody('finance'), name: 'Zoë Ärmin ₹ नमस्ते' };
    const res = await app.fetch('/finance', {
      method: 'POST',
      headers: { 'Content-Type': `application/json; charset=${charset}`, [idempotencyHeader]: key },
      body: JSON.stringify(body),
    });
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) {
      expect(await rowCount()).toBe(before);
      return;
    }
    const { rows } = await app.db.query<{ name: string }>("SELECT payload->>'name' AS name FROM enquiries WHERE id = $1", [key]);
    expect(rows).toEqual([{ name: body.name }]);
  });

  it.each(mismatches)('$label: refused with a 4xx and nothing stored', async ({ path, contentType, body, label }) => {
    const before = await rowCount();
    const headers: Record<string, string> = { [idempotencyHeader]: crypto.randomUUID() };
    if (contentType) headers['Content-Type'] = contentType;
    if (label.startsWith('gzip')) headers['Content-Encoding'] = 'gzip';
    const res = await app.fetch(path, { method: 'POST', headers, body });
    const text = await res.text();
    expect(res.status, text).toBeGreaterThanOrEqual(400);
    expect(res.status, text).toBeLessThan(500);
    expect(JSON.parse(text).message).toMatch(/\S/);
    expect(await rowCount()).toBe(before);
  });
});
