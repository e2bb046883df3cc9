/**
 * What the Owner's morning digest says of yesterday's booking money (docs/notifications.md
 * "Morning digest"): the booking amounts received (online, and at the counter in cash or
 * UPI) and the refunds, from the ledger's entries of that IST day. A payment a reversal
 * undid is not counted as received.
 */
import { slotInstant } from '#contract/appointment-slots.ts';
import type { Queryable } from '../db/connect.ts';

export interface DigestMoney {
  /** The IST day (YYYY-MM-DD) it is about: the day before the digest's. */
  day: string;
  onlinePaise: number;
  onlineCount: number;
  counterPaise: number;
  counterCount: number;
  /** What was given back, as a positive amount. */
  refundedPaise: number;
  refundCount: number;
}

export function dayBefore(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

export async function moneyOfDay(db: Queryable, day: string, nextDay: string): Promise<DigestMoney> {
  const { rows } = await db.query<{ online: string; online_n: number; counter: string; counter_n: number; refunded: string; refund_n: number }>(
    `SELECT coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'paid_online'), 0)::text AS online,
            (count(*) FILTER (WHERE e.kind = 'paid_online'))::int AS online_n,
            coalesce(sum(e.amount_paise) FILTER (WHERE e.kind IN ('counter_cash', 'counter_upi')), 0)::text AS counter,
            (count(*) FILTER (WHERE e.kind IN ('counter_cash', 'counter_upi')))::int AS counter_n,
            coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'refund'), 0)::text AS refunded,
            (count(*) FILTER (WHERE e.kind = 'refund'))::int AS refund_n
       FROM ledger_entries e
      WHERE e.created_at >= $1 AND e.created_at < $2
        AND NOT (e.kind IN ('paid_online', 'counter_cash', 'counter_upi') AND EXISTS (SELECT 1 FROM ledger_entries x WHERE x.reverses_id = e.id))`,
    [slotInstant(day, '00:00'), slotInstant(nextDay, '00:00')],
  );
  const r = rows[0]!;
  return {
    day, onlinePaise: Number(r.online), onlineCount: Number(r.online_n), counterPaise: Number(r.counter), counterCount: Number(r.counter_n),
    refundedPaise: Number(r.refunded), refundCount: Number(r.refund_n),
  };
}

export const saysNothing = (m: DigestMoney): boolean => m.onlineCount + m.counterCount + m.refundCount === 0;
