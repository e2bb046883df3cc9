/**
 * Real leads only, where and when (docs/api-public.md): every one of the eleven kinds
 * needs a name and a reachable Indian mobile, stored as its 10 digits however it was
 * written; a booking or test-ride date is never before the day the enquiry was made
 * (IST; the outbox tells that day in Submitted-At); service, finance and product enquiries
 * may name a preferred showroom, the product enquiry a preferred date, both optional; a
 * finance enquiry may name any catalogue model instead of a finance slug. Every refusal is
 * a 400 naming the field and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader, submittedAtHeader } from '#contract/api-paths.ts';
import { enquiryKinds, enquiryKindIds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { validBody } from '../faults/support/bodies.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** 00:30 on 23 Nov 2026 in India, still the 22nd in UTC: "today" is the IST day. */
let clock = new Date('2026-11-22T19:00:00Z');
const today = '2026-11-23';
const yesterday = '2026-11-22';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
}, 600_000);
afterAll(async () => {
  await app?.close();
});

interface Answer {
  status: number;
  body: { message: string; id?: string; errors?: { field: string; message: string }[] };
}

async function post(kind: EnquiryKind, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const spec = enquiryKinds[kind];
  let res: Response;
  if (spec.encoding === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, String(v));
    res = await app.fetch(spec.path, { method: 'POST', body: form, headers });
  } else {
    res = await app.fetch(spec.path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
  }
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function stored(id: string): Promise<{ payload: Record<string, unknown>; mobile: string } | undefined> {
  const { rows } = await app.db.query<{ payload: Record<string, unknown> | string; mobile: string }>('SELECT payload, mobile FROM enquiries WHERE id = $1', [id]);
  const row = rows[0];
  return row && { payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload, mobile: row.mobile };
}

async function count(): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries');
  return rows[0]!.n;
}

/** Posts a body the server must refuse: 400, its message naming `field`, and nothing stored. */
async function expectRefused(kind: EnquiryKind, body: Record<string, unknown>, field: string, message: string, headers: Record<string, string> = {}) {
  const before = await count();
  const answer = await post(kind, body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.errors).toContainEqual({ field, message });
  expect(await count()).toBe(before);
  return answer;
}

