/**
 * POST /api/track {reference, mobile} (docs/api-public.md):
 * public, answers `{status, showroom}` in customer words (src/contract/lead-statuses.ts)
 * and, for a booking, its time and state (docs/appointments.md), and nothing else. A wrong pair is `404 {message: 'No request found'}`, the same answer
 * and the same single indexed query whichever part was wrong. Every lookup counts against
 * the address's `lookups` budget (server/limits/budgets.ts): 429 with Retry-After beyond it,
 * before the body is read.
 */
import Router from '@koa/router';
import type { ResolvedDeps } from '../deps.ts';
import { leadPaths, trackNotFoundMessage, trackSchema } from '#contract/lead-api.ts';
import type { TrackBookingAnswer } from '#contract/appointment-track.ts';
import { trackBooking } from '../appointments/track-booking.ts';
import { groupOfKind, statusSpec } from '#contract/lead-statuses.ts';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { showroomById } from '#contract/site.ts';
import { HttpError } from '../http/http-error.ts';
import { bodyReader } from '../http/body.ts';
import { validBody } from '../http/validate.ts';
import { limitRequests } from '../limits/request-limits.ts';

export function trackRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const body = bodyReader(deps.config);
  router.post(leadPaths.track, limitRequests(deps, 'lookups'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { reference, mobile } = validBody(trackSchema, await body.json(ctx));
    // References are 8 hex digits, so two leads may share one: the newest with this mobile.
    const { rows } = await deps.db.query<{ id: string; kind: EnquiryKind; status: string; showroom_id: number | null }>(
      'SELECT id, kind, status, showroom_id FROM leads WHERE reference = $1 AND mobile = $2 ORDER BY created_at DESC LIMIT 1',
      [reference, mobile],
    );
    const lead = rows[0];
    const spec = lead && statusSpec(groupOfKind(lead.kind), lead.status);
    if (!lead || !spec) throw new HttpError(404, trackNotFoundMessage);
    const booking = await trackBooking(deps.db, lead.id);
    const answer: TrackBookingAnswer = { status: spec.customer, showroom: showroomById(lead.showroom_id)?.name ?? null, ...(booking ? { booking } : {}) };
    ctx.body = answer;
  });
  return router;
}
