/**
 * The parts price list (docs/workshop.md "Parts price list"): reading it a page at a time
 * (found by part number or name), and importing a price list file all or nothing (every row
 * is checked first; one bad row and nothing is stored, the answer naming each row's
 * problems). A preview says what the file would change: new parts, new prices, other details.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { csvRequestBytes } from '#contract/csv-file.ts';
import { partsImportSchema, partsListQuerySchema, workshopPaths, type PartsImportAnswer, type PartsImportRow, type PartsListAnswer } from '#contract/workshop.ts';
import type { ResolvedDeps } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { adminState } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyReader } from '../http/body.ts';
import { validBody } from '../http/validate.ts';
import { refusal } from './db-refusals.ts';
import { firstPartsProblem, readPartsFile } from './parts-file.ts';

/** Rows written per statement, so a long file is a few statements rather than thousands. */
const importChunk = 500;

/** `%` and `_` typed in a search are looked for as themselves. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each good row against the list as it stands: new, a new price, other details changed, or the same. */
async function withChanges(db: Queryable, rows: PartsImportRow[]): Promise<PartsImportAnswer['counts']> {
  const counts = { new: 0, price: 0, details: 0, same: 0 };
  const good = rows.filter((r) => r.problems.length === 0);
  const listed = new Map<string, { name: string; hsn: string; price_paise: string; gst_rate: string }>();
  for (let start = 0; start < good.length; start += importChunk) {
    const numbers = good.slice(start, start + importChunk).map((r) => r.partNumber);
    const { rows: found } = await db.query<{ part_number: string; name: string; hsn: string; price_paise: string; gst_rate: string }>(
      'SELECT part_number, name, hsn, price_paise, gst_rate FROM parts_price_list WHERE part_number = ANY($1::text[])', [numbers]);
    for (const f of found) listed.set(f.part_number, f);
  }
  for (const row of good) {
    const before = listed.get(row.partNumber);
    row.oldPricePaise = before ? Number(before.price_paise) : null;
    row.change = !before ? 'new'
      : Number(before.price_paise) !== row.pricePaise ? 'price'
        : before.name !== row.name || before.hsn !== row.hsn || Number(before.gst_rate) !== row.gstRate ? 'details' : 'same';
    counts[row.change] += 1;
  }
  return counts;
}

export function addPartsRoutes(router: Router, deps: ResolvedDeps, guard: Middleware, may: Middleware): void {
  const body = bodyReader(deps.config);

  router.get(workshopPaths.parts, guard, may, async (ctx) => {
    const { q, offset, limit } = validBody(partsListQuerySchema, ctx.query);
    const where = q ? 'WHERE part_number ILIKE $1 OR name ILIKE $1' : '';
    const params = q ? [likeText(q)] : [];
    const [{ rows }, { rows: count }] = await Promise.all([
      deps.db.query<{ part_number: string; name: string; hsn: string; price_paise: string; gst_rate: string }>(
        `SELECT part_number, name, hsn, price_paise, gst_rate FROM parts_price_list ${where} ORDER BY part_number LIMIT ${limit} OFFSET ${offset}`, params),
      deps.db.query<{ n: string }>(`SELECT count(*) AS n FROM parts_price_list ${where}`, params),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: rows.map((r) => ({ partNumber: r.part_number, name: r.name, hsn: r.hsn, pricePaise: Number(r.price_paise), gstRate: Number(r.gst_rate) })),
      total: Number(count[0]?.n ?? 0),
    } satisfies PartsListAnswer;
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
      ctx.body = { rows, counts: await withChanges(deps.db, rows), imported: 0 } satisfies PartsImportAnswer;
      return;
    }
    const at = deps.now();
    const by = adminState(ctx).userId;
    const counts = await retryTransaction(deps.db, async (tx) => {
      const changes = await withChanges(tx, rows);
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
      return changes;
    });
    ctx.body = { rows, counts, imported: rows.length } satisfies PartsImportAnswer;
  });
}