/** Posts a body the server must store; returns what it stored. */
async function expectStored(kind: EnquiryKind, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await post(kind, body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (await stored(answer.body.id!))!;
}

/** The body field that holds the kind's mobile (the registry's search column source). */
const mobileField = (kind: EnquiryKind) => enquiryKinds[kind].indexed.mobile!;

/** A valid body of the kind, dated today (the test's clock) and with no preferred showroom. */
function body(kind: EnquiryKind): Record<string, unknown> {
  const b = validBody(kind);
  if (kind === 'service') b.bookingDate = today;
  if (kind === 'product') b.preferredDate = today;
  delete b.preferredShowroom;
  return b;
}

describe('a name and a reachable Indian mobile on every lead', () => {
  const spellings = ['9811040001', '98110 40001', '+91 98110 40001', '+919811040001', '098110 40001', '0091 98110-40001', '91 98110 40001'];

  it.each(enquiryKindIds.map((kind, i) => [kind, spellings[i % spellings.length]!] as const))(
    '%s stores %j as the 10 digits, in the payload and the search column',
    async (kind, written) => {
      const row = await expectStored(kind, { ...body(kind), [mobileField(kind)]: written });
      expect(row.payload[mobileField(kind)]).toBe('9811040001');
      expect(row.mobile).toBe('9811040001');
    },
  );

  it.each([...enquiryKindIds])('%s refuses a 4-digit mobile, a landline-like number and a foreign one, with a clear message', async (kind) => {
    const field = mobileField(kind);
    for (const bad of ['9811', '5811040001', '98110400011', '+1 415 555 0100']) {
      const answer = await expectRefused(kind, { ...body(kind), [field]: bad }, field, 'Please enter a valid 10-digit mobile number');
      expect(answer.body.message).toBe(`${field}: Please enter a valid 10-digit mobile number`);
    }
  });

  it.each([...enquiryKindIds])('%s refuses a body without a name or without a mobile', async (kind) => {
    const { name: _name, ...nameless } = body(kind);
    const mobileless = { ...body(kind) };
    delete mobileless[mobileField(kind)];
    const before = await count();
    expect((await post(kind, nameless)).status).toBe(400);
    expect((await post(kind, { ...body(kind), name: '   ' })).status).toBe(400);
    expect((await post(kind, mobileless)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses an empty service booking, naming the name and the mobile (requirements 5 had no check: a documented fix)', async () => {
    const answer = await expectRefused('service', {}, 'name', 'Please enter your name');
    expect(answer.body.errors).toContainEqual({ field: 'contactNumber', message: 'Please enter your contact number' });
    expect(answer.body.message).toBe('name: Please enter your name');
  });

  it("keeps AMC's own words for a missing mobile", async () => {
    const { contactNumber: _gone, ...rest } = body('amc');
    await expectRefused('amc', rest, 'contactNumber', 'All fields are required except message.');
  });

  it('checks an e-mail when one is given, and lets it be left out where the form allows', async () => {
    await expectRefused('service', { ...body('service'), email: 'not-an-email' }, 'email', 'Please enter a valid email address');
    const row = await expectStored('service', { ...body('service'), email: '' });
    expect(row.payload.email).toBe('');
  });
});

describe('a booking or test-ride date is never in the past (IST)', () => {
  it('takes today and later, refuses yesterday, by the Indian day and not the UTC one', async () => {
    expect((await expectStored('service', { ...body('service'), bookingDate: today })).payload.bookingDate).toBe(today);
    expect((await expectStored('product', { ...body('product'), preferredDate: '2026-12-01' })).payload.preferredDate).toBe('2026-12-01');
    await expectRefused('service', { ...body('service'), bookingDate: yesterday }, 'bookingDate', 'Please choose today or a later date');
    await expectRefused('product', { ...body('product'), preferredDate: yesterday }, 'preferredDate', 'Please choose today or a later date');
    await expectRefused('service', { ...body('service'), bookingDate: '2026-11-31' }, 'bookingDate', 'Please enter a valid date (YYYY-MM-DD)');
  });

  it('an enquiry that waited in the outbox is checked against the day it was made (Submitted-At)', async () => {
    // Made yesterday evening on the phone for yesterday, sent now: accepted.
    const madeYesterday = { [submittedAtHeader]: '2026-11-22T12:00:00.000Z' };
    expect((await expectStored('service', { ...body('service'), bookingDate: yesterday }, madeYesterday)).payload.bookingDate).toBe(yesterday);
    expect((await expectStored('product', { ...body('product'), preferredDate: yesterday }, madeYesterday)).payload.preferredDate).toBe(yesterday);
    // A day before it was made is still refused.
    await expectRefused('service', { ...body('service'), bookingDate: '2026-11-21' }, 'bookingDate', 'Please choose today or a later date', madeYesterday);
  });

  it('trusts Submitted-At for at most 30 days back and never ahead of the server; anything else means now', async () => {
    const made40DaysAgo = { [submittedAtHeader]: '2026-10-13T12:00:00.000Z' };
    // 30 days before 2026-11-23 00:30 IST is 2026-10-24.
    await expectStored('service', { ...body('service'), bookingDate: '2026-10-24' }, made40DaysAgo);
    await expectRefused('service', { ...body('service'), bookingDate: '2026-10-23' }, 'bookingDate', 'Please choose today or a later date', made40DaysAgo);
    for (const header of ['2026-12-25T00:00:00.000Z', 'yesterday', '2026-11-22', `2026-11-22T12:00:00.000Z${' '.repeat(50)}x`]) {
      await expectRefused('service', { ...body('service'), bookingDate: yesterday }, 'bookingDate', 'Please choose today or a later date', { [submittedAtHeader]: header });
    }
  });
});

describe('where and when: preferred showroom and date', () => {
  it.each(['service', 'finance', 'product'] as const)('%s stores the preferred showroom as its number, sent as text or number', async (kind) => {
    expect((await expectStored(kind, { ...body(kind), preferredShowroom: '3' })).payload.preferredShowroom).toBe(3);
    expect((await expectStored(kind, { ...body(kind), preferredShowroom: 4 })).payload.preferredShowroom).toBe(4);
  });

  it.each(['service', 'finance', 'product'] as const)('%s stays valid without one ("Any showroom"), as older clients and queued entries send', async (kind) => {
    expect((await expectStored(kind, body(kind))).payload).not.toHaveProperty('preferredShowroom');
    expect((await expectStored(kind, { ...body(kind), preferredShowroom: '' })).payload).not.toHaveProperty('preferredShowroom');
  });

  it.each(['service', 'finance', 'product'] as const)('%s refuses a showroom that is not one of the stored ones', async (kind) => {
    for (const bad of [0, 5, '7', 'Sector 18', 2.5, true]) {
      await expectRefused(kind, { ...body(kind), preferredShowroom: bad }, 'preferredShowroom', 'Please choose one of our showrooms');
    }
  });

  it('the product enquiry without a preferred date stores an empty one', async () => {
    const { preferredDate: _none, ...withoutDate } = body('product');
    expect((await expectStored('product', withoutDate)).payload.preferredDate).toBe('');
  });
});

describe('finance names a catalogue model or a finance slug (requirements 2.3: locked from a bike page)', () => {
  it('accepts a catalogue model name, stored in the catalogue spelling', async () => {
    expect((await expectStored('finance', { ...body('finance'), model: 'SP 125' })).payload.model).toBe('SP 125');
    expect((await expectStored('finance', { ...body('finance'), model: '  activa e: ' })).payload.model).toBe('Activa e:');
    expect((await expectStored('finance', { ...body('finance'), model: 'cb200x' })).payload.model).toBe('CB200X');
  });

  it('accepts the name of a model switched off since (a queued enquiry)', async () => {
    await app.db.query("UPDATE models SET status = 0 WHERE name = 'Livo'");
    try {
      expect((await expectStored('finance', { ...body('finance'), model: 'Livo' })).payload.model).toBe('Livo');
    } finally {
      await app.db.query("UPDATE models SET status = 1 WHERE name = 'Livo'");
    }
  });

  it('refuses a model that is neither, and a missing one with the spec message', async () => {
    const answer = await expectRefused('finance', { ...body('finance'), model: 'Gold Wing Tour' }, 'model', 'Please choose one of our models');
    expect(answer.body.message).toBe('model: Please choose one of our models');
    await expectRefused('finance', { ...body('finance'), model: '' }, 'model', 'Please select a model');
  });

  it('an outbox resend days later, with the time it was made, gets the same answer and stores nothing twice', async () => {
    const key = crypto.randomUUID();
    const b = { ...body('product'), preferredDate: today };
    const made = { [idempotencyHeader]: key, [submittedAtHeader]: '2026-11-22T19:00:00.000Z' };
    expect((await post('product', b, made)).status).toBe(201);
    const before = await count();
    clock = new Date('2026-11-25T06:00:00Z');
    try {
      const again = await post('product', b, made);
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(key);
      expect(await count()).toBe(before);
    } finally {
      clock = new Date('2026-11-22T19:00:00Z');
    }
  });
});
