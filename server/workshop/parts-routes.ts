/**
 * The parts price list and the labour list (docs/workshop.md "Parts price list"): reading
 * them, and importing a price list file all or nothing (every row is checked first; one
 * bad row and nothing is stored, the answer naming each row's problems).
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { csvRequestBytes } from '#contract/csv-file.ts';
import { partsImportSchema, workshopPaths, type PartsImportAnswer } from '#contract/workshop.ts';
import type { ResolvedDeps } from '../deps.ts';
import { adminState } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyReader } from '../http/body.ts';
import { validBody } from '../http/validate.ts';
import { refusal } from './db-refusals.ts';
import { firstPartsProblem, readPartsFile } from './parts-file.ts';

const listLimit = 5_000;
/** Rows written per statement, so a long file is a few statements rather than thousands. */
const importChunk = 500;

export function addPartsRoutes(router: Router, deps: ResolvedDeps, guard: Middleware, may: Middleware): void {
  const body = bodyReader(deps.config);

  router.get(workshopPaths.parts, guard, may, async (ctx) => {
    const { rows } = await deps.db.query<{ part_number: string; name: string; hsn: string; price_paise: string; gst_rate: string }>(
      `SELECT part_number, name, hsn, price_paise, gst_rate FROM parts_price_list ORDER BY part_number LIMIT ${listLimit}`,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map((r) => ({ partNumber: r.part_number, name: r.name, hsn: r.hsn, pricePaise: Number(r.price_paise), gstRate: Number(r.gst_rate) })) };
  });

  router.get(workshopPaths.labour, guard, may, async (ctx) => {
    const { rows } = await deps.db.query<{ code: string; name: string; sac: string; rate_paise: string; gst_rate: string }>(
      'SELECT code, name, sac, rate_paise, gst_rate FROM labour_list ORDER BY code',
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map((r) => ({ code: r.code, name: r.name, sac: r.sac, ratePaise: Number(r.rate_paise), gstRate: Number(r.gst_rate) })) };
  });

  // One list for every showroom, and prices: Managers and Owners change it, Service reads it.
  router.post(workshopPaths.partsImport, guard, requirePermission('workshopPrices'), async (ctx) => {
    const { csv, apply } = validBody(partsImportSchema, await body.json(ctx, { limitBytes: csvRequestBytes }));
    const { rows, fileProblem } = readPartsFile(csv);
    if (fileProblem) throw refusal(400, 'csv', fileProblem);
    const problem = firstPartsProblem(rows);
    if (problem && apply) {
      throw refusal(400, 'csv', problem);
    }
    if (problem || !apply) {
      ctx.body = { rows, imported: 0 } satisfies PartsImportAnswer;
      return;
    }
    const at = deps.now();
    const by = adminState(ctx).userId;
    await retryTransaction(deps.db, async (tx) => {
      for (let start = 0; start < rows.length; start += importChunk) {
        const chunk = rows.slice(start, start + importChunk);
        const params: unknown[] = [at, by];
        const values = chunk.map((r) => `($${params.push(r.partNumber)}, $${params.push(r.name)}, $${params.push(r.hsn)}, $${params.push(r.pricePaise)}, $${params.push(r.gstRate)}, $1, $2)`);
        await tx.query(
          `INSERT INTO parts_price_list (part_number, name, hsn, price_paise, gst_rate, updated_at, updated_by) VALUES ${values.join(', ')}
           ON CONFLICT (part_number) DO UPDATE SET name = EXCLUDED.name, hsn = EXCLUDED.hsn, price_paise = EXCLUDED.price_paise,
             gst_rate = EXCLUDED.gst_rate, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
          params,
        );
      }
    });
    ctx.body = { rows, imported: rows.length } satisfies PartsImportAnswer;
  });
}
