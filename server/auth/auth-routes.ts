/**
 * POST /api/login and POST /api/logout (requirements 7.3; docs/security.md).
 *
 * Login takes JSON only (415 otherwise: no cross-site HTML form can sign a browser in)
 * and answers 200 {token, message} with a new session cookie (`session`, HttpOnly,
 * SameSite=Strict, Path=/, Secure over HTTPS or with COOKIE_SECURE); `token` is the CSRF
 * token for X-CSRF-Token. A wrong user id and a wrong password get the same 401 after the
 * same scrypt work. Logout needs neither session nor CSRF token: it ends the session the
 * cookie names, if any, and clears the cookie, so a stale panel can always sign out.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { loginSchema } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { bodyReader } from '../http/body.ts';
import { withErrorField } from '../http/errors.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { findCredentials } from './admin-repository.ts';
import { clearFailuresFrom } from './login-attempt-repository.ts';
import { admitAttempt, tooManyAttemptsMessage, userKey } from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { sessionLimits } from './require-session.ts';
import { deleteSession, deleteStaleSessions, insertSession } from './session-repository.ts';
import {
  clearedSessionCookieHeader, newToken, sessionCookie, sessionCookieHeader, tokenHash,
} from './session-token.ts';
import { clientAddress } from '../limits/client-address.ts';

const loginMessages = {
  success: 'Login successful! Redirecting...',
  invalid: 'Invalid credentials',
  loggedOut: 'Logged out',
} as const;

/** The routes that answer without a session. */
export const publicAdminPaths = [adminApiPaths.login, adminApiPaths.logout] as const;

function secureCookie(ctx: Context, deps: ResolvedDeps): boolean {
  return ctx.secure || deps.config.cookieSecure;
}

export function registerAuthRoutes(router: Router, deps: ResolvedDeps): void {
  const body = bodyReader(deps.config);

  router.post(adminApiPaths.login, withErrorField, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { userId, password } = validBody(loginSchema, await body.json(ctx));
    const now = deps.now();
    const key = { userKey: userKey(userId), ip: clientAddress(ctx.ip) };
    const verdict = await admitAttempt(deps.db, key, now, deps.wait);
    if (!verdict.allowed) {
      throw new HttpError(429, tooManyAttemptsMessage(verdict.retryAfterSeconds), {
        headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
      });
    }
    const credentials = await findCredentials(deps.db, userId);
    const right = credentials
      ? (await verifyPassword(password, credentials.passwordHash)) && credentials.active
      : await verifyAgainstDummy(password);
    if (!right) throw new HttpError(401, loginMessages.invalid);
    await clearFailuresFrom(deps.db, key, verdict.attemptId);
    // A new session at every sign-in; the one the browser held (if any) ends here.
    const previous = ctx.cookies.get(sessionCookie);
    if (previous && previous.length <= 256) await deleteSession(deps.db, tokenHash(previous));
    await deleteStaleSessions(deps.db, sessionLimits(deps, now));
    const token = newToken();
    const csrf = newToken();
    await insertSession(deps.db, { tokenHash: tokenHash(token), csrfHash: tokenHash(csrf), userId, now });
    ctx.append('Set-Cookie', sessionCookieHeader(token, {
      secure: secureCookie(ctx, deps),
      maxAgeSeconds: Math.round(deps.config.sessionAbsoluteHours * 3600),
    }));
    ctx.body = { token: csrf, message: loginMessages.success };
  });

  router.post(adminApiPaths.logout, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const token = ctx.cookies.get(sessionCookie);
    if (token && token.length <= 256) await deleteSession(deps.db, tokenHash(token));
    ctx.append('Set-Cookie', clearedSessionCookieHeader({ secure: secureCookie(ctx, deps) }));
    ctx.body = { message: loginMessages.loggedOut };
  });
}
