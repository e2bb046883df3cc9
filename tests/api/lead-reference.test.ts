/**
 * The customer's reference is the server's (docs/security.md "The customer's reference"):
 * unrelated to the client's Idempotency-Key, from an alphabet without look-alikes, unique
 * across many enquiries, the same on a replay of the same key, and what /track takes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { leadPaths } from '#contract/lead-api.ts';
import { validBody } from '../faults/support/bodies.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => {
  await app?.close();
});

const newAlphabet = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

async function submit(key: string, fields: Record<string, unknown> = {}, body = { ...validBody('finance'), ...fields }): Promise<{ status: number; reference: unknown }> {
  const res = await app.fetch(enquiryKinds.finance.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { reference?: unknown };
  return { status: res.status, reference: answer.reference };
}

describe("the customer's reference", () => {
  it('is made by the server, unrelated to the Idempotency-Key, and a replay of the key answers the same one', async () => {
    const key = randomUUID();
    const body = { ...validBody('finance'), contact: '9811050001' };
    const first = await submit(key, {}, body);
    expect(first.status).toBe(201);
    expect(first.reference).toMatch(newAlphabet);
    expect(first.reference).not.toBe(key.replace(/-/g, '').slice(0, 8).toUpperCase());
    expect(String(first.reference)).not.toContain(key.slice(0, 4).toUpperCase());

    const replay = await submit(key, {}, body);
    expect(replay).toEqual(first);
    const { rows } = await app.db.query<{ reference: string }>('SELECT reference FROM leads WHERE id = $1', [key]);
    expect(rows).toEqual([{ reference: first.reference }]);
  });

  it('is unique across 1,000 enquiries', async () => {
    const references: unknown[] = [];
    for (let batch = 0; batch < 100; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => submit(randomUUID())));
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        references.push(answer.reference);
      }
    }
    expect(references).toHaveLength(1000);
    expect(references.every((r) => newAlphabet.test(String(r)))).toBe(true);
    expect(new Set(references).size).toBe(1000);
    // 1,000 real enquiries: about 40 s on a quiet machine of two cores, over 60 on a busy
    // one; the limit catches a hang only.
  }, 600_000);

  it('is what /track takes; the Idempotency-Key\'s digits find nothing', async () => {
    const key = randomUUID();
    const { reference } = await submit(key, { contact: '9811050002' });
    const track = (ref: string) =>
      app.fetch(leadPaths.track, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference: ref, mobile: '9811050002' }) });
    const found = await track(String(reference));
    expect(found.status).toBe(200);
    expect(((await found.json()) as { status: string }).status).toBe('Received');
    expect((await track(key.replace(/-/g, '').slice(0, 8).toUpperCase())).status).toBe(404);
  });

  it('an older lead keeps the reference it was given (links sent to customers still work)', async () => {
    const key = randomUUID();
    await submit(key, { contact: '9811050003' });
    // As leads made before the server made references: the id's first 8 hex digits.
    const old = key.replace(/-/g, '').slice(0, 8).toUpperCase();
    await app.db.query('UPDATE leads SET reference = $2 WHERE id = $1', [key, old]);
    const res = await app.fetch(leadPaths.track, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference: old, mobile: '9811050003' }) });
    expect(res.status).toBe(200);
    // And a second lead can never be given a reference another already has.
    const other = randomUUID();
    await submit(other, { contact: '9811050004' });
    await expect(app.db.query('UPDATE leads SET reference = $2 WHERE id = $1', [other, old])).rejects.toThrow();
  });
});
