/**
 * GET /healthz (the process answers) and GET /readyz (it can serve: database, migrations,
 * registered background parts), as a process manager or load balancer reads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPaths } from '#contract/api-paths.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe('health and readiness', () => {
  let app: TestApp;
  let queueReady = true;
  beforeAll(async () => {
    app = await startTestApp({
      seed: false,
      readiness: {
        queue: async () => {
          if (!queueReady) throw new Error('stopped');
        },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('says the process is up, uncached, without a session', async () => {
    const res = await app.fetch(healthPaths.health);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers, every migration is applied and each part is ready', async () => {
    const res = await app.fetch(healthPaths.ready);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
  });

  it('is not ready, and says which part, when a registered part is down', async () => {
    queueReady = false;
    try {
      const res = await app.fetch(healthPaths.ready);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'not ready', checks: { database: 'ok', migrations: 'ok', queue: 'failing' } });
      // Up all the same: a process manager must not restart it for this.
      expect((await app.fetch(healthPaths.health)).status).toBe(200);
    } finally {
      queueReady = true;
    }
  });

  it('is not ready when a migration this code knows is missing from the database', async () => {
    const { rows } = await app.db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1');
    const last = rows[0]!;
    await app.db.query('DELETE FROM schema_migrations WHERE version = $1', [last.version]);
    try {
      const res = await app.fetch(healthPaths.ready);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ checks: { database: 'ok', migrations: 'failing' } });
    } finally {
      await app.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [last.version, last.name]);
    }
    expect((await app.fetch(healthPaths.ready)).status).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('is not ready when the database is gone, and still healthy', async () => {
    const app = await startTestApp({ seed: false });
    try {
      await app.db.close();
      const res = await app.fetch(healthPaths.ready);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'not ready', checks: { database: 'failing', migrations: 'failing' } });
      expect((await app.fetch(healthPaths.health)).status).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  }, 120_000);
});
