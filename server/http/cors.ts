/**
 * Cross-origin calls only from the configured origins (CORS_ORIGINS), with credentials,
 * for a front end hosted apart from the API. Same-origin use (the default) needs none.
 */
import cors from '@koa/cors';
import type { Context, Middleware } from 'koa';
import { csrfHeader, idempotencyHeader, submittedAtHeader } from '#contract/api-paths.ts';

export function corsMiddleware(origins: readonly string[]): Middleware {
  const allowed = new Set(origins);
  return cors({
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
}
