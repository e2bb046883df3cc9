/**
 * GET /api/leads/alerts?since=<time>: the leads that came in since, that this person may
 * see (docs/notifications.md), and the customers' own booking changes since (cancelled or
 * moved on /track) on the leads this person owns, or sees while nobody owns them. `since`
 * is the server's own `now` of the previous answer; the window overlaps by a few seconds
 * (a lead committed just after its creation time was read), and the desk drops the ones
 * it has shown.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import {
  deskAlertPaths, deskAlertQuerySchema, deskAlertWindowMs, type DeskAlertAnswer, type DeskAlertChange, type DeskAlertLead,
} from '#contract/desk-alerts.ts';
import type { CustomerBookingData } from '#contract/lead-events.ts';
import type { Queryable } from '../db/connect.ts';
import type { LeadScope } from '../auth/staff-scope.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { leadScopeOf, scopeCondition } from '../auth/staff-scope.ts';
import { validBody } from '../http/validate.ts';

/** How far each ask reaches back before `since`: a transaction may commit a little after its lead's time. */
const overlapMs = 10_000;

interface AlertRow {
  id: string;
  reference: string;
  kind: string;
  name: string;
  model: string;
  showroom_id: number | null;
  created_at: Date | string;
  booking: boolean;
}

interface ChangeRow {
  id: string;
  lead_id: string;
  reference: string;
  kind: string;
  name: string;
  model: string;
  showroom_id: number | null;
  data: CustomerBookingData;
  received_at: Date | string;
}

/** The customers' changes since `since` that this person is to hear of (the partial index of migration 270). */
async function customerChanges(db: Queryable, since: Date, userId: string, scope: LeadScope): Promise<DeskAlertChange[]> {
  const params: unknown[] = [since, userId];
  const inScope = scopeCondition(scope, 'l.showroom_id', params);
  const { rows } = await db.query<ChangeRow>(
    `SELECT ev.id::text AS id, l.id::text AS lead_id, l.reference, l.kind, l.name, l.model, l.showroom_id, ev.data, ev.received_at
       FROM lead_events ev JOIN leads l ON l.id = ev.lead_id
      WHERE ev.author IS NULL AND ev.type = 'booking' AND ev.received_at > $1 AND (l.owner_id = $2 OR l.owner_id IS NULL) AND ${inScope}
      ORDER BY ev.received_at DESC LIMIT 50`,
    params,
  );
  return rows.map((r) => ({
    id: r.id, leadId: r.lead_id, reference: r.reference, kind: r.kind, name: r.name, model: r.model,
    showroomId: r.showroom_id === null ? null : Number(r.showroom_id), change: r.data.change,
    date: r.data.date, time: r.data.time, at: new Date(r.received_at).toISOString(),
  }));
}

export function registerDeskAlertRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(deskAlertPaths.alerts, guard, requirePermission('leads'), async (ctx) => {
    const query = validBody(deskAlertQuerySchema, ctx.query);
    const now = deps.now();
    const since = Math.max(Date.parse(query.since) - overlapMs, now.getTime() - deskAlertWindowMs);
    const params: unknown[] = [new Date(since)];
    const scope = leadScopeOf(adminState(ctx));
    const inScope = scopeCondition(scope, 'l.showroom_id', params);
    const { rows } = await deps.db.query<AlertRow>(
      `SELECT l.id, l.reference, l.kind, l.name, l.model, l.showroom_id, l.created_at, (a.id IS NOT NULL AND NOT a.walk_in) AS booking
         FROM leads l LEFT JOIN appointments a ON a.id = l.id
        WHERE l.created_at > $1 AND ${inScope}
        ORDER BY l.created_at DESC LIMIT 50`,
      params,
    );
    ctx.set('Cache-Control', 'no-store');
    const answer: DeskAlertAnswer = {
      now: now.toISOString(),
      leads: rows.map((r): DeskAlertLead => ({
        id: r.id, reference: r.reference, kind: r.kind, name: r.name, model: r.model,
        showroomId: r.showroom_id === null ? null : Number(r.showroom_id), createdAt: new Date(r.created_at).toISOString(), booking: r.booking,
      })),
      changes: await customerChanges(deps.db, new Date(since), adminState(ctx).userId, scope),
    };
    ctx.body = answer;
  });
}
