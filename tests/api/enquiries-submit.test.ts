/**
 * Every one of the eleven submissions of requirements 7.2: a good body is stored once with its
 * kind, validated payload and report search columns and answered with the kind's success
 * text; a bad body is a 400 naming the field and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { serverEarliestDate } from '#contract/submission-rules.ts';
import { referencePattern } from '#contract/lead-reference.ts';

const fixedNow = new Date('2026-03-14T09:26:53.000Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, now: () => fixedNow });
});
afterAll(async () => {
  await app?.close();
});

interface Case {
  good: Record<string, unknown>;
  /** What the search columns must hold for `good`. */
  indexed: { name: string; mobile: string; email: string; model: string; reg_no: string };
  bad: Record<string, unknown>;
  badField: string;
  badMessage: string;
}

const cases: Record<EnquiryKind, Case> = {
  finance: {
    good: {
      name: 'Asha Verma', email: 'asha@example.com', contact: '9811000001', loanAmount: '55000', model: 'shine-100',
      message: 'Call after 5', agreed: true, selectedPOA: 'Gas Bill', selectedPOI: 'PAN Card',
    },
    indexed: { name: 'Asha Verma', mobile: '9811000001', email: 'asha@example.com', model: 'shine-100', reg_no: '' },
    bad: { name: 'Asha', contact: '9811000001' },
    badField: 'model',
    badMessage: 'model: Please select a model',
  },
  contact: {
    good: { name: 'Ravi', email: 'ravi@example.com', contact: '9811000002', reason: 'Support', message: 'Help with my booking' },
    indexed: { name: 'Ravi', mobile: '9811000002', email: 'ravi@example.com', model: '', reg_no: '' },
    bad: { name: 'Ravi', email: 'ravi@example.com', contact: '9811000002', reason: 'Support' },
    badField: 'message',
    badMessage: 'message: Please enter a message',
  },
  service: {
    good: {
      model: 'cb200x', enteredModel: '', yearOfPurchase: '2021', serviceType: 'Paid', registrationNumber: 'HR26AB1234',
      bookingDate: '2026-04-02', name: 'Meena', email: 'meena@example.com', contactNumber: '9811000003', message: 'First service',
    },
    indexed: { name: 'Meena', mobile: '9811000003', email: 'meena@example.com', model: 'cb200x', reg_no: 'HR26AB1234' },
    bad: { name: 'Meena', contactNumber: '9811000003', bookingDate: '2026-02-30' },
    badField: 'bookingDate',
    badMessage: 'bookingDate: Please enter a valid date (YYYY-MM-DD)',
  },
  amc: {
    good: {
      model: 'activa-6g', yearOfPurchase: 2022, registrationNumber: 'HR26CD5678', name: 'Kiran', email: 'kiran@example.com',
      contactNumber: '9811000004',
    },
    indexed: { name: 'Kiran', mobile: '9811000004', email: 'kiran@example.com', model: 'activa-6g', reg_no: 'HR26CD5678' },
    bad: { model: 'activa-6g', yearOfPurchase: '2022', name: 'Kiran', email: 'kiran@example.com', contactNumber: '9811000004' },
    badField: 'registrationNumber',
    badMessage: 'registrationNumber: All fields are required except message.',
  },
  warranty: {
    good: { model: 'sp-160', yearOfPurchase: '2023', registrationNumber: 'HR55EF9012', name: 'Dev', email: 'dev@example.com', contactNumber: '9811000005', message: '' },
    indexed: { name: 'Dev', mobile: '9811000005', email: 'dev@example.com', model: 'sp-160', reg_no: 'HR55EF9012' },
    bad: { email: 'dev@example.com', contactNumber: '9811000005' },
    badField: 'name',
    badMessage: 'name: Please fill in all required fields.',
  },
  offer: {
    good: { name: 'Isha', email: 'isha@example.com', contact: '9811000006', agree: true },
    indexed: { name: 'Isha', mobile: '9811000006', email: 'isha@example.com', model: '', reg_no: '' },
    bad: { name: 'Isha', email: 'isha@example.com', contact: '9811000006', agree: false },
    badField: 'agree',
    badMessage: 'agree: Please agree to the terms and conditions.',
  },
  optin: {
    good: {
      registration: 'HR26GH3456', name: 'Nikhil', mobile: '9811000007',
      notifications: { all: false, rcs: false, sms: true, obd: false, email: true, whatsapp: true },
    },
    indexed: { name: 'Nikhil', mobile: '9811000007', email: '', model: '', reg_no: 'HR26GH3456' },
    bad: { registration: 'HR26GH3456', name: 'Nikhil', mobile: '98-110' },
    badField: 'mobile',
    badMessage: 'mobile: Please enter a valid 10-digit mobile number',
  },
  product: {
    good: { name: 'Pooja', mobileNo: '9811000008', emailId: 'pooja@example.com', model: 'Shine 100', color: 'Red', message: 'Test ride please' },
    indexed: { name: 'Pooja', mobile: '9811000008', email: 'pooja@example.com', model: 'Shine 100', reg_no: '' },
    bad: { name: 'Pooja', mobileNo: '9811000008', emailId: 'pooja@example.com', model: 'Shine 100', color: ' ' },
    badField: 'color',
    badMessage: 'color: Please select a colour',
  },
  joyclub: {
    good: { name: 'Arjun', mobile: '9811000009', email: 'arjun@example.com', model: 'Unicorn', regNo: 'HR26JK7890', purchaseYear: '2019', message: 'Count me in' },
    indexed: { name: 'Arjun', mobile: '9811000009', email: 'arjun@example.com', model: 'Unicorn', reg_no: 'HR26JK7890' },
    bad: { name: 'Arjun', mobile: '9811000009', purchaseYear: '20x9' },
    badField: 'purchaseYear',
    badMessage: 'purchaseYear: Year of purchase must be a number of at most 4 digits',
  },
  feedback: {
    good: {
      name: 'Sana', phone: '9811000010', email: 'sana@example.com', address: 'Sector 14', location: 'PATAUDI',
      department: 'SERVICE', message: 'Quick service, thanks',
    },
    indexed: { name: 'Sana', mobile: '9811000010', email: 'sana@example.com', model: '', reg_no: '' },
    bad: { name: 'Sana', phone: '9811000010', department: 'MARKETING' },
    badField: 'department',
    badMessage: 'department: Please choose one of the listed options',
  },
  career: {
    good: { name: 'Vikram', phone: '9811000011', email: 'vikram@example.com', address: 'DLF Phase 2', area: 'Gurgaon', position: 'Service Advisor' },
    indexed: { name: 'Vikram', mobile: '9811000011', email: 'vikram@example.com', model: '', reg_no: '' },
    bad: { name: 'Vikram', phone: '9811000011', email: 'not-an-email' },
    badField: 'email',
    badMessage: 'email: Please enter a valid email address',
  },
};

