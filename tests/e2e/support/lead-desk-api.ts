/**
 * The lead desk's server side as a browser test needs it: enquiries submitted through
 * their public endpoints (each becomes a lead the real way), a signed-in API session for
 * staff accounts and events, the stored events of a lead, and thousands of open leads
 * written straight into the database for the sync timings.
 */
import { randomUUID } from 'node:crypto';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { leadPaths, type LeadChanges, type LeadEventRecord } from '#contract/lead-api.ts';
import { defaultSlaWorkingHours } from '#contract/lead-sla.ts';
import { backfillLeads } from '../../../server/leads/lead-backfill.ts';
import { validBody } from '../../faults/support/bodies.ts';
import { adminCredentials, type RunningServer } from './server.ts';

export async function submitLead(baseUrl: string, kind: EnquiryKind, fields: Record<string, unknown>): Promise<string> {
  return (await submitLeadForReference(baseUrl, kind, fields)).id;
}

/** The same, with the reference the server answered for the customer (docs/security.md). */
export async function submitLeadForReference(baseUrl: string, kind: EnquiryKind, fields: Record<string, unknown>): Promise<{ id: string; reference: string }> {
  const id = randomUUID();
  const res = await fetch(`${baseUrl}${enquiryKinds[kind].path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
    body: JSON.stringify({ ...validBody(kind), ...fields }),
  });
  if (res.status !== 201) throw new Error(`${kind}: ${res.status} ${await res.text()}`);
  const { reference } = (await res.json()) as { reference: string };
  return { id, reference };
}

interface ApiSession {
  send(path: string, method?: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

export async function apiSession(baseUrl: string, userId: string, password: string): Promise<ApiSession> {
  const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId, password }) });
  if (res.status !== 200) throw new Error(`login ${userId}: ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { token } = (await res.json()) as { token: string };
  return {
    send: (path, method = 'GET', body, headers = {}) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: { Cookie: cookie, 'X-CSRF-Token': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

export async function addStaff(session: ApiSession, userId: string, userName: string, password: string): Promise<void> {
  const res = await session.send(leadPaths.staff, 'POST', { userId, userName, mobileNo: '9811040055', showroomId: 2, password });
  if (res.status !== 201 && res.status !== 200) throw new Error(`staff ${userId}: ${res.status} ${await res.text()}`);
}

/** Posts one event as the desk's outbox would (the id as Idempotency-Key). */
export async function postLeadEvent(session: ApiSession, leadId: string, baseVersion: number, content: { type: string; data: unknown }): Promise<void> {
  const id = randomUUID();
  const res = await session.send(leadPaths.events(leadId), 'POST', { id, baseVersion, at: new Date().toISOString(), ...content }, { [idempotencyHeader]: id });
  if (res.status !== 201) throw new Error(`event: ${res.status} ${await res.text()}`);
}

/**
 * A lead's events as the server keeps them, oldest first, read through the desk's own sync
 * (GET /api/leads/changes) as the Owner. Read beside the running server: a tablet's send in
 * flight meanwhile is answered, not cut off by a restart.
 */
export async function storedEvents(baseUrl: string, leadId: string): Promise<LeadEventRecord[]> {
  const owner = await apiSession(baseUrl, adminCredentials.userId, adminCredentials.password);
  const events: LeadEventRecord[] = [];
  let since = '';
  for (;;) {
    const res = await owner.send(`${leadPaths.changes}${since ? `?since=${encodeURIComponent(since)}` : ''}`);
    if (res.status !== 200) throw new Error(`changes: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as LeadChanges;
    events.push(...page.events.filter((e) => e.leadId === leadId));
    if (!page.more) break;
    since = page.cursor;
  }
  return events.sort((a, b) => a.version - b.version);
}

/** `count` open product leads written in SQL, then made leads by the migration's own backfill. */
export async function seedOpenLeads(server: RunningServer, count: number): Promise<void> {
  await server.stop();
  const db = await server.openDb();
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO enquiries (id, kind, created_at, payload, body_hash, name, mobile, email, model, reg_no)
         SELECT gen_random_uuid(), 'product', now() - (i || ' minutes')::interval,
           jsonb_build_object('name', 'Seeded Buyer ' || i, 'mobileNo', '97' || lpad(i::text, 8, '0'), 'model', 'Shine 100'),
           md5(i::text), 'Seeded Buyer ' || i, '97' || lpad(i::text, 8, '0'), '', 'Shine 100', ''
         FROM generate_series(1, $1::int) AS i`,
        [count],
      );
      await backfillLeads(tx, defaultSlaWorkingHours);
    });
  } finally {
    await db.close();
    await server.restart();
  }
}
