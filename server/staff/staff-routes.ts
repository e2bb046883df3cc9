/**
 * Staff accounts (docs/api-admin.md), for the roles holding the `staff` permission
 * (src/contract/staff-roles.ts; docs/roles.md). Owners see and manage every account;
 * Managers the non-Owner accounts of their own showrooms, giving only their showrooms and
 * never a role above their own.
 * - GET   /api/staff                   the accounts the person may see, no password or hash;
 * - POST  /api/staff                   a new account with its role, showrooms and first password;
 * - PATCH /api/staff/{userId}          {role?, showroomIds?};
 * - PATCH /api/staff/{userId}/status   {active}: switching an account off ends its sessions at
 *   once (the session check also refuses inactive accounts); nobody can switch themselves off.
 * The last active Owner can be neither switched off nor given another role (owner-guard.ts).
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { leadPaths, staffCreateSchema, staffStatusSchema, staffUpdateSchema } from '#contract/lead-api.ts';
import type { ShowroomId } from '#contract/site.ts';
import { roleMay, type StaffAccountRef } from '#contract/staff-roles.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { hashPassword } from '../auth/password.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { routePattern } from '../http/route-pattern.ts';
import { changeStaffRole, refuseGrant, refuseUnknownShowrooms, staffMessages, switchStaff } from './staff-changes.ts';
import { insertStaff, listStaff } from './staff-repository.ts';

function actorOf(ctx: Context): StaffAccountRef {
  const state = adminState(ctx);
  return { userId: state.userId, role: state.role, showroomIds: state.showroomIds };
}

function pathUserId(ctx: Context): string {
  const userId = ctx.params.userId ?? '';
  if (!userId || userId.length > 64) throw new HttpError(404, staffMessages.notFound);
  return userId;
}

export function registerStaffRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const reader = bodyReader(deps.config);
  const staff = requirePermission('staff');

  router.get(leadPaths.staff, guard, staff, async (ctx) => {
    const actor = actorOf(ctx);
    ctx.body = await listStaff(deps.db, roleMay(actor.role, 'roles') ? null : (actor.showroomIds as ShowroomId[]));
  });

  router.post(leadPaths.staff, guard, staff, async (ctx) => {
    const body = validBody(staffCreateSchema, await reader.json(ctx));
    await refuseUnknownShowrooms(deps.db, body.showroomIds);
    refuseGrant(actorOf(ctx), body);
    const created = await insertStaff(deps.db, {
      userId: body.userId, userName: body.userName, mobileNo: body.mobileNo, showroomIds: body.showroomIds, role: body.role,
      passwordHash: await hashPassword(body.password),
    });
    if (!created) throw new HttpError(409, staffMessages.taken);
    ctx.status = 201;
    ctx.body = created;
  });

  router.patch(routePattern(leadPaths.staffAccount, 'userId'), guard, staff, async (ctx) => {
    const userId = pathUserId(ctx);
    const change = validBody(staffUpdateSchema, await reader.json(ctx));
    if (change.showroomIds) await refuseUnknownShowrooms(deps.db, change.showroomIds);
    const actor = actorOf(ctx);
    ctx.body = await retryTransaction(deps.db, (tx) => changeStaffRole(tx, actor, userId, change));
  });

  router.patch(routePattern(leadPaths.staffStatus, 'userId'), guard, staff, async (ctx) => {
    const userId = pathUserId(ctx);
    const { active } = validBody(staffStatusSchema, await reader.json(ctx));
    const actor = actorOf(ctx);
    ctx.body = await retryTransaction(deps.db, (tx) => switchStaff(tx, actor, userId, active));
  });
}
