/**
 * The rows of the stock reports (src/contract/stock-reports.ts), each kept to the showrooms
 * the viewer sees (server/auth/staff-scope.ts) and in its order. Days are IST calendar days:
 * `today` is the IST date of the server's clock, a booking's or allotment's day the IST date
 * of its instant; arrival and delivery are stored as the days staff gave.
 */
import { ageingBands, allotmentTurns } from '#contract/stock-reports.ts';
import type { Queryable } from '../db/connect.ts';
import { scopeCondition, type LeadScope } from '../auth/staff-scope.ts';
import type { ShowroomNames } from '../site/showroom-list.ts';
import { accountNameSql, staffName } from '../staff/staff-names.ts';

export interface StockReportInput {
  db: Queryable;
  scope: LeadScope;
  /** YYYY-MM-DD, IST. */
  today: string;
  /** YYYY-MM-DD or '' for no bound (range reports). */
  fromDate: string;
  toDate: string;
  names: ShowroomNames;
}

type Rows = Record<string, string>[];
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** An instant column's IST day, YYYY-MM-DD (the workshop reports read days the same way). */
export const istDay = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** `column` (an instant) within the IST days fromDate..toDate, either bound optional. */
export function istRange(column: string, fromDate: string, toDate: string, params: unknown[]): string {
  const parts: string[] = [];
  if (fromDate) parts.push(`${column} >= ($${params.push(fromDate)}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  if (toDate) parts.push(`${column} < (($${params.push(toDate)}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  return parts.length ? parts.join(' AND ') : 'true';
}

/** Per kind and showroom: counts by where the vehicles stand, and the ageing of those here. */
export async function stockAgeingRows({ db, scope, today, names }: StockReportInput): Promise<Rows> {
  const params: unknown[] = [today];
  // Days here: a vehicle that has arrived and is not delivered (allotted and blocked ones too: they are on the floor).
  const bands = ageingBands.map((b, i) => {
    const from = i === 0 ? 0 : ageingBands[i - 1]!.upTo + 1;
    const upTo = Number.isFinite(b.upTo) ? ` AND days <= ${b.upTo}` : '';
    return `count(*) FILTER (WHERE days >= ${from}${upTo})::int AS ${b.field}`;
  });
  const { rows } = await db.query<Record<string, unknown>>(
    `WITH here AS (
       SELECT v.model_id, m.name AS model, v.variant, v.colour, v.showroom_id, v.status,
         CASE WHEN v.arrived_on IS NOT NULL AND v.status <> 'in-transit' THEN greatest(0, $1::date - v.arrived_on) END AS days
       FROM vehicles v JOIN models m ON m.id = v.model_id
       WHERE v.status <> 'delivered' AND ${scopeCondition(scope, 'v.showroom_id', params)}
     )
     SELECT model, variant, colour, showroom_id,
       count(*) FILTER (WHERE status IN ('in-stock', 'pdi-done'))::int AS in_stock,
       count(*) FILTER (WHERE status = 'allotted')::int AS allotted,
       count(*) FILTER (WHERE status = 'in-transit')::int AS in_transit,
       count(*) FILTER (WHERE status = 'blocked')::int AS blocked,
       max(days) AS oldest_days, round(avg(days))::int AS average_days,
       ${bands.join(',\n       ')}
     FROM here GROUP BY model_id, model, variant, colour, showroom_id
     ORDER BY model, variant, colour, showroom_id`,
    params,
  );
  return rows.map((r) => ({
    model: text(r.model), variant: text(r.variant), colour: text(r.colour), showroom: names.place(Number(r.showroom_id)),
    in_stock: text(r.in_stock), allotted: text(r.allotted), in_transit: text(r.in_transit), blocked: text(r.blocked),
    oldest_days: text(r.oldest_days), average_days: text(r.average_days),
    ...Object.fromEntries(ageingBands.map((b) => [b.field, text(r[b.field])])),
  }));
}

/** Open bookings without a vehicle, oldest first, each with its place in its kind's queue. */
export async function bookingsWaitingRows({ db, scope, today, names }: StockReportInput): Promise<Rows> {
  const params: unknown[] = [today];
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT b.reference, ${istDay('b.created_at')} AS booked_on,
       $1::date - (b.created_at AT TIME ZONE 'Asia/Kolkata')::date AS days_waiting,
       row_number() OVER (PARTITION BY b.model_id, b.variant, b.colour, b.showroom_id ORDER BY b.created_at, b.id) AS queue_position,
       b.customer_name, b.mobile, m.name AS model, b.variant, b.colour, b.showroom_id
     FROM bookings b JOIN models m ON m.id = b.model_id
     WHERE b.state = 'booked' AND ${scopeCondition(scope, 'b.showroom_id', params)}
     ORDER BY b.created_at, b.id`,
    params,
  );
  return rows.map((r) => ({
    booking: text(r.reference), booked_on: text(r.booked_on), days_waiting: text(r.days_waiting), queue_position: text(r.queue_position),
    customer: text(r.customer_name), mobile: text(r.mobile), model: text(r.model), variant: text(r.variant), colour: text(r.colour),
    showroom: names.place(Number(r.showroom_id)),
  }));
}

/** Bookings holding a vehicle given between the days, in the order given; out of turn with its reason and who chose. */
export async function allotmentRows({ db, scope, fromDate, toDate, names }: StockReportInput): Promise<Rows> {
  const params: unknown[] = [];
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${istDay('b.allotted_at')} AS allotted_on, b.reference, b.customer_name, m.name AS model, b.variant, b.colour, b.showroom_id,
       v.vin, ${istDay('b.created_at')} AS booked_on,
       (b.allotted_at AT TIME ZONE 'Asia/Kolkata')::date - (b.created_at AT TIME ZONE 'Asia/Kolkata')::date AS days_waited,
       b.override_reason, b.override_by, ${accountNameSql('chooser')} AS chosen_by_name
     FROM bookings b JOIN models m ON m.id = b.model_id JOIN vehicles v ON v.id = b.vehicle_id
       LEFT JOIN admins chooser ON chooser.user_id = b.override_by
     WHERE b.allotted_at IS NOT NULL AND ${scopeCondition(scope, 'b.showroom_id', params)} AND ${istRange('b.allotted_at', fromDate, toDate, params)}
     ORDER BY b.allotted_at, b.id`,
    params,
  );
  return rows.map((r) => ({
    allotted_on: text(r.allotted_on), booking: text(r.reference), customer: text(r.customer_name),
    model: text(r.model), variant: text(r.variant), colour: text(r.colour), showroom: names.place(Number(r.showroom_id)),
    chassis: text(r.vin), booked_on: text(r.booked_on), days_waited: text(r.days_waited),
    turn: r.override_reason ? allotmentTurns.outOfTurn : allotmentTurns.inTurn,
    reason: text(r.override_reason), chosen_by: r.override_by ? staffName(r.chosen_by_name as string | null) : '',
  }));
}

/** Vehicles delivered per day and showroom between the days, with the models ('Splendor+ (2), Pleasure+ (1)'). */
export async function deliveryRows({ db, scope, fromDate, toDate, names }: StockReportInput): Promise<Rows> {
  const params: unknown[] = [];
  const where = [`v.status = 'delivered'`, scopeCondition(scope, 'v.showroom_id', params)];
  if (fromDate) where.push(`v.delivered_on >= $${params.push(fromDate)}::date`);
  if (toDate) where.push(`v.delivered_on <= $${params.push(toDate)}::date`);
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT day, showroom_id, sum(n)::int AS deliveries, string_agg(model || ' (' || n || ')', ', ' ORDER BY n DESC, model) AS models
     FROM (SELECT v.delivered_on::text AS day, v.showroom_id, m.name AS model, count(*)::int AS n
           FROM vehicles v JOIN models m ON m.id = v.model_id WHERE ${where.join(' AND ')}
           GROUP BY v.delivered_on, v.showroom_id, m.name) per_model
     GROUP BY day, showroom_id ORDER BY day, showroom_id`,
    params,
  );
  return rows.map((r) => ({ day: text(r.day), showroom: names.place(Number(r.showroom_id)), deliveries: text(r.deliveries), models: text(r.models) }));
}
