/**
 * The dashboard funnel keeps each lead's reached steps by id (leads.funnel_reached): the
 * migration from the old positions, and the registry rule that a status reaches its own
 * step and those before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { funnelReachedBy, funnelSteps, leadGroupIds, leadGroups } from '#contract/lead-statuses.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const positions = [0, 1, 2, 3, 4];

describe('the funnel migration', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    await migrate(testDb.db, loadMigrations().filter((m) => m.version < 100));
    for (const step of positions) {
      const id = `00000000-0000-4000-8000-00000000000${step}`;
      await testDb.db.query(`INSERT INTO enquiries (id, kind, payload, body_hash) VALUES ($1::uuid, 'product', '{}', 'x')`, [id]);
      await testDb.db.query(
        `INSERT INTO leads (id, kind, created_at, last_activity_at, sla_due_at, funnel_step, change_seq)
         VALUES ($1::uuid, 'product', now(), now(), now(), $2, nextval('lead_change_seq'))`,
        [id, step],
      );
    }
    await migrate(testDb.db);
  }, 300_000);
  afterAll(async () => {
    await testDb?.drop();
  });

  it('turns each stored position into the ids of the steps it stood for', async () => {
    const { rows } = await testDb.db.query<{ id: string; funnel_reached: string[] }>('SELECT id, funnel_reached FROM leads ORDER BY id');
    expect(rows.map((r) => [...r.funnel_reached].sort())).toEqual([
      [],
      ['contacted'],
      ['contacted', 'testRide'],
      ['booked', 'contacted', 'testRide'],
      ['booked', 'contacted', 'delivered', 'testRide'],
    ]);
  });

  it('leaves no position column behind', async () => {
    const { rows } = await testDb.db.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'leads' AND column_name = 'funnel_step' AND table_schema = current_schema()`,
    );
    expect(rows).toEqual([]);
  });
});

describe('the steps a status reaches', () => {
  it('are its own step and every step before it, by id', () => {
    expect(funnelReachedBy('sales', 'new')).toEqual([]);
    expect(funnelReachedBy('sales', 'contacted')).toEqual(['contacted']);
    expect(funnelReachedBy('sales', 'booked')).toEqual(['contacted', 'testRide', 'booked']);
    expect(funnelReachedBy('sales', 'delivered')).toEqual([...funnelSteps]);
    expect(funnelReachedBy('sales', 'lost')).toEqual([]);
  });

  it('name only steps of the registry, for every status of every group', () => {
    for (const group of leadGroupIds) {
      for (const status of leadGroups[group].statuses) {
        for (const step of funnelReachedBy(group, status.id)) expect(funnelSteps).toContain(step);
      }
    }
  });
});
