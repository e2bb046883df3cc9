/**
 * createApp({ db, config }): the Koa app without listen, so tests run the real thing on
 * port 0 against a real database. Middleware order: errors outermost (no stack traces,
 * never a 500 for user input), security headers, CORS, compression, then the API
 * routers, then the static PWA. No body is read here: each route reads its own
 * (server/http/body.ts), after the session check on admin routes.
 */
import Koa from 'koa';
import type { AppDeps, ResolvedDeps } from './deps.ts';
import { createLogger } from './log.ts';
import { catalogueRouter } from './catalogue/routes.ts';
import { enquiryRouter } from './enquiries/routes.ts';
import { fileRouter } from './files/routes.ts';
import { adminRouter } from './admin/routes.ts';
import { leadDeskRouter } from './leads/lead-desk-router.ts';
import { trackRouter } from './leads/track-routes.ts';
import { appointmentPublicRouter } from './appointments/public-routes.ts';
import { trackChangeRouter } from './appointments/track-booking.ts';
import { appointmentAdminRouter } from './appointments/admin-routes.ts';
import { bookingTrackRouter } from './stock/booking-track.ts';
import { checklistRouter } from './stock/checklist-routes.ts';
import { stockAdminRouter } from './stock/admin-routes.ts';
import { stockPublicRouter } from './stock/public-routes.ts';
import { bookNowRouter } from './stock/book-now-routes.ts';
import { workshopAdminRouter } from './workshop/admin-routes.ts';
import { workshopPublicRouter } from './workshop/public-routes.ts';
import { paymentPublicRouter } from './payments/public-routes.ts';
import { paymentWebhookRouter } from './payments/webhook-route.ts';
import { checkoutReturnRouter } from './payments/checkout-return-route.ts';
import { paymentAdminRouter } from './payments/admin-routes.ts';
import { gatewayKeysRouter } from './payments/gateway-keys-routes.ts';
import { createGatewaySwitch, startingGateway } from './payments/gateway-switch.ts';
import { healthRouter } from './health/health-routes.ts';
import { publicSiteRouter } from './site/site-routes.ts';
import { errorMiddleware } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { collapseRepeatedSlashes } from './http/slash-paths.ts';
import { corsMiddleware } from './http/cors.ts';
import { compressionMiddleware } from './http/compression.ts';
import { submissionLimitRouter } from './enquiries/submission-limits.ts';
import { staticMiddleware } from './http/static.ts';
import { closeUnreadBodies } from './http/close-unread-body.ts';
import { landingContentOf } from './catalogue/landing-reads.ts';
import { screenRenderer } from './http/screen-render.ts';
import { createNotifier } from './notifications/notifier.ts';
import { notificationRouter } from './notifications/notification-router.ts';

export function createApp(deps: AppDeps): Koa {
  const log = deps.log ?? createLogger(deps.config.logLevel);
  const gateway = deps.gateway ?? createGatewaySwitch({ db: deps.db, config: deps.config, log, starting: startingGateway(deps.config, deps.payments) });
  const resolved: ResolvedDeps = {
    db: deps.db,
    config: deps.config,
    log,
    now: deps.now ?? (() => new Date()),
    ...(deps.wait ? { wait: deps.wait } : {}),
    ...(deps.readiness ? { readiness: deps.readiness } : {}),
    ...(deps.limitsClock ? { limitsClock: deps.limitsClock } : {}),
    notifier: createNotifier(deps.config, deps.jobs ?? null),
    gateway,
  };
  const app = new Koa();
  // Behind TLS-terminating proxies (TRUST_PROXY=N): ctx.secure and ctx.ip come from
  // X-Forwarded-*; ctx.ip is the address the first of our N proxies appended (the N-th
  // entry from the right), never an entry the client wrote itself.
  app.proxy = deps.config.trustProxy;
  app.maxIpsCount = deps.config.trustProxy ? Math.max(1, deps.config.proxyCount) : 0;
  // Errors are answered by errorMiddleware and logged there; Koa's own logger stays quiet.
  app.silent = true;
  // Outermost: it sees the answer the error middleware made too.
  app.use(closeUnreadBodies);
  app.use(errorMiddleware(resolved.log));
  // Keys saved in Manage > Payments by another process are taken up within seconds
  // (gateway-switch.ts): a request at most every 10 s starts a look, and the requests after it
  // pay through what it found. No request waits for it: with the database unreachable the
  // look waits out its connection timeout, and a request waiting for it would then wait out
  // its own as well, answering its 503 in twice the time (docs/reliability.md).
  app.use(async (_ctx, next) => {
    void gateway.refresh().catch((error: Error) => log.warn('payment keys not read', { error: error.message }));
    await next();
  });
  app.use(securityHeaders(() => {
    const inUse = gateway.current();
    return Boolean(inUse.provider && !inUse.checkoutUrl);
  }));
  app.use(collapseRepeatedSlashes);
  app.use(corsMiddleware(resolved.config.corsOrigins));
  app.use(compressionMiddleware());
  // Per-address limits of the public submissions, before any body is read.
  app.use(submissionLimitRouter(resolved).routes());
  const routers = [
    healthRouter(resolved), catalogueRouter(resolved), publicSiteRouter(resolved), enquiryRouter(resolved), fileRouter(resolved), adminRouter(resolved),
    leadDeskRouter(resolved), notificationRouter(resolved), trackRouter(resolved), trackChangeRouter(resolved), appointmentPublicRouter(resolved), appointmentAdminRouter(resolved),
    stockPublicRouter(resolved), bookNowRouter(resolved), stockAdminRouter(resolved), checklistRouter(resolved), bookingTrackRouter(resolved),
    workshopAdminRouter(resolved), workshopPublicRouter(resolved),
    paymentPublicRouter(resolved), checkoutReturnRouter(resolved), paymentWebhookRouter(resolved), paymentAdminRouter(resolved), gatewayKeysRouter(resolved),
  ];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  const { distDir } = resolved.config;
  app.use(staticMiddleware(distDir, { contentOf: landingContentOf(resolved.db), render: screenRenderer(distDir, resolved.log) }));
  return app;
}
