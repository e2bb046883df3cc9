/**
 * GET /api/appointments/availability?purpose=test-ride|service&model=...: every showroom's
 * next 14 days (IST), each slot open (with the places left), full, past or blocked. Never
 * stored by a cache: a device keeps its own last copy for offline booking.
 */
import Router from '@koa/router';
import type { ResolvedDeps } from '../deps.ts';
import { appointmentPaths, availabilityQuerySchema } from '#contract/appointment-api.ts';
import { validBody } from '../http/validate.ts';
import { availability } from './availability.ts';

export function appointmentPublicRouter({ db, now }: ResolvedDeps): Router {
  const router = new Router();
  router.get(appointmentPaths.availability, async (ctx) => {
    const query = validBody(availabilityQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await availability(db, query.purpose, query.model, now());
  });
  return router;
}
