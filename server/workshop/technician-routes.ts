/**
 * The job card's technician (docs/workshop.md "The technician"): the showroom's active
 * staff to choose from, the check that a chosen one is of the card's showroom, and the
 * change of an opened card's technician with the version it was read at.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { technicianChangeSchema, technicianMessages, technicianPaths, techniciansQuerySchema, type Technician } from '#contract/workshop-technicians.ts';
import { workshopMessages } from '#contract/workshop.ts';
import type { ResolvedDeps } from '../deps.ts';
import { adminState } from '../auth/require-session.ts';
import { inScope, showroomScopeOf } from '../auth/staff-scope.ts';
import type { Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyReader } from '../http/body.ts';
import { validBody } from '../http/validate.ts';
import { refusal, withWorkshopRules } from './db-refusals.ts';
import { jobCardAnswer } from './job-card-answers.ts';
import { jobCardById, type JobCardRow } from './job-card-repository.ts';

/** Refuses a technician who is not an active staff account of the showroom. */
export async function checkTechnician(db: Queryable, id: string | null | undefined, showroomId: number): Promise<void> {
  if (id === undefined || id === null) return;
  const { rows } = await db.query("SELECT 1 FROM admins WHERE user_id = $1 AND status = 'active' AND $2::smallint = ANY(showroom_ids)", [id, showroomId]);
  if (rows.length === 0) throw refusal(400, 'technicianId', technicianMessages.unknown);
}

type CardFor = (ctx: Context, db: Queryable, forUpdate?: boolean) => Promise<JobCardRow>;

export function addTechnicianRoutes(router: Router, deps: ResolvedDeps, guard: Middleware, may: Middleware, cardFor: CardFor): void {
  const body = bodyReader(deps.config);

  router.get(technicianPaths.technicians, guard, may, async (ctx) => {
    const showroom = Number(validBody(techniciansQuerySchema, ctx.query).showroom);
    if (!inScope(showroomScopeOf(adminState(ctx)), showroom)) throw refusal(403, 'showroom', workshopMessages.otherShowroom);
    const { rows } = await deps.db.query<{ user_id: string; user_name: string | null }>(
      "SELECT user_id, user_name FROM admins WHERE status = 'active' AND $1::smallint = ANY(showroom_ids) ORDER BY lower(coalesce(user_name, user_id)), user_id",
      [showroom],
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map((r): Technician => ({ userId: r.user_id, name: r.user_name?.trim() || r.user_id })) };
  });

  router.post(technicianPaths.technician, guard, may, async (ctx) => {
    const change = validBody(technicianChangeSchema, await body.json(ctx));
    const at = deps.now();
    const id = await withWorkshopRules(() => retryTransaction(deps.db, async (tx) => {
      const row = await cardFor(ctx, tx, true);
      if (row.version !== change.version) throw refusal(409, 'version', workshopMessages.versionConflict);
      if (row.stage === 'delivered') throw refusal(409, 'jobCard', workshopMessages.delivered);
      await checkTechnician(tx, change.technicianId, row.showroom_id);
      await tx.query('UPDATE job_cards SET technician_id = $2, version = version + 1, updated_at = $3 WHERE id = $1', [row.id, change.technicianId, at]);
      return Number(row.id);
    }));
    ctx.body = await jobCardAnswer(deps.db, (await jobCardById(deps.db, id))!);
  });
}
