/**
 * The labour list (docs/workshop.md "Labour list"): read by everyone of the workshop (only
 * the operations offered for a new line, unless the retired ones are asked for too), and
 * added to and changed by Managers and Owners (`workshopPrices`: one list for every
 * showroom). An operation is retired rather than deleted: lines on job cards keep their
 * code, name and rate (copied when added), and a retired one takes no new line. A change or
 * retiring names the version the screen showed (migration 590): two Managers editing one
 * operation from two tablets, the second is refused with the rate it now holds instead of
 * silently overwriting the first's.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { labourChangedMessage, labourChangeSchema, labourMessages, labourPaths, newLabourSchema, type LabourOperation } from '#contract/workshop-labour.ts';
import type { ResolvedDeps } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { adminState } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { refusal } from './db-refusals.ts';
import { validBody } from '../http/validate.ts';

interface Row { code: string; name: string; sac: string; rate_paise: string; gst_rate: string; retired_at: Date | string | null; version: number }
const columns = 'code, name, sac, rate_paise, gst_rate, retired_at, version';
const operationOf = (r: Row): LabourOperation => ({
  code: r.code, name: r.name, sac: r.sac, ratePaise: Number(r.rate_paise), gstRate: Number(r.gst_rate), retired: r.retired_at !== null, version: Number(r.version),
});

/** One operation; `lock`: held for the rest of the transaction, so no change slips between the check and the write. */
async function operation(db: Queryable, code: string, lock = false): Promise<LabourOperation | undefined> {
  const row = (await db.query<Row>(`SELECT ${columns} FROM labour_list WHERE code = $1${lock ? ' FOR UPDATE' : ''}`, [code])).rows[0];
  return row && operationOf(row);
}

/** The 409 of a stale version: the words, under the version field, and the operation as it is now for the screen to show. */
const staleVersion = (now: LabourOperation) => new HttpError(409, `version: ${labourChangedMessage(now)}`, {
  fields: { errors: [{ field: 'version', message: labourChangedMessage(now) }], current: now },
});

export function addLabourRoutes(router: Router, deps: ResolvedDeps, guard: Middleware, may: Middleware): void {
  const body = bodyReader(deps.config);
  const changes = requirePermission('workshopPrices');

  router.get(labourPaths.labour, guard, may, async (ctx) => {
    const all = ctx.query.retired === 'include';
    const { rows } = await deps.db.query<Row>(`SELECT ${columns} FROM labour_list ${all ? '' : 'WHERE retired_at IS NULL'} ORDER BY code`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map(operationOf) };
  });

  router.post(labourPaths.labour, guard, changes, async (ctx) => {
    const added = validBody(newLabourSchema, await body.json(ctx));
    const { rowCount } = await deps.db.query(
      `INSERT INTO labour_list (code, name, sac, rate_paise, gst_rate, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (code) DO NOTHING`,
      [added.code, added.name, added.sac, added.ratePaise, added.gstRate, deps.now(), adminState(ctx).userId],
    );
    if (!rowCount) throw refusal(409, 'code', labourMessages.taken);
    ctx.status = 201;
    ctx.body = await operation(deps.db, added.code);
  });

  router.put(labourPaths.operation, guard, changes, async (ctx) => {
    const code = String(ctx.params.code ?? '').toUpperCase();
    const change = validBody(labourChangeSchema, await body.json(ctx));
    const at = deps.now();
    ctx.body = await retryTransaction(deps.db, async (tx) => {
      const now = await operation(tx, code, true);
      if (!now) throw new HttpError(404, labourMessages.unknown);
      if (now.version !== change.version) throw staleVersion(now);
      // Retiring keeps the first day it was retired; bringing one back clears it.
      await tx.query(
        `UPDATE labour_list SET name = $2, sac = $3, rate_paise = $4, gst_rate = $5, updated_at = $6, updated_by = $7,
           retired_at = CASE WHEN $8::boolean THEN coalesce(retired_at, $6) ELSE NULL END, version = version + 1
         WHERE code = $1`,
        [code, change.name, change.sac, change.ratePaise, change.gstRate, at, adminState(ctx).userId, change.retired],
      );
      return operation(tx, code);
    });
  });
}
