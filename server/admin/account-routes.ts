/**
 * The signed-in admin's own account (spec 2.5 "Profile", "Change Password"; 7.3):
 * GET /api/me, PATCH /api/profile/{userId}, PATCH /api/profile/password/{userId}.
 * An admin may change only its own account. No answer carries the password or its hash.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../app.ts';
import { passwordChangeSchema, profileSchema } from '../../src/contract/admin-schemas.ts';
import { apiPaths } from '../../src/contract/api-paths.ts';
import { validationError } from '../../src/contract/errors.ts';
import {
  adminExists, findAccount, findCredentials, updatePasswordHash, updateProfile, type ProfileChange,
} from '../auth/admin-repository.ts';
import { clearUserFailures } from '../auth/login-attempt-repository.ts';
import { admitAttempt, tooManyAttemptsMessage, userKey } from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { adminState } from '../auth/require-session.ts';
import { deleteUserSessions } from '../auth/session-repository.ts';
import { AdminError } from './admin-errors.ts';
import { readJson } from './read-body.ts';

export const accountMessages = {
  userNotFound: 'User not found',
  notYours: 'You can only change your own account',
  profileUpdated: 'Profile updated successfully',
  nothingToUpdate: 'Please provide userName, email or mobileNo',
  passwordUpdated: 'Password updated successfully',
  wrongPassword: 'Current password is incorrect',
} as const;

/** spec 5: 'User not found' for an unknown user; another admin's account is refused. */
async function ownAccount(deps: ResolvedDeps, signedIn: string, pathUserId: string | undefined): Promise<string> {
  const userId = pathUserId ?? '';
  if (!userId || userId.length > 64 || !(await adminExists(deps.db, userId))) {
    throw new AdminError(404, accountMessages.userNotFound);
  }
  if (userId !== signedIn) throw new AdminError(403, accountMessages.notYours);
  return userId;
}

export function registerAccountRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(apiPaths.me, guard, async (ctx) => {
    const account = await findAccount(deps.db, adminState(ctx).userId);
    if (!account) throw new AdminError(404, accountMessages.userNotFound);
    ctx.body = account;
  });

  router.patch('/api/profile/:userId', guard, async (ctx) => {
    const userId = await ownAccount(deps, adminState(ctx).userId, ctx.params.userId);
    const raw = await readJson(ctx, deps.config);
    const parsed = profileSchema.safeParse(raw);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationError(parsed.error);
      return;
    }
    // Only the fields sent are changed; an absent field keeps its value.
    const change: ProfileChange = {};
    if (Object.hasOwn(raw, 'userName')) change.userName = parsed.data.userName;
    if (Object.hasOwn(raw, 'email')) change.email = parsed.data.email;
    if (Object.hasOwn(raw, 'mobileNo')) change.mobileNo = parsed.data.mobileNo;
    if (Object.keys(change).length === 0) throw new AdminError(400, accountMessages.nothingToUpdate);
    if (!(await updateProfile(deps.db, userId, change))) throw new AdminError(404, accountMessages.userNotFound);
    ctx.body = { message: accountMessages.profileUpdated };
  });

  router.patch('/api/profile/password/:userId', guard, async (ctx) => {
    const state = adminState(ctx);
    const userId = await ownAccount(deps, state.userId, ctx.params.userId);
    const parsed = passwordChangeSchema.safeParse(await readJson(ctx, deps.config));
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationError(parsed.error);
      return;
    }
    // A wrong current password counts as a failed sign-in: a stolen session cannot be
    // used to guess the password without limit.
    const key = { userKey: userKey(userId), ip: ctx.ip || 'unknown' };
    const verdict = await admitAttempt(deps.db, key, deps.now());
    if (!verdict.allowed) {
      throw new AdminError(429, tooManyAttemptsMessage(verdict.retryAfterSeconds), {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
    const credentials = await findCredentials(deps.db, userId);
    if (!credentials) throw new AdminError(404, accountMessages.userNotFound);
    if (!(await verifyPassword(parsed.data.oldPassword, credentials.passwordHash))) {
      throw new AdminError(400, accountMessages.wrongPassword);
    }
    await clearUserFailures(deps.db, key.userKey);
    const passwordHash = await hashPassword(parsed.data.newPassword);
    // The new password ends every other session of this user; this one stays.
    await deps.db.transaction(async (tx) => {
      await updatePasswordHash(tx, userId, passwordHash);
      await deleteUserSessions(tx, userId, state.tokenHash);
    });
    ctx.body = { message: accountMessages.passwordUpdated };
  });
}
