/**
 * POST /api/track {reference, mobile} (docs/api-public.md):
 * public, answers `{status, showroom}` in customer words (src/contract/lead-statuses.ts)
 * and, for a booking, its time and state (docs/appointments.md), and for a request whose
 * form had the WhatsApp and SMS updates ticked, that consent (docs/notifications.md
 * "Consent"), and nothing else. POST /api/track/updates {reference, mobile, action:
 * 'withdraw'} stops those updates, with the same pair and budget. A wrong pair is `404 {message: 'No request found'}`, the same answer
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
import { showroomNames } from '../site/showroom-list.ts';
import { HttpError } from '../http/http-error.ts';
import { bodyReader } from '../http/body.ts';
import { validBody } from '../http/validate.ts';
import { limitRequests } from '../limits/request-limits.ts';
import { consentPaths, trackUpdatesMessages, trackUpdatesSchema, type TrackUpdatesAnswer } from '#contract/track-updates.ts';
import type { Queryable } from '../db/connect.ts';
import { consentColumns, consentOf, withdrawConsent, type ConsentRow } from './updates-consent-repository.ts';

interface TrackedLead extends ConsentRow {
  id: string;
  kind: EnquiryKind;
  status: string;
  showroom_id: number | null;
}

/** The lookup's one query: the newest lead with this reference and mobile (references are 8 hex digits, so two leads may share one). */
async function trackedLead(db: Queryable, reference: string, mobile: string): Promise<TrackedLead | undefined> {
  const { rows } = await db.query<TrackedLead>(
    `SELECT l.id, l.kind, l.status, l.showroom_id, ${consentColumns} FROM leads l
      WHERE l.reference = $1 AND l.mobile = $2 ORDER BY l.created_at DESC LIMIT 1`,
    [reference, mobile],
  );
  return rows[0];
}

export function trackRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const body = bodyReader(deps.config);
  router.post(leadPaths.track, limitRequests(deps, 'lookups'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { reference, mobile } = validBody(trackSchema, await body.json(ctx));
    const lead = await trackedLead(deps.db, reference, mobile);
    const spec = lead && statusSpec(groupOfKind(lead.kind), lead.status);
    if (!lead || !spec) throw new HttpError(404, trackNotFoundMessage);
    const booking = await trackBooking(deps.db, lead.id);
    const updates = consentOf(lead);
    const answer: TrackBookingAnswer = {
      status: spec.customer, showroom: (await showroomNames(deps.db)).byId(lead.showroom_id)?.name ?? null, ...(booking ? { booking } : {}), ...(updates ? { updates } : {}),
    };
    ctx.body = answer;
  });
  router.post(consentPaths.trackUpdates, limitRequests(deps, 'lookups'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { reference, mobile } = validBody(trackUpdatesSchema, await body.json(ctx));
    const lead = await trackedLead(deps.db, reference, mobile);
    if (!lead) throw new HttpError(404, trackUpdatesMessages.notFound);
    const updates = await withdrawConsent(deps.db, lead.id, deps.now());
    if (!updates) throw new HttpError(409, trackUpdatesMessages.none);
    const answer: TrackUpdatesAnswer = { updates };
    ctx.body = answer;
  });
  return router;
}
