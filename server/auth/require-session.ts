/**
 * The guard of every admin route but login and logout (docs/security.md; requirements 6,
 * where the Joy Club report is guarded too as a deliberate fix):
 * - no live session cookie: 401 {message: 'Unauthorized'};
 * - a method other than GET/HEAD without the session's token in X-CSRF-Token: 403
 *   {message: 'Invalid CSRF token'}. Report POSTs are reads, but they are checked too: one
 *   rule for every non-GET admin call, and the admin panel always sends the header.
 * Routes read their bodies after this check, so a refused request is answered before any
 * of its body (a 20 MB upload, say) is read.
 */
import type { Context, Next } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { csrfHeader } from '#contract/api-paths.ts';
import type { ShowroomId } from '#contract/site.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { HttpError } from '../http/http-error.ts';
import { findLiveSession, markSessionSeen } from './session-repository.ts';
import { sessionCookie, tokenHash, tokenMatches } from './session-token.ts';

interface AdminState {
  userId: string;
  tokenHash: string;
  /** Read with the session on every request: a role changed meanwhile applies at once. */
  role: StaffRole;
  showroomId: ShowroomId | null;
  /** Every showroom of the account: what Sales and Managers see and work (docs/roles.md). */
  showroomIds: ShowroomId[];
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const sessionMessages = {
  unauthorized: 'Unauthorized',
  invalidCsrf: 'Invalid CSRF token',
} as const;

/**
 * A session's last-seen time is written at most once a minute: reads do not each write a
 * row, and concurrent requests of one browser do not queue on its row lock. The idle
 * limit is therefore exact to within this step.
 */
const lastSeenStepMs = 60_000;

/** The time limits of a session as of `now` (config.sessionIdleMinutes, sessionAbsoluteHours). */
export function sessionLimits(deps: ResolvedDeps, now: Date): { idleSince: Date; createdSince: Date } {
  return {
    idleSince: new Date(now.getTime() - deps.config.sessionIdleMinutes * 60_000),
    createdSince: new Date(now.getTime() - deps.config.sessionAbsoluteHours * 3_600_000),
  };
}

export function requireSession(deps: ResolvedDeps) {
  return async function checkSession(ctx: Context, next: Next): Promise<void> {
    const token = ctx.cookies.get(sessionCookie);
    const hash = token && token.length <= 256 ? tokenHash(token) : null;
    const now = deps.now();
    const session = hash ? await findLiveSession(deps.db, hash, sessionLimits(deps, now)) : null;
    if (!session || !hash) throw new HttpError(401, sessionMessages.unauthorized);
    if (now.getTime() - session.lastSeenAt.getTime() >= lastSeenStepMs) await markSessionSeen(deps.db, hash, now);
    if (!safeMethods.has(ctx.method) && !tokenMatches(ctx.get(csrfHeader) || undefined, session.csrfHash)) {
      throw new HttpError(403, sessionMessages.invalidCsrf);
    }
    const state: AdminState = { userId: session.userId, tokenHash: hash, role: session.role, showroomId: session.showroomId,
      showroomIds: session.showroomIds,
    };
    ctx.state.admin = state;
    // Admin answers are personal: never kept by a shared cache.
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}

export function adminState(ctx: Context): AdminState {
  return ctx.state.admin as AdminState;
}
