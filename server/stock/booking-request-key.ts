/**
 * A booking made at the counter with an Idempotency-Key (docs/stock-and-delivery.md
 * "Bookings"): the admin form makes one key per booking it shows, so a double tap, or the
 * same request sent again after its answer was lost on the showroom's Wi-Fi, answers the
 * booking the first one made and makes no second. The key is optional: an admin screen
 * from before keys were sent still books as it did.
 */
import type { Context } from 'koa';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { stockMessages } from '#contract/stock.ts';
import type { Queryable } from '../db/connect.ts';
import { bodyHash } from '../enquiries/body-hash.ts';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';
import type { BookingRequestKey } from './booking-repository.ts';

/** The request's key with its body's fingerprint; null without a key; 400 for a key that is not a UUID. */
export function bookingRequestKeyOf(ctx: Context, body: unknown): BookingRequestKey | null {
  const sent = ctx.get(idempotencyHeader).trim().toLowerCase();
  if (!sent) return null;
  if (!isUuid(sent)) throw new HttpError(400, stockMessages.keyNotUuid);
  return { key: sent, hash: bodyHash('staff-booking', body) };
}

/** The booking this key made, or null; 422 when it was made from another body. */
export async function bookingMadeWith(db: Queryable, requestKey: BookingRequestKey): Promise<number | null> {
  const { rows } = await db.query<{ id: string; request_hash: string }>('SELECT id::text, request_hash FROM bookings WHERE request_key = $1', [requestKey.key]);
  const made = rows[0];
  if (!made) return null;
  if (made.request_hash !== requestKey.hash) throw new HttpError(422, stockMessages.keyReused);
  return Number(made.id);
}

/** Whether `error` is a second insert of a key another request stored first. */
export function isKeyTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && String(e.constraint ?? '').startsWith('bookings_request_key');
}
