/**
 * The labour list (docs/workshop.md "Labour list"): read by everyone of the workshop (only
 * the operations offered for a new line, unless the retired ones are asked for too), and
 * added to and changed by Managers and Owners (`workshopPrices`: one list for every
 * showroom). An operation is retired rather than deleted: lines on job cards keep their
 * code, name and rate (copied when added), and a retired one takes no new line.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { labourChangeSchema, labourMessages, labourPaths, newLabourSchema, type LabourOperation } from '#contract/workshop-labour.ts';
import type { ResolvedDeps } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { adminState } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { refusal } from './db-refusals.ts';
import { validBody } from '../http/validate.ts';

interface Row { code: string; name: string; sac: string; rate_paise: string; gst_rate: string; retired_at: Date | string | null }
const columns = 'code, name, sac, rate_paise, gst_rate, retired_at';
const operationOf = (r: Row): LabourOperation => ({
  code: r.code, name: r.name, sac: r.sac, ratePaise: Number(r.rate_paise), gstRate: Number(r.gst_rate), retired: r.retired_at !== null,
});

async function operation(db: Queryable, code: string): Promise<LabourOperation | undefined> {
  const row = (await db.query<Row>(`SELECT ${columns} FROM labour_list WHERE code = $1`, [code])).rows[0];
  return row && operationOf(row);
}

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
    // Retiring keeps the first day it was retired; bringing one back clears it.
    const { rowCount } = await deps.db.query(
      `UPDATE labour_list SET name = $2, sac = $3, rate_paise = $4, gst_rate = $5, updated_at = $6, updated_by = $7,
         retired_at = CASE WHEN $8::boolean THEN coalesce(retired_at, $6) ELSE NULL END
       WHERE code = $1`,
      [code, change.name, change.sac, change.ratePaise, change.gstRate, at, adminState(ctx).userId, change.retired],
    );
    if (!rowCount) throw new HttpError(404, labourMessages.unknown);
    ctx.body = await operation(deps.db, code);
  });
}
