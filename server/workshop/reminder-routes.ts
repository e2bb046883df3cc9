/**
 * Reminders and the call list (docs/workshop.md "Reminders", "Call list"): the days before a
 * date that customers are reminded (everyone of the workshop reads them; Managers and Owners
 * change them, as the service schedules: `workshopPrices`), the day's call list of the
 * person's showrooms, and the result of a call, kept with who made it and when. A result for
 * a vehicle that has nothing falling due on that date in the person's showrooms is refused
 * naming the registration, and nothing is stored.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { istDateOf } from '#contract/ist-date.ts';
import { addDays } from '#contract/service-due.ts';
import {
  callListQuerySchema, callMessages, callResultSchema, reminderPaths, reminderSettingsSchema, type CallListAnswer, type CallRecord,
} from '#contract/service-reminders.ts';
import type { ResolvedDeps } from '../deps.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { inScope, showroomScopeOf } from '../auth/staff-scope.ts';
import { bodyReader } from '../http/body.ts';
import { validBody } from '../http/validate.ts';
import { staffName, staffNames } from '../staff/staff-names.ts';
import { callList } from './call-list.ts';
import { refusal } from './db-refusals.ts';
import { fallingDue } from './due-query.ts';
import { readReminderSettings } from './service-reminders.ts';

export function addReminderRoutes(router: Router, deps: ResolvedDeps, guard: Middleware, may: Middleware): void {
  const body = bodyReader(deps.config);

  router.get(reminderPaths.settings, guard, may, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await readReminderSettings(deps.db);
  });

  router.put(reminderPaths.settings, guard, requirePermission('workshopPrices'), async (ctx) => {
    const { daysBefore } = validBody(reminderSettingsSchema, await body.json(ctx));
    await deps.db.query(
      `INSERT INTO service_reminder_settings (id, days_before, updated_at, updated_by) VALUES (true, $1::smallint[], $2, $3)
       ON CONFLICT (id) DO UPDATE SET days_before = $1::smallint[], updated_at = $2, updated_by = $3`,
      [daysBefore, deps.now(), adminState(ctx).userId],
    );
    ctx.body = await readReminderSettings(deps.db);
  });

  router.get(reminderPaths.calls, guard, may, async (ctx) => {
    const { days } = validBody(callListQuerySchema, ctx.query);
    const from = istDateOf(deps.now());
    const until = addDays(from, days);
    const { daysBefore } = await readReminderSettings(deps.db);
    const answer: CallListAnswer = { from, until, rows: await callList(deps.db, showroomScopeOf(adminState(ctx)), from, until, daysBefore) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  router.post(reminderPaths.callResults, guard, may, async (ctx) => {
    const call = validBody(callResultSchema, await body.json(ctx));
    const person = adminState(ctx);
    const item = (await fallingDue(deps.db, call.dueOn, call.dueOn))
      .find((i) => i.registration === call.registration && i.kind === call.kind && inScope(showroomScopeOf(person), i.showroomId));
    if (!item) throw refusal(404, 'registration', callMessages.notDue);
    const at = deps.now();
    await deps.db.query(
      `INSERT INTO service_reminder_calls (registration, kind, due_on, showroom_id, result, note, called_by, called_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [item.registration, item.kind, item.dueOn, item.showroomId, call.result, call.note, person.userId, at],
    );
    const names = await staffNames(deps.db, [person.userId]);
    const answer: CallRecord = {
      result: call.result, note: call.note, calledBy: person.userId, calledByName: staffName(names.get(person.userId)), calledAt: at.toISOString(),
    };
    ctx.status = 201;
    ctx.body = answer;
  });
}
