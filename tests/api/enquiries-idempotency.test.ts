/**
 * Idempotent submissions (architecture "One flow"): the Idempotency-Key is the enquiry's
 * id, so a replay is answered the same and never stored twice; a key reused for another
 * body is refused with 422; a key that is not a UUID is a 400; no key is allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => {
  await app?.close();
});

const contact = { name: 'Ravi', email: 'ravi@example.com', contact: '9811000002', reason: 'Inquiry', message: 'Price of the SP 160?' };

function postJson(path: string, body: unknown, key?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key !== undefined) headers[idempotencyHeader] = key;
  return app.fetch(path, { method: 'POST', body: JSON.stringify(body), headers });
}

async function count(where = 'TRUE', params: unknown[] = []): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM enquiries WHERE ${where}`, params);
  return rows[0]!.n;
}

describe('Idempotency-Key', () => {
  it('answers a replay of the same key and body the same, storing one row', async () => {
    const key = crypto.randomUUID();
    const first = await postJson('/contact', contact, key);
    const second = await postJson('/contact', contact, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const a = await first.json();
    expect(await second.json()).toEqual(a);
    // The customer's reference is the server's (docs/security.md), and a replay answers the same one.
    expect(a).toEqual({ message: 'Contact request submitted successfully!', id: key, reference: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/) });
    expect(await count('id = $1', [key])).toBe(1);
  });

  it('treats a reordered body with the same fields as the same enquiry', async () => {
    const key = crypto.randomUUID();
    expect((await postJson('/contact', contact, key)).status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(contact).reverse());
    const again = await postJson('/contact', reordered, key);
    expect(again.status).toBe(201);
    expect(await count('id = $1', [key])).toBe(1);
  });

  it('accepts the key in upper case as the same id', async () => {
    const key = crypto.randomUUID();
    const first = await postJson('/contact', contact, key);
    expect(first.status).toBe(201);
    const { reference } = (await first.json()) as { reference: string };
    const upper = await postJson('/contact', contact, key.toUpperCase());
    expect(upper.status).toBe(201);
    expect(await upper.json()).toEqual({ message: 'Contact request submitted successfully!', id: key, reference });
    expect(await count('id = $1', [key])).toBe(1);
  });

  it('refuses the same key with a different body (422) and keeps the first', async () => {
    const key = crypto.randomUUID();
    expect((await postJson('/contact', contact, key)).status).toBe(201);
    const other = await postJson('/contact', { ...contact, message: 'Something else' }, key);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ message: 'This Idempotency-Key was already used for a different enquiry' });
    const { rows } = await app.db.query<{ payload: unknown }>('SELECT payload FROM enquiries WHERE id = $1', [key]);
    const payload = typeof rows[0]!.payload === 'string' ? JSON.parse(rows[0]!.payload as string) : rows[0]!.payload;
    expect((payload as { message: string }).message).toBe(contact.message);
  });

  it('refuses the same key for another kind of enquiry (422)', async () => {
    const key = crypto.randomUUID();
    expect((await postJson('/contact', contact, key)).status).toBe(201);
    const offer = await postJson('/offer', { name: 'Ravi', email: 'ravi@example.com', contact: '9811000002', agree: true }, key);
    expect(offer.status).toBe(422);
    expect(await count("kind = 'offer'")).toBe(0);
  });

  it('refuses a key that is not a UUID with 400, storing nothing', async () => {
    const before = await count();
    for (const key of ['abc', '12345', 'not-a-uuid-at-all-0000-000000000000', `${crypto.randomUUID()}x`, "'; DROP TABLE enquiries; --"]) {
      const res = await postJson('/contact', contact, key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Idempotency-Key must be a UUID' });
    }
    expect(await count()).toBe(before);
  });

  it('makes an id itself when no key is sent', async () => {
    const res = await postJson('/contact', contact);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; message: string };
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await count('id = $1', [body.id])).toBe(1);
    // Without a key, a second send is a new enquiry.
    const again = (await (await postJson('/contact', contact)).json()) as { id: string };
    expect(again.id).not.toBe(body.id);
  });

  it('stores one row when the same submission races itself', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postJson('/amc', {
      model: 'activa-6g', yearOfPurchase: '2022', registrationNumber: 'HR26CD5678', name: 'Kiran', email: 'kiran@example.com', contactNumber: '9811000004',
    }, key)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await count('id = $1', [key])).toBe(1);
    const { rows } = await app.db.query<{ n: number }>(`SELECT coalesce(sum(n), 0)::int AS n FROM enquiry_daily_counts WHERE kind = 'amc'`);
    expect(rows[0]!.n).toBe(1);
  });
});
