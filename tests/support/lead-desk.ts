/**
 * Lead desk calls for the API tests: enquiries submitted through their public endpoints
 * (so each becomes a lead the real way), events posted as the desk's outbox posts them
 * (the event id as Idempotency-Key), and the desk's reads.
 */
import { randomUUID } from 'node:crypto';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { leadPaths, type LeadChanges, type LeadEventAnswer, type LeadRecord } from '#contract/lead-api.ts';
import type { LeadEventBody } from '#contract/lead-events.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, type AdminSession } from './admin-session.ts';
import type { TestApp } from './test-app.ts';

/** Submits a JSON enquiry (a valid body of the kind, with `fields` over it); returns its lead id. */
export async function submitEnquiry(app: TestApp, kind: EnquiryKind, fields: Record<string, unknown> = {}, key = randomUUID()): Promise<string> {
  return (await submitForReference(app, kind, fields, key)).id;
}

/** The same, with the reference the server gave the customer in its 201 answer. */
export async function submitForReference(
  app: TestApp, kind: EnquiryKind, fields: Record<string, unknown> = {}, key = randomUUID(),
): Promise<{ id: string; reference: string }> {
  const res = await app.fetch(enquiryKinds[kind].path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key },
    body: JSON.stringify({ ...validBody(kind), ...fields }),
  });
  if (res.status !== 201) throw new Error(`${kind}: ${res.status} ${await res.text()}`);
  const { reference } = (await res.json()) as { reference: string };
  return { id: key, reference };
}

type EventInput = { [T in LeadEventBody['type']]: { type: T; data: Extract<LeadEventBody, { type: T }>['data'] } }[LeadEventBody['type']];

/** An event body as the desk makes it. */
export function eventBody(content: EventInput, baseVersion: number, extra: { id?: string; at?: string; resolves?: string } = {}): Record<string, unknown> {
  return { id: extra.id ?? randomUUID(), baseVersion, at: extra.at ?? new Date().toISOString(), ...content, ...(extra.resolves ? { resolves: extra.resolves } : {}) };
}

export async function postEvent(app: TestApp, session: AdminSession, leadId: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  return call(app, session, leadPaths.events(leadId), {
    method: 'POST',
    json: body,
    headers: typeof body.id === 'string' ? { [idempotencyHeader]: body.id, ...headers } : headers,
  });
}

/** Posts an event that must be stored; returns the answer. */
export async function recordEvent(app: TestApp, session: AdminSession, leadId: string, content: EventInput, baseVersion: number, extra: Parameters<typeof eventBody>[2] = {}): Promise<LeadEventAnswer> {
  const res = await postEvent(app, session, leadId, eventBody(content, baseVersion, extra));
  if (res.status !== 201) throw new Error(`event ${content.type}: ${res.status} ${await res.text()}`);
  return (await res.json()) as LeadEventAnswer;
}

export async function getJson<T>(app: TestApp, session: AdminSession, path: string): Promise<T> {
  const res = await call(app, session, path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export function changesSince(app: TestApp, session: AdminSession, since: string, limit?: number): Promise<LeadChanges> {
  return getJson<LeadChanges>(app, session, `${leadPaths.changes}?since=${since}${limit ? `&limit=${limit}` : ''}`);
}

/** Pulls until `more` is false, as the desk does; returns every page. */
export async function pullAll(app: TestApp, session: AdminSession, since: string, limit?: number): Promise<{ cursor: string; pages: LeadChanges[] }> {
  const pages: LeadChanges[] = [];
  let cursor = since;
  for (;;) {
    const page = await changesSince(app, session, cursor, limit);
    pages.push(page);
    cursor = page.cursor;
    if (!page.more) return { cursor, pages };
  }
}

export async function leadOf(app: TestApp, session: AdminSession, leadId: string): Promise<LeadRecord> {
  // Found as staff find it: by the customer's reference (the server's, docs/security.md).
  const { rows } = await app.db.query<{ reference: string }>('SELECT reference FROM leads WHERE id = $1', [leadId]);
  const q = encodeURIComponent(rows[0]?.reference ?? leadId.slice(0, 8));
  const page = await getJson<{ data: LeadRecord[] }>(app, session, `${leadPaths.list}?tab=open&q=${q}`);
  const closed = page.data.length ? page : await getJson<{ data: LeadRecord[] }>(app, session, `${leadPaths.list}?tab=closed&q=${q}`);
  const lead = closed.data.find((l) => l.id === leadId);
  if (!lead) throw new Error(`lead ${leadId} not listed`);
  return lead;
}

/** The reference the server gave a lead (docs/security.md), read from the database. */
export async function storedReference(db: { query: TestApp['db']['query'] }, leadId: string): Promise<string> {
  const { rows } = await db.query<{ reference: string }>('SELECT reference FROM leads WHERE id = $1', [leadId]);
  return rows[0]?.reference ?? '';
}
