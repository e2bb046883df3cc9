/**
 * The signed-in admin's own account (requirements 2.5 "Profile", "Change Password"; 7.3):
 * GET /api/me, PATCH /api/profile/{userId}, PATCH /api/profile/password/{userId}; and the
 * morning summary switch, GET and PUT /api/profile/digest/{userId} (docs/notifications.md).
 * An admin may change only its own account. No answer carries the password or its hash.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { passwordChangeSchema, profileSchema } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { morningDigestChoiceSchema, morningDigestTexts, type MorningDigestChoice } from '#contract/morning-digest-choice.ts';
import {
  adminExists, findAccount, findCredentials, updatePasswordHash, updateProfile, type ProfileChange,
} from '../auth/admin-repository.ts';
import { clearFailuresFrom } from '../auth/login-attempt-repository.ts';
import { admitAttempt, tooManyAttemptsMessage, userKey } from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { adminState } from '../auth/require-session.ts';
import { deleteUserSessions } from '../auth/session-repository.ts';
import { bodyReader } from '../http/body.ts';
import { withErrorField } from '../http/errors.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { clientAddress } from '../limits/client-address.ts';
import { routePattern } from '../http/route-pattern.ts';

const accountMessages = {
  userNotFound: 'User not found',
  notYours: 'You can only change your own account',
  profileUpdated: 'Profile updated successfully',
  nothingToUpdate: 'Please provide userName, email or mobileNo',
  passwordUpdated: 'Password updated successfully',
  wrongPassword: 'Current password is incorrect',
} as const;

/** requirements 5: 'User not found' for an unknown user; another admin's account is refused. */
async function ownAccount(deps: ResolvedDeps, signedIn: string, pathUserId: string | undefined): Promise<string> {
  const userId = pathUserId ?? '';
  if (!userId || userId.length > 64 || !(await adminExists(deps.db, userId))) {
    throw new HttpError(404, accountMessages.userNotFound);
  }
  if (userId !== signedIn) throw new HttpError(403, accountMessages.notYours);
  return userId;
}

export function registerAccountRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);

  router.get(adminApiPaths.me, guard, async (ctx) => {
    const account = await findAccount(deps.db, adminState(ctx).userId);
    if (!account) throw new HttpError(404, accountMessages.userNotFound);
    ctx.body = account;
  });

  router.patch(routePattern(adminApiPaths.profile, 'userId'), guard, withErrorField, async (ctx) => {
    const userId = await ownAccount(deps, adminState(ctx).userId, ctx.params.userId);
    const raw = await body.json(ctx);
    const profile = validBody(profileSchema, raw);
    // Only the fields sent are changed; an absent field keeps its value (raw is an object: it passed the schema).
    const sent = (field: string) => Object.hasOwn(raw as object, field);
    const change: ProfileChange = {};
    if (sent('userName')) change.userName = profile.userName;
    if (sent('email')) change.email = profile.email;
    if (sent('mobileNo')) change.mobileNo = profile.mobileNo;
    if (Object.keys(change).length === 0) throw new HttpError(400, accountMessages.nothingToUpdate);
    if (!(await updateProfile(deps.db, userId, change))) throw new HttpError(404, accountMessages.userNotFound);
    ctx.body = { message: accountMessages.profileUpdated };
  });

  router.get(routePattern(adminApiPaths.morningDigest, 'userId'), guard, async (ctx) => {
    const userId = await ownAccount(deps, adminState(ctx).userId, ctx.params.userId);
    const { rows } = await deps.db.query<{ morning_digest: boolean }>('SELECT morning_digest FROM admins WHERE user_id = $1', [userId]);
    ctx.set('Cache-Control', 'no-store');
    const answer: MorningDigestChoice = { morningDigest: rows[0]?.morning_digest ?? true };
    ctx.body = answer;
  });

  router.put(routePattern(adminApiPaths.morningDigest, 'userId'), guard, async (ctx) => {
    const userId = await ownAccount(deps, adminState(ctx).userId, ctx.params.userId);
    const { morningDigest } = validBody(morningDigestChoiceSchema, await body.json(ctx));
    await deps.db.query('UPDATE admins SET morning_digest = $2 WHERE user_id = $1', [userId, morningDigest]);
    ctx.body = { morningDigest, message: morningDigest ? morningDigestTexts.on : morningDigestTexts.off };
  });

  router.patch(routePattern(adminApiPaths.password, 'userId'), guard, withErrorField, async (ctx) => {
    const state = adminState(ctx);
    const userId = await ownAccount(deps, state.userId, ctx.params.userId);
    const passwords = validBody(passwordChangeSchema, await body.json(ctx));
    // A wrong current password counts as a failed sign-in: a stolen session cannot be
    // used to guess the password without limit.
    const key = { userKey: userKey(userId), ip: clientAddress(ctx.ip) };
    const verdict = await admitAttempt(deps.db, key, deps.now(), deps.wait);
    if (!verdict.allowed) {
      throw new HttpError(429, tooManyAttemptsMessage(verdict.retryAfterSeconds), {
        headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
      });
    }
    const credentials = await findCredentials(deps.db, userId);
    if (!credentials) throw new HttpError(404, accountMessages.userNotFound);
    if (!(await verifyPassword(passwords.oldPassword, credentials.passwordHash))) {
      throw new HttpError(400, accountMessages.wrongPassword);
    }
    await clearFailuresFrom(deps.db, key, verdict.attemptId);
    const passwordHash = await hashPassword(passwords.newPassword);
    // The new password ends every other session of this user; this one stays.
    await deps.db.transaction(async (tx) => {
      await updatePasswordHash(tx, userId, passwordHash);
      await deleteUserSessions(tx, userId, state.tokenHash);
    });
    ctx.body = { message: accountMessages.passwordUpdated };
  });
}
