/**
 * The lead desk's staff routes (src/contract/lead-api.ts `leadPaths`; docs/api-admin.md),
 * each behind the admin session, and the CSRF token for the one change:
 * - GET  /api/leads/changes  device sync (lead-changes.ts);
 * - GET  /api/leads          the online list: a tab, filters, a search, a page;
 * - GET  /api/leads/summary  the dashboard's lead figures;
 * - POST /api/leads/{id}/events  one event, idempotent by its id (record-lead-event.ts).
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { leadChangesQuerySchema, leadListQuerySchema, leadPaths, type LeadListPage } from '#contract/lead-api.ts';
import { leadEventBodySchema } from '#contract/lead-events.ts';
import { adminState } from '../auth/require-session.ts';
import { leadScopeOf } from '../auth/staff-scope.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';
import { validBody } from '../http/validate.ts';
import { leadChanges } from './lead-changes.ts';
import { accountSyncScope } from './sync-scope.ts';
import { leadListIds, type LeadListFilter } from './lead-list-repository.ts';
import { leadRecords } from './lead-records.ts';
import { leadSummary } from './lead-summary-repository.ts';
import { leadEventMessages, recordLeadEvent } from './record-lead-event.ts';
import { daysBefore, istToday } from './ist-day.ts';
import { routePattern } from '../http/route-pattern.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { showroomNames } from '../site/showroom-list.ts';

const leadRouteMessages = {
  keyMismatch: `${idempotencyHeader} must equal the event id`,
} as const;

/** The dashboard funnel's window. */
const funnelDays = 30;

/** A lead id from the path; anything but a UUID is an unknown lead. */
function leadIdParam(raw: string | undefined): string {
  if (!raw || !isUuid(raw)) throw new HttpError(404, leadEventMessages.leadNotFound);
  return raw.toLowerCase();
}

/** An Idempotency-Key, when sent, names the event: it must be the body's id. */
function checkIdempotencyKey(ctx: Context, eventId: string): void {
  const key = ctx.get(idempotencyHeader).trim();
  if (key && key.toLowerCase() !== eventId) throw new HttpError(400, leadRouteMessages.keyMismatch);
}

const leadListMessages = {
  unknownShowroom: 'showroom: There is no such showroom: choose one from Manage > Site',
} as const;

export function registerLeadRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const leads = requirePermission('leads');

  router.get(leadPaths.changes, guard, leads, async (ctx) => {
    const query = validBody(leadChangesQuerySchema, ctx.query);
    ctx.body = await leadChanges(deps, query.since, query.limit, accountSyncScope(deps.db, adminState(ctx).userId));
  });

  router.get(leadPaths.summary, guard, leads, async (ctx) => {
    const now = deps.now();
    const day = istToday(now);
    ctx.body = await leadSummary(deps.db, {
      now, today: day.today, dayStart: day.start, dayEnd: day.end, funnelSince: daysBefore(now, funnelDays),
    }, leadScopeOf(adminState(ctx)));
  });

  router.get(leadPaths.list, guard, leads, async (ctx) => {
    const query = validBody(leadListQuerySchema, ctx.query);
    // A filter on a showroom Manage > Site does not hold is a mistake to say, not an empty page.
    if (typeof query.showroom === 'number' && !(await showroomNames(deps.db)).byId(query.showroom)) {
      throw new HttpError(400, leadListMessages.unknownShowroom);
    }
    const filter: LeadListFilter = {
      tab: query.tab, showroom: query.showroom, owner: query.owner || undefined, kind: query.kind, status: query.status,
      q: query.q || undefined, dueBefore: istToday(deps.now()).end, scope: leadScopeOf(adminState(ctx)),
    };
    const { total, ids } = await leadListIds(deps.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit });
    const body: LeadListPage = { data: await leadRecords(deps.db, ids), totalRecords: total, totalPages: Math.ceil(total / query.limit) };
    ctx.body = body;
  });

  router.post(routePattern(leadPaths.events, 'leadId'), guard, leads, async (ctx) => {
    const leadId = leadIdParam(ctx.params.leadId);
    const event = validBody(leadEventBodySchema, await body.json(ctx));
    checkIdempotencyKey(ctx, event.id);
    const state = adminState(ctx);
    ctx.body = await recordLeadEvent(deps, leadId, event, { userId: state.userId, role: state.role, showroomIds: state.showroomIds }, leadScopeOf(state));
    ctx.status = 201;
  });
}