function post(kind: EnquiryKind, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  const spec = enquiryKinds[kind];
  if (spec.encoding === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, String(v));
    return app.fetch(spec.path, { method: 'POST', body: form, headers });
  }
  return app.fetch(spec.path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
}

async function rowsOf(kind: EnquiryKind) {
  const { rows } = await app.db.query<{
    id: string; kind: string; payload: Record<string, unknown> | string; name: string; mobile: string; email: string;
    model: string; reg_no: string; created_at: Date | string; file_id: string | null;
  }>('SELECT * FROM enquiries WHERE kind = $1', [kind]);
  return rows.map((r) => ({ ...r, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload }));
}

describe.each(Object.keys(cases) as EnquiryKind[])('%s', (kind) => {
  const spec = enquiryKinds[kind];
  const c = cases[kind];

  it(`refuses a bad body with 400 naming the field (${spec.path}) and stores nothing`, async () => {
    const res = await post(kind, c.bad);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(body.message).toBe(c.badMessage);
    expect(body.errors.map((e) => e.field)).toContain(c.badField);
    expect(await rowsOf(kind)).toHaveLength(0);
  });

  it(`stores a good body once and answers the kind's success text (${spec.path})`, async () => {
    const id = crypto.randomUUID();
    const res = await post(kind, c.good, { [idempotencyHeader]: id });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: spec.messages.success, id, reference: expect.stringMatching(referencePattern) });

    const rows = await rowsOf(kind);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.id).toBe(id);
    expect(row.kind).toBe(kind);
    expect(row.payload).toEqual(spec.schema({ earliestDate: serverEarliestDate(fixedNow, undefined) }).parse(c.good));
    expect({ name: row.name, mobile: row.mobile, email: row.email, model: row.model, reg_no: row.reg_no }).toEqual(c.indexed);
    expect(new Date(row.created_at).toISOString()).toBe(fixedNow.toISOString());
    expect(row.file_id).toBeNull();
  });
});

describe('payload details', () => {
  it('stores numbers as text, defaults absent optional fields and drops unknown keys', async () => {
    const res = await post('amc', { ...cases.amc.good, registrationNumber: 'HR01ZZ0001', isAdmin: true, message: undefined });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = (await rowsOf('amc')).find((r) => r.id === id)!;
    expect(row.payload.yearOfPurchase).toBe('2022');
    expect(row.payload.message).toBe('');
    expect(row.payload).not.toHaveProperty('isAdmin');
  });

  it('defaults the opt-in channels to all false when none are sent', async () => {
    const res = await post('optin', { registration: 'HR01ZZ0002', name: 'Ola', mobile: '9811000099' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = (await rowsOf('optin')).find((r) => r.id === id)!;
    expect(row.payload.notifications).toEqual({ all: false, rcs: false, sms: false, obd: false, email: false, whatsapp: false });
  });
});

describe('content types', () => {
  it('answers 415 for a JSON kind posted as text or multipart, storing nothing', async () => {
    const before = (await rowsOf('contact')).length;
    const text = await app.fetch('/contact', { method: 'POST', body: JSON.stringify(cases.contact.good), headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ message: 'Content-Type must be application/json' });
    const form = new FormData();
    form.append('name', 'x');
    const multipart = await app.fetch('/contact', { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
    expect((await rowsOf('contact')).length).toBe(before);
  });

  it('answers 415 for a multipart kind posted as JSON', async () => {
    const res = await app.fetch('/api/feedBack', { method: 'POST', body: JSON.stringify(cases.feedback.good), headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Content-Type must be multipart/form-data' });
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const res = await app.fetch('/finance', { method: 'POST', body: '[1,2]', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/^body: /);
  });
});
