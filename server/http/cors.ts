/**
 * Cross-origin calls only from the configured origins (CORS_ORIGINS), with credentials,
 * for a front end hosted apart from the API. Same-origin use (the default) needs none.
 *
 * Only the API answers with CORS headers: the /api/ reads and calls and the public form
 * submissions (src/contract/enquiry-kinds.ts paths). Pages and built files never carry them,
 * and in particular no `Vary: Origin`: the service worker saves the admin screens' files
 * with a request that has no Origin while the page's module scripts ask with one, and a
 * saved file that varies on Origin would then not match offline (docs/offline.md).
 */
import cors from '@koa/cors';
import type { Context, Middleware, Next } from 'koa';
import { csrfHeader, idempotencyHeader, submittedAtHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';

const submissionPaths = new Set(Object.values(enquiryKinds).map((kind) => kind.path));

/** Whether a path is the API's (where a front end on another origin may call). */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || submissionPaths.has(path);
}

export function corsMiddleware(origins: readonly string[]): Middleware {
  const allowed = new Set(origins);
  const apiCors = cors({
    // An origin not in the list gets no CORS headers at all, so the browser refuses it.
    origin: (ctx: Context) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    credentials: true,
    allowHeaders: ['Content-Type', 'Accept', idempotencyHeader, submittedAtHeader, csrfHeader],
    allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  return (ctx: Context, next: Next) => (isApiPath(ctx.path) ? apiCors(ctx, next) : next());
}
