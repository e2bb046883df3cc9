/**
 * For a process manager or load balancer:
 * - GET /healthz: the process is up and answering (no database call, so a database
 *   outage does not get healthy processes restarted);
 * - GET /readyz: this process can serve: the database answers, every migration this
 *   code knows is applied, and each background part registered in `deps.readiness`
 *   (the job queue, say) reports ready. 503 names what is not, so a balancer takes the
 *   process out of rotation and a person reading the answer knows why.
 * Neither is cached, neither needs a session, and neither says more than ok or not.
 */
import Router from '@koa/router';
import type { ReadinessCheck, ResolvedDeps } from '../deps.ts';
import { loadMigrations } from '../db/migrate.ts';
import { healthPaths } from '#contract/api-paths.ts';

/** How long one check may take before it counts as not ready. */
const checkTimeoutMs = 2_000;

function withTimeout(check: ReadinessCheck): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), checkTimeoutMs);
    check().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The checks every process has: its database and its migrations. */
function databaseChecks(deps: ResolvedDeps): Record<string, ReadinessCheck> {
  // The versions this code ships, read once: the files do not change under a running process.
  const expected = loadMigrations().map((m) => m.version);
  return {
    database: async () => {
      await deps.db.query('SELECT 1');
    },
    migrations: async () => {
      const { rows } = await deps.db.query<{ version: number }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((r) => Number(r.version)));
      const missing = expected.filter((v) => !applied.has(v));
      if (missing.length) throw new Error(`not applied: ${missing.join(', ')}`);
    },
  };
}

export function healthRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const checks = { ...databaseChecks(deps), ...deps.readiness };

  router.get(healthPaths.health, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get(healthPaths.ready, async (ctx) => {
    const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check);
        return [name, 'ok'] as const;
      } catch (error) {
        deps.log.warn('not ready', { check: name, reason: error instanceof Error ? error.message : String(error) });
        return [name, 'failing'] as const;
      }
    }));
    const ready = results.every(([, state]) => state === 'ok');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) };
  });
  return router;
}
