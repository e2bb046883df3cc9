/**
 * POST /api/stock/track {reference, mobile} (docs/api-public.md): a vehicle booking's steps
 * for its customer, public, with the lead lookup's budget per address (`lookups`) and its
 * answer to a wrong pair: `404 {message: 'No request found'}` whichever part was wrong,
 * from one query on the booking's id and mobile. The chassis shows its last four
 * characters only; the checklist only whether insurance is done and the registration number.
 */
import Router from '@koa/router';
import { bookingTrackSchema, type BookingTrackAnswer, type BookingTrackStep } from '#contract/booking-track.ts';
import { insuranceItemKey, registrationItemKey } from '#contract/delivery-checklist.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { trackNotFoundMessage } from '#contract/lead-api.ts';
import { stockPaths, type BookingState } from '#contract/stock.ts';
import type { ResolvedDeps } from '../deps.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { limitRequests } from '../limits/request-limits.ts';
import { showroomNames } from '../site/showroom-list.ts';
import { bookingPaymentState } from '../payments/booking-payment-state.ts';

interface TrackedRow {
  reference: string;
  model: string;
  variant: string;
  colour: string;
  showroom_id: number;
  state: BookingState;
  created_at: Date | string;
  allotted_at: Date | string | null;
  vin: string | null;
  delivered_on: string | null;
  insurance_at: Date | string | null;
  registration: string | null;
  registration_at: Date | string | null;
  ready_at: Date | string | null;
  cancelled_at: Date | string | null;
}

/** The latest move of the booking to `state`, from its history. */
const movedTo = (state: string) =>
  `(SELECT max(h.at) FROM stock_history h WHERE h.booking_id = b.id AND h.type = 'state' AND h.data->>'to' = '${state}')`;
const checklistValue = (column: 'value' | 'set_at', key: string) =>
  `(SELECT c.${column} FROM delivery_checklist_values c JOIN delivery_checklist_items i ON i.id = c.item_id WHERE c.booking_id = b.id AND i.key = '${key}')`;

const trackedQuery = `SELECT b.reference, m.name AS model, b.variant, b.colour, b.showroom_id, b.state, b.created_at, b.allotted_at,
    v.vin, to_char(v.delivered_on, 'YYYY-MM-DD') AS delivered_on,
    ${checklistValue('set_at', insuranceItemKey)} AS insurance_at,
    ${checklistValue('value', registrationItemKey)} AS registration, ${checklistValue('set_at', registrationItemKey)} AS registration_at,
    ${movedTo('ready')} AS ready_at, ${movedTo('cancelled')} AS cancelled_at
  FROM bookings b JOIN models m ON m.id = b.model_id LEFT JOIN vehicles v ON v.id = b.vehicle_id
  WHERE b.id = $1 AND b.mobile = $2`;

const reached: Record<BookingState, number> = { booked: 0, cancelled: 0, allotted: 1, ready: 2, delivered: 3 };
const dayOf = (at: Date | string | null) => (at === null ? null : istDateOf(at));

export function bookingSteps(row: TrackedRow): BookingTrackStep[] {
  const level = reached[row.state];
  const step = (name: BookingTrackStep['step'], done: boolean, at: Date | string | null, detail: string | null = null): BookingTrackStep =>
    ({ step: name, done, on: done ? dayOf(at) : null, detail: done ? detail : null });
  return [
    step('booked', true, row.created_at),
    step('allotted', level >= 1 && row.vin !== null, row.allotted_at, row.vin?.slice(-4) ?? null),
    step('insurance', row.insurance_at !== null, row.insurance_at),
    step('registration', row.registration !== null, row.registration_at, row.registration),
    step('ready', level >= 2, row.ready_at),
    { step: 'delivered', done: level >= 3, on: level >= 3 ? row.delivered_on : null, detail: null },
  ];
}

export function bookingTrackRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const body = bodyReader(deps.config);
  router.post(stockPaths.track, limitRequests(deps, 'lookups'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { reference, mobile } = validBody(bookingTrackSchema, await body.json(ctx));
    const { rows } = await deps.db.query<TrackedRow>(trackedQuery, [reference, mobile]);
    const row = rows[0];
    if (!row) throw new HttpError(404, trackNotFoundMessage);
    const answer: BookingTrackAnswer = {
      reference: row.reference, model: row.model, variant: row.variant, colour: row.colour,
      showroom: (await showroomNames(deps.db)).byId(row.showroom_id)?.name ?? null,
      cancelledOn: row.state === 'cancelled' ? dayOf(row.cancelled_at) : null,
      steps: bookingSteps(row),
      payment: await bookingPaymentState(deps, reference, row.state),
    };
    ctx.body = answer;
  });
  return router;
}
