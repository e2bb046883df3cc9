/**
 * Migration 006 on a database that already holds enquiries: every one of the eleven kinds
 * gets its lead, exactly once, with the SLA due time of the one TypeScript implementation
 * (the configured hours), the visitor's showroom, a dialable mobile and the model's display
 * name; the per-group counts match; new enquiries after it get leads as usual.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryKindIds } from '#contract/enquiry-kinds.ts';
import { slaDueAt } from '#contract/lead-sla.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { storeEnquiry } from '../../server/enquiries/repository.ts';
import { newLeadColumns } from '../../server/leads/new-lead.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let testDb: TestDb;
const slaHours = 3;

interface Old {
  id: string;
  kind: string;
  createdAt: Date;
  payload: Record<string, unknown>;
  mobile: string;
  model: string;
  expect: { showroom: number | null; mobile: string; model: string };
}

const old: Old[] = enquiryKindIds.flatMap((kind, k) => [0, 1, 2].map((i) => {
  // Spread over days and hours, nights included, so the SLA carries over to mornings.
  const createdAt = new Date(Date.UTC(2025, 5, 1 + k, (i * 9 + k * 5) % 24, (k * 7) % 60));
  const variants = [
    { preferred: 2, mobile: '+91 98110 40001', model: 'activa-6g', expect: { showroom: 2, mobile: '9811040001', model: 'Activa 6G' } },
    { preferred: '', mobile: '9876543210', model: 'Shine 100', expect: { showroom: null, mobile: '9876543210', model: 'Shine 100' } },
    { preferred: 'x', mobile: '12345', model: '', expect: { showroom: null, mobile: '12345', model: '' } },
  ] as const;
  const v = variants[i]!;
  return { id: randomUUID(), kind, createdAt, payload: { name: `Old ${kind} ${i}`, preferredShowroom: v.preferred }, mobile: v.mobile, model: v.model, expect: v.expect };
}));

beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
  await migrate(testDb.db, loadMigrations().filter((m) => m.version < 6));
  for (const row of old) {
    await testDb.db.query(
      `INSERT INTO enquiries (id, kind, created_at, payload, body_hash, name, mobile, model)
       VALUES ($1, $2, $3, $4::text::jsonb, 'old', $5, $6, $7)`,
      [row.id, row.kind, row.createdAt, JSON.stringify(row.payload), row.payload.name, row.mobile, row.model],
    );
  }
  await migrate(testDb.db, undefined, { leadSlaHours: slaHours });
}, 300_000);
afterAll(async () => {
  await testDb?.drop();
});

interface LeadRow {
  id: string;
  kind: string;
  status: string;
  version: number;
  showroom_id: number | null;
  preferred_showroom: number | null;
  sla_due_at: Date;
  created_at: Date;
  name: string;
  mobile: string;
  model: string;
  reference: string;
  change_seq: string;
}

describe('backfill by migration 006', () => {
  it('gives every existing enquiry of every kind one New lead with what the desk shows', async () => {
    const { rows } = await testDb.db.query<LeadRow>(
      `SELECT id::text, kind, status, version, showroom_id, preferred_showroom, sla_due_at, created_at, name, mobile, model, reference, change_seq::text
       FROM leads`,
    );
    expect(rows).toHaveLength(old.length);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(enquiryKindIds));
    expect(new Set(rows.map((r) => r.change_seq)).size).toBe(old.length);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const row of old) {
      const lead = byId.get(row.id)!;
      expect(lead, row.id).toMatchObject({
        kind: row.kind, status: 'new', version: 0, name: row.payload.name,
        showroom_id: row.expect.showroom, preferred_showroom: row.expect.showroom, mobile: row.expect.mobile, model: row.expect.model,
        reference: row.id.slice(0, 8).toUpperCase(),
      });
      expect(new Date(lead.created_at).toISOString()).toBe(row.createdAt.toISOString());
      expect(new Date(lead.sla_due_at).toISOString(), row.createdAt.toISOString()).toBe(slaDueAt(row.createdAt, slaHours).toISOString());
    }
  });

  it('counts the leads per group exactly', async () => {
    const { rows } = await testDb.db.query<{ kind: string; showroom_id: number; n: number }>(
      `SELECT kind, showroom_id, n FROM lead_counts WHERE n <> 0 ORDER BY kind, showroom_id`,
    );
    const expected = enquiryKindIds.flatMap((kind) => [{ kind, showroom_id: 0, n: 2 }, { kind, showroom_id: 2, n: 1 }]).sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.showroom_id - b.showroom_id));
    expect(rows).toEqual(expected);
  });

  it('runs once; an enquiry stored afterwards gets its lead from its own insert, counted by the trigger', async () => {
    expect(await migrate(testDb.db)).toEqual([]);
    const createdAt = new Date('2026-11-23T04:00:00Z');
    const payload = { name: 'After Migration', contact: '9811040055', preferredShowroom: 4 };
    const id = randomUUID();
    const stored = await storeEnquiry(testDb.db, {
      id, kind: 'finance', createdAt, payload, bodyHash: 'after', file: null,
      indexed: { name: payload.name, mobile: payload.contact, email: '', model: 'sp-160', regNo: '' },
      lead: newLeadColumns({ createdAt, payload, name: payload.name, mobile: payload.contact, model: 'sp-160' }, slaHours),
    });
    // The store answers the reference the database made for the new lead (migration 110).
    expect(stored).toEqual({ stored: true, reference: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/) });
    const { rows } = await testDb.db.query<{ n: number; model: string; showroom_id: number }>('SELECT count(*) OVER ()::int AS n, model, showroom_id FROM leads WHERE id = $1', [id]);
    expect(rows).toEqual([{ n: 1, model: 'SP 160', showroom_id: 4 }]);
    const counted = await testDb.db.query<{ n: number }>(`SELECT n FROM lead_counts WHERE kind = 'finance' AND status = 'new' AND showroom_id = 4 AND owner_id = ''`);
    expect(counted.rows[0]!.n).toBe(1);
  });
});
