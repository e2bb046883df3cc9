/**
 * Per-address request limits (docs/reliability.md): one middleware per budget of
 * server/limits/budgets.ts, counting in PostgreSQL so the limits hold across API processes.
 * Over budget: 429 with Retry-After (seconds) and a message, before the body is read; the
 * outbox treats a 429 as "send again later", so a refused enquiry is delayed, not lost.
 *
 * Used by the public submissions (server/enquiries/submission-limits.ts); a new public
 * route adds a budget and puts `limitRequests(deps, name)` in front of its handler.
 */
import type { Context, Middleware, Next } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { HttpError } from '../http/http-error.ts';
import type { BudgetName } from './budgets.ts';
import { clientAddress } from './client-address.ts';
import { deleteFullBudgets, giveBackRequest, takeRequest } from './request-limit-repository.ts';

interface LimitOptions {
  /**
   * Asked only when a request is over budget: true lets it through uncounted (a replay of
   * an enquiry already stored, which stores nothing).
   */
  exempt?: (ctx: Context) => Promise<boolean>;
}

/** Requests whose handler said they cost nothing. */
const notCounted = new WeakSet<Context>();
/** Rows of full budgets are swept at most this often per process (real time, not deps.now). */
const sweepEveryMs = 60_000;
let lastSweep = 0;

/** Called by a handler whose request turned out to cost nothing (a replay): it is given back. */
export function doNotCount(ctx: Context): void {
  notCounted.add(ctx);
}

function tooManyRequestsMessage(what: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many ${what} from your network just now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function limitRequests(deps: ResolvedDeps, name: BudgetName, options: LimitOptions = {}): Middleware {
  return async function limitRequest(ctx: Context, next: Next): Promise<void> {
    const budget = deps.config.requestBudgets[name];
    const key = { budget: name, address: clientAddress(ctx.ip) };
    if (Date.now() - lastSweep >= sweepEveryMs) {
      lastSweep = Date.now();
      await deleteFullBudgets(deps.db, deps.limitsClock?.() ?? null);
    }
    const waitSeconds = await takeRequest(deps.db, key, budget, deps.limitsClock?.() ?? null);
    if (waitSeconds > 0) {
      if (options.exempt && (await options.exempt(ctx))) {
        await next();
        return;
      }
      const retryAfter = Math.max(1, Math.ceil(waitSeconds));
      const message = tooManyRequestsMessage(budget.what, retryAfter);
      throw new HttpError(429, message, { headers: { 'Retry-After': String(retryAfter) } });
    }
    await next();
    if (notCounted.has(ctx)) await giveBackRequest(deps.db, key, budget.everySeconds);
  };
}
