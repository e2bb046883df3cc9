/**
 * Bodies that earlier versions queued (tests/fixtures/queued-bodies/): every enquiry kind,
 * the product enquiry carrying an on-road quote, and each lead event type, as each
 * released version's forms, quote dialog and desk sent them. The current server must
 * accept every one: a phone may hold them for days, and a refusal drops them from its
 * outbox. The server's clock is a day after each file's `submittedAt`, as for an enquiry
 * that waited offline. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { idempotencyHeader, submittedAtHeader } from '#contract/api-paths.ts';
import { enquiryKindIds, enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { leadEventTypes } from '#contract/lead-events.ts';
import { leadPaths } from '#contract/lead-api.ts';

interface QueuedVersion {
  commit: string;
  submittedAt: string;
  enquiries: Record<string, Record<string, unknown>>;
  leadEvents: (Record<string, unknown> & { id: string; type: string })[];
}

const folder = fileURLToPath(new URL('../fixtures/queued-bodies/', import.meta.url));
const versions = readdirSync(folder).filter((f) => f.endsWith('.json')).sort()
  .map((file) => ({ file, ...(JSON.parse(readFileSync(`${folder}${file}`, 'utf8')) as QueuedVersion) }));

/** `productWithQuote` is a product enquiry; every other key is its kind. */
const kindOf = (key: string): EnquiryKind => (key === 'productWithQuote' ? 'product' : (key as EnquiryKind));

/** A minimal PDF for the career form's resume. */
const resume = new Blob([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')], { type: 'application/pdf' });

function requestBody(kind: EnquiryKind, body: Record<string, unknown>): { body: string | FormData; headers: Record<string, string> } {
  if (enquiryKinds[kind].encoding === 'json') return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) form.append(field, String(value));
  if (enquiryKinds[kind].fileField) form.append(enquiryKinds[kind].fileField!, resume, 'resume.pdf');
  return { body: form, headers: {} };
}

it('the fixtures hold every enquiry kind, a quote and every lead event type', () => {
  expect(versions.length).toBeGreaterThanOrEqual(2);
  const kinds = new Set(versions.flatMap((v) => Object.keys(v.enquiries).map(kindOf)));
  expect([...kinds].sort()).toEqual([...enquiryKindIds].sort());
  expect(versions.some((v) => Object.values(v.enquiries).some((b) => b.quote !== undefined))).toBe(true);
  const events = new Set(versions.flatMap((v) => v.leadEvents.map((e) => e.type)));
  expect([...events].sort()).toEqual([...leadEventTypes].sort());
});

describe.each(versions)('$file ($commit)', (version) => {
  let app: TestApp;
  let session: AdminSession;
  const leadOfKey = new Map<string, string>();

  beforeAll(async () => {
    const now = new Date(Date.parse(version.submittedAt) + 86_400_000);
    app = await startTestApp({ now: () => now });
    await createAdmin(app.db, 'asha', 'Queued-Password-1', { userName: 'Asha', showroomId: 4 });
    session = await signIn(app, 'asha', 'Queued-Password-1');
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(Object.keys(version.enquiries))('%s is accepted and stored as sent', async (key) => {
    const kind = kindOf(key);
    const sent = version.enquiries[key]!;
    const id = randomUUID();
    const { body, headers } = requestBody(kind, sent);
    const res = await app.fetch(enquiryKinds[kind].path, {
      method: 'POST', headers: { ...headers, [idempotencyHeader]: id, [submittedAtHeader]: version.submittedAt }, body,
    });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    leadOfKey.set(key, id);
    const { rows } = await app.db.query<{ payload: Record<string, unknown>; quote: Record<string, unknown> | null }>('SELECT payload, quote FROM enquiries WHERE id = $1', [id]);
    expect(rows[0]!.payload.name).toBe(sent.name);
    if (sent.quote) expect(rows[0]!.quote).toMatchObject(sent.quote as Record<string, unknown>);
  });

  if (version.leadEvents.length > 0) {
    it('each lead event is accepted, in the order the desk queued them', async () => {
      const leadId = leadOfKey.get('product') ?? [...leadOfKey.values()][0]!;
      for (const event of version.leadEvents) {
        const res = await call(app, session, leadPaths.events(leadId), { method: 'POST', json: event, headers: { [idempotencyHeader]: event.id } });
        expect(res.status, `${event.type}: ${await res.text()}`).toBe(201);
      }
      const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_events WHERE lead_id = $1', [leadId]);
      expect(rows[0]!.n).toBe(version.leadEvents.length);
    });
  }
});
