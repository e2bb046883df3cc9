/**
 * GET /api/leads/{id}/messages: what was sent to the lead's customer, for its timeline
 * (queued, sent, failed and why). A lead outside the person's showrooms is as unknown as
 * one that does not exist (server/auth/staff-scope.ts).
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { messageApiPaths, type LeadMessageRecord } from '#contract/messages.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { visibleLeadId } from './visible-lead.ts';
import { routePattern } from '../http/route-pattern.ts';

interface MessageRow {
  id: string;
  event: LeadMessageRecord['event'];
  channel: LeadMessageRecord['channel'];
  recipient: string;
  state: LeadMessageRecord['state'];
  attempts: number;
  last_error: string;
  created_at: Date | string;
  updated_at: Date | string;
  sent_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function registerLeadMessageRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(routePattern(messageApiPaths.leadMessages, 'leadId'), guard, requirePermission('leads'), async (ctx) => {
    const leadId = await visibleLeadId(ctx, deps.db);
    const { rows } = await deps.db.query<MessageRow>(
      `SELECT id, event, channel, recipient, state, attempts, last_error, created_at, updated_at, sent_at
         FROM customer_messages WHERE lead_id = $1 ORDER BY created_at DESC, channel LIMIT 200`,
      [leadId],
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map((r): LeadMessageRecord => ({
      id: r.id, event: r.event, channel: r.channel, recipient: r.recipient, state: r.state, attempts: r.attempts, lastError: r.last_error,
      createdAt: iso(r.created_at), updatedAt: iso(r.updated_at), sentAt: r.sent_at ? iso(r.sent_at) : null,
    }));
  });
}
