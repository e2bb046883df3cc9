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
import { catalogueNameOf } from './booked-model.ts';

export function appointmentPublicRouter({ db, now }: ResolvedDeps): Router {
  const router = new Router();
  router.get(appointmentPaths.availability, async (ctx) => {
    const query = validBody(availabilityQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    // Counted as bookings count: under the catalogue's name of the model (server/appointments/booked-model.ts).
    const model = query.purpose === 'test-ride' && query.model ? await catalogueNameOf(db, query.model) : query.model;
    ctx.body = await availability(db, query.purpose, model, now());
  });
  return router;
}
