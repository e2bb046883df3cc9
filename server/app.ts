/**
 * createApp({ db, config }): the Koa app without listen, so tests run the real thing on
 * port 0 against a real database. Middleware order: errors outermost (no stack traces,
 * never a 500 for user input), security headers, CORS, compression, then the API
 * routers, then the static PWA.
 */
import Koa from 'koa';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { createLogger, type Logger } from './log.ts';
import { catalogueRouter } from './catalogue/routes.ts';
import { enquiryRouter } from './enquiries/routes.ts';
import { fileRouter } from './files/routes.ts';
import { adminRouter } from './admin/routes.ts';
import { errorMiddleware } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { corsMiddleware } from './http/cors.ts';
import { compressionMiddleware } from './http/compression.ts';
import { bodyMiddleware } from './http/body.ts';
import { staticMiddleware } from './http/static.ts';

export interface AppDeps {
  db: Db;
  config: Config;
  log?: Logger;
  /** The clock; tests pass their own to cross midnight or expire sessions. */
  now?: () => Date;
}

export interface ResolvedDeps {
  db: Db;
  config: Config;
  log: Logger;
  now: () => Date;
}

export function createApp(deps: AppDeps): Koa {
  const resolved: ResolvedDeps = {
    db: deps.db,
    config: deps.config,
    log: deps.log ?? createLogger(deps.config.logLevel),
    now: deps.now ?? (() => new Date()),
  };
  const app = new Koa();
  // Behind a TLS-terminating proxy (TRUST_PROXY=1): ctx.secure and ctx.ip come from X-Forwarded-*.
  app.proxy = deps.config.trustProxy;
  // Errors are answered by errorMiddleware and logged there; Koa's own logger stays quiet.
  app.silent = true;
  app.use(errorMiddleware(resolved.log));
  app.use(securityHeaders);
  app.use(corsMiddleware(resolved.config.corsOrigins));
  app.use(compressionMiddleware());
  app.use(bodyMiddleware(resolved.config));
  for (const router of [catalogueRouter(resolved), enquiryRouter(resolved), fileRouter(resolved), adminRouter(resolved)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(staticMiddleware(resolved.config.distDir));
  return app;
}
