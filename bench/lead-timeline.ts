/**
 * What one lead event costs as the lead's timeline grows (docs/lead-desk.md "Limits"): two
 * leads, one with 10 events and one with 1,000 notes of 2,000 characters (stored straight
 * into the database, a while ago, so the per-minute limit does not count them), then notes
 * posted through the API to each, timed one by one, and the delta a device pulls after one
 * of them, in bytes. Nothing on the insert path reads the whole timeline, so the two
 * columns must stay close.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../server/db/connect.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { leadPaths, type LeadChanges } from '#contract/lead-api.ts';
import { leadNoteMax } from '#contract/lead-events.ts';
import type { AdminSession } from '../tests/faults/support/admin-session.ts';
import { validBody } from '../tests/faults/support/bodies.ts';
import { summarise, type Summary } from './stats.ts';

export const timelineSizes = [10, 1000] as const;
/** Under the limit of 30 events a lead a minute (server/leads/lead-event-rate.ts), warm-up included. */
const postedNotes = 20;
const warmup = 3;

export interface TimelineCase {
  events: number;
  post: Summary;
  /** The delta after one more note: its bytes and events. */
  deltaBytes: number;
  deltaEvents: number;
}

/** A lead made the real way: a public enquiry (its Idempotency-Key is the lead id). */
export async function makeTimelineLeads(baseUrl: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < timelineSizes.length; i += 1) {
    const id = randomUUID();
    const res = await fetch(`${baseUrl}${enquiryKinds.product.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
      body: JSON.stringify(validBody('product')),
    });
    if (res.status !== 201) throw new Error(`enquiry: ${res.status} ${await res.text()}`);
    ids.push(id);
  }
  return ids;
}

/** Stores each lead's timeline of `timelineSizes[i]` long notes by `author`, two hours ago. */
export async function fillTimelines(db: Db, leadIds: string[], author: string): Promise<void> {
  for (const [i, leadId] of leadIds.entries()) {
    const size = timelineSizes[i]!;
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO lead_events (id, lead_id, type, data, base_version, client_at, at, author, received_at, version, conflicts, body_hash, change_seq)
         SELECT gen_random_uuid(), $1::uuid, 'note', jsonb_build_object('text', repeat('x', $4::int)), g - 1, t, t, $2, t, g, '[]'::jsonb, md5(g::text), next_lead_change()
         FROM generate_series(1, $3::int) AS g, (SELECT now() - interval '2 hours' AS t) AS past`,
        [leadId, author, size, leadNoteMax],
      );
      await tx.query('UPDATE leads SET version = $2, change_seq = next_lead_change() WHERE id = $1::uuid', [leadId, size]);
    });
  }
}

async function postNote(session: AdminSession, leadId: string, baseVersion: number): Promise<number> {
  const id = randomUUID();
  const t0 = performance.now();
  const res = await session.fetch(leadPaths.events(leadId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
    body: JSON.stringify({ id, baseVersion, at: new Date().toISOString(), type: 'note', data: { text: 'Asked for the on-road price again' } }),
  });
  const elapsed = performance.now() - t0;
  if (res.status !== 201) throw new Error(`event: ${res.status} ${await res.text()}`);
  return elapsed;
}

async function cursorNow(session: AdminSession): Promise<string> {
  let cursor = '0';
  for (;;) {
    const page = (await (await session.fetch(`${leadPaths.changes}?since=${cursor}&limit=2000`)).json()) as LeadChanges;
    cursor = page.cursor;
    if (!page.more) return cursor;
  }
}

/** Notes posted to each lead in turn (so both see the same server state), then one delta each. */
export async function timeTimelineEvents(session: AdminSession, leadIds: string[]): Promise<TimelineCase[]> {
  const versions = timelineSizes.map((size) => size as number);
  const samples: number[][] = timelineSizes.map(() => []);
  for (let n = 0; n < warmup + postedNotes - 1; n += 1) {
    for (const [i, leadId] of leadIds.entries()) {
      const elapsed = await postNote(session, leadId, versions[i]!);
      versions[i]! += 1;
      if (n >= warmup) samples[i]!.push(elapsed);
    }
  }
  const cases: TimelineCase[] = [];
  for (const [i, leadId] of leadIds.entries()) {
    const cursor = await cursorNow(session);
    samples[i]!.push(await postNote(session, leadId, versions[i]!));
    const text = await (await session.fetch(`${leadPaths.changes}?since=${cursor}`)).text();
    const delta = JSON.parse(text) as LeadChanges;
    cases.push({ events: timelineSizes[i]!, post: summarise(samples[i]!), deltaBytes: Buffer.byteLength(text), deltaEvents: delta.events.length });
  }
  return cases;
}
