/**
 * Staff accounts (README "Admin API"): one role, as in the spec,
 * so every signed-in account may list, add and switch off accounts.
 * - GET   /api/staff                   every account, no password or hash;
 * - POST  /api/staff                   a new account with its first password (scrypt, as every password);
 * - PATCH /api/staff/{userId}/status   {active}: switching an account off ends its sessions at
 *   once (the session check also refuses inactive accounts); nobody can switch themselves off.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { leadPaths, staffCreateSchema, staffStatusSchema } from '../../src/contract/lead-api.ts';
import { hashPassword } from '../auth/password.ts';
import { adminState } from '../auth/require-session.ts';
import { deleteUserSessions } from '../auth/session-repository.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { insertStaff, listStaff, setStaffActive } from './staff-repository.ts';

export const staffMessages = {
  taken: 'userId: This user ID is already taken',
  notFound: 'User not found',
  notYourself: 'You cannot switch off your own account',
} as const;

export function registerStaffRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const reader = bodyReader(deps.config);

  router.get(leadPaths.staff, guard, async (ctx) => {
    ctx.body = await listStaff(deps.db);
  });

  router.post(leadPaths.staff, guard, async (ctx) => {
    const body = validBody(staffCreateSchema, await reader.json(ctx));
    const created = await insertStaff(deps.db, {
      userId: body.userId, userName: body.userName, mobileNo: body.mobileNo, showroomId: body.showroomId,
      passwordHash: await hashPassword(body.password),
    });
    if (!created) throw new HttpError(409, staffMessages.taken);
    ctx.status = 201;
    ctx.body = created;
  });

  router.patch('/api/staff/:userId/status', guard, async (ctx) => {
    const userId = ctx.params.userId ?? '';
    const { active } = validBody(staffStatusSchema, await reader.json(ctx));
    if (userId.length > 64) throw new HttpError(404, staffMessages.notFound);
    if (!active && userId === adminState(ctx).userId) throw new HttpError(400, staffMessages.notYourself);
    const updated = await deps.db.transaction(async (tx) => {
      const staff = await setStaffActive(tx, userId, active);
      if (staff && !active) await deleteUserSessions(tx, userId);
      return staff;
    });
    if (!updated) throw new HttpError(404, staffMessages.notFound);
    ctx.body = updated;
  });
}
