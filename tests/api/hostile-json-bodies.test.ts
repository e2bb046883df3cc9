/**
 * Generated hostile JSON bodies to every JSON submission route: arbitrary values and
 * objects, valid bodies with fields replaced by wrong types, huge strings and nested
 * junk. Never a 5xx, and a refused body (4xx) never leaves a stored row: every request
 * carries its own Idempotency-Key, and afterwards the table is checked key by key.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { conversionTraps } from '../support/conversion-traps.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { jsonKinds, validBody, type JsonKind } from '../faults/support/bodies.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => {
  await app?.close();
});

interface Sent {
  key: string;
  status: number;
}

async function post(kind: JsonKind, body: string, log: Sent[]): Promise<number> {
  const key = randomUUID();
  const res = await app.fetch(enquiryKinds[kind].path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key },
    body,
  });
  const text = await res.text();
  expect(res.status, `${kind} ${body.slice(0, 200)} -> ${text.slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400) expect(JSON.parse(text).message, 'a refusal says why').toMatch(/\S/);
  log.push({ key, status: res.status });
  return res.status;
}

/** Every 2xx key stored once; no 4xx key stored at all. */
async function expectStoredExactlyThe2xx(log: Sent[]): Promise<void> {
  const { rows } = await app.db.query<{ id: string }>('SELECT id::text AS id FROM enquiries WHERE id = ANY($1::uuid[])', [log.map((s) => s.key)]);
  const stored = new Set(rows.map((r) => r.id));
  const refusedButStored = log.filter((s) => s.status >= 400 && stored.has(s.key));
  const acceptedButMissing = log.filter((s) => s.status < 300 && !stored.has(s.key));
  expect(refusedButStored).toEqual([]);
  expect(acceptedButMissing).toEqual([]);
}

const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.array(fc.anything({ maxDepth: 2 }).map((v) => (v === undefined ? null : v)), { maxLength: 5 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', ' ', '\u0000', '\uFEFF', 'NaN', '[]', '{}', '__proto__'),
  fc.constantFrom(...conversionTraps),
  fc.integer({ min: 1000, max: 120_000 }).map((n) => 'x'.repeat(n)),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 10 }),
);

const runs = Number(process.env.HOSTILE_RUNS ?? 25);

describe('hostile JSON bodies to the public submission routes', () => {
  it.each(jsonKinds)('%s: arbitrary JSON values as the whole body', async (kind) => {
    const log: Sent[] = [];
    await fc.assert(
      fc.asyncProperty(junk, async (value) => {
        await post(kind, JSON.stringify(value), log);
      }),
      { numRuns: runs },
    );
    await expectStoredExactlyThe2xx(log);
  });

  it.each(jsonKinds)('%s: valid bodies with fields replaced by junk, extra keys and prototype keys', async (kind) => {
    const log: Sent[] = [];
    const fields = Object.keys(validBody(kind, 0));
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(fields, { minLength: 1 }),
        fc.array(junk, { minLength: 1, maxLength: fields.length }),
        fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 3 }),
        async (replace, values, extra) => {
          const body: Record<string, unknown> = { ...validBody(kind), ...extra };
          replace.forEach((field, i) => (body[field] = values[i % values.length]));
          const text = JSON.stringify(body).replace(/^\{/, '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},');
          await post(kind, text, log);
        },
      ),
      { numRuns: runs },
    );
    await expectStoredExactlyThe2xx(log);
    // Nothing leaked onto Object.prototype in the test process; the server's is checked by the next valid body working.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await post(kind, JSON.stringify(validBody(kind)), log)).toBe(201);
  });

  // PostgreSQL cannot store U+0000 in text or jsonb; such input is the client's 400.
  it.each(jsonKinds)('%s: a NUL character in any text field is refused, not a 500', async (kind) => {
    const log: Sent[] = [];
    const good = validBody(kind);
    for (const [field, value] of Object.entries(good)) {
      if (typeof value !== 'string') continue;
      await post(kind, JSON.stringify({ ...good, [field]: `${value.slice(0, 3)}\u0000${value.slice(3)}` }), log);
    }
    await post(kind, JSON.stringify({ ...good, ['x\u0000y']: 'extra key with a NUL' }), log);
    await expectStoredExactlyThe2xx(log);
  });

  it('deeply nested and oversized bodies are refused, not crashed on', async () => {
    const log: Sent[] = [];
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const deepObject = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const big = JSON.stringify({ ...validBody('finance'), message: 'y'.repeat(2 * 1024 * 1024) });
    for (const body of [deep, deepObject, big, '{"name":', '\u0000\u0001', '{"model":"activa-6g"}'.repeat(3), '']) {
      const status = await post('finance', body, log);
      expect(status).toBeGreaterThanOrEqual(400);
    }
    await expectStoredExactlyThe2xx(log);
  });
});
