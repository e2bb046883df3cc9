/**
 * The customer's side of a job card (docs/workshop.md "What the customer sees"), public,
 * with the status check's budget per address (`lookups`), as POST /api/track and
 * /api/stock/track: POST /api/workshop/track {reference, mobile} answers the stage and the
 * estimate lines; POST /api/workshop/decision approves or declines one waiting line. A
 * wrong pair gets `404 {message: 'No request found'}` whichever part was wrong, from one
 * query on the card's id and mobile, so nothing tells a guesser which was right.
 */
import Router from '@koa/router';
import { trackNotFoundMessage } from '#contract/lead-api.ts';
import { historyTrackSchema, serviceHistoryPaths } from '#contract/service-history.ts';
import { customerDecisionSchema, jobStageLabels, jobStages, workshopPaths, workshopTrackSchema, type WorkshopTrackAnswer } from '#contract/workshop.ts';
import type { ResolvedDeps } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { limitRequests } from '../limits/request-limits.ts';
import { withWorkshopRules } from './db-refusals.ts';
import { estimateLines, jobCardColumns, totalsOf, type JobCardRow } from './job-card-repository.ts';
import { decideLine } from './line-decisions.ts';
import { historyOf, visitRows } from './service-history.ts';

async function customersCard(db: Queryable, id: number, mobile: string, forUpdate = false): Promise<JobCardRow> {
  const { rows } = await db.query<JobCardRow>(`SELECT ${jobCardColumns} FROM job_cards WHERE id = $1 AND mobile = $2${forUpdate ? ' FOR UPDATE' : ''}`, [id, mobile]);
  if (!rows[0]) throw new HttpError(404, trackNotFoundMessage);
  return rows[0];
}

async function trackAnswer(db: Queryable, row: JobCardRow): Promise<WorkshopTrackAnswer> {
  const lines = await estimateLines(db, Number(row.id), row.supply);
  const reached = jobStages.indexOf(row.stage);
  return {
    reference: row.reference, model: row.model, registration: row.registration, stage: row.stage,
    stages: jobStages.map((stage, i) => ({ stage, label: jobStageLabels[stage], done: i <= reached })),
    supply: row.supply, lines, approved: totalsOf(lines.filter((l) => l.approval === 'approved'), row.supply),
  };
}

export function workshopPublicRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const body = bodyReader(deps.config);

  router.post(workshopPaths.track, limitRequests(deps, 'lookups'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { reference, mobile } = validBody(workshopTrackSchema, await body.json(ctx));
    ctx.body = await trackAnswer(deps.db, await customersCard(deps.db, reference, mobile));
  });

  router.post(workshopPaths.decision, limitRequests(deps, 'lookups'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { reference, mobile, lineId, decision } = validBody(customerDecisionSchema, await body.json(ctx));
    await withWorkshopRules(() => retryTransaction(deps.db, async (tx) => {
      const row = await customersCard(tx, reference, mobile, true);
      await decideLine(tx, { jobCardId: Number(row.id), lineId, decision, decidedBy: 'customer', staff: null, at: deps.now() });
    }));
    ctx.body = await trackAnswer(deps.db, await customersCard(deps.db, reference, mobile));
  });

  // The vehicle's history for a customer whose mobile is on one of its visits. A wrong mobile
  // and an unknown number get the same words, so a guesser learns nothing of either.
  router.post(serviceHistoryPaths.track, limitRequests(deps, 'lookups'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { registration, mobile } = validBody(historyTrackSchema, await body.json(ctx));
    const rows = await visitRows(deps.db, 'EXISTS (SELECT 1 FROM job_cards m WHERE m.registration = $1 AND m.mobile = $2)', [registration, mobile]);
    if (rows.length === 0) throw new HttpError(404, trackNotFoundMessage);
    ctx.body = await historyOf(deps.db, rows, false);
  });
  return router;
}
