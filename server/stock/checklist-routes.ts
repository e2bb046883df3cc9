/**
 * Staff routes of the delivery checklist (docs/api-admin.md "Stock and bookings"; docs/stock-and-delivery.md "Delivery"). A booking's
 * checklist is read and filled by the staff of its showroom, Sales included: they hand the
 * vehicle over and already mark the booking Delivered (docs/roles.md). The items themselves
 * are the dealer's, edited by Managers and Owners (`changeStock`). Every value set or
 * cleared writes a row of stock_history in its transaction, with who and when.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  checklistChangedMessage, checklistItemChangeSchema, checklistItemSchema, checklistMessages, checklistValueOf, checklistValueSchema,
  insuranceItemKey, registrationItemKey,
  type BookingChecklist,
} from '#contract/delivery-checklist.ts';
import { stockMessages, stockPaths } from '#contract/stock.ts';
import type { Queryable } from '../db/connect.ts';
import type { ResolvedDeps } from '../deps.ts';
import { adminState, requireSession } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { inScope, leadScopeOf } from '../auth/staff-scope.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { routePattern } from '../http/route-pattern.ts';
import { validBody } from '../http/validate.ts';
import { bookingById, type BookingRow } from './booking-repository.ts';
import { announceStep } from './booking-step-messages.ts';
import {
  bookingChecklistEntries, checklistItemByKey, checklistItems, clearValue, insertChecklistItem, mediaStored, missingOf, publicItem, setValue,
  storedValue, updateChecklistItem, type StoredItem,
} from './checklist-repository.ts';
import { idParam } from './id-param.ts';
import { refuseOversizedImage, storeOneImage } from '../media/media-routes.ts';
import { refusal } from './vehicle-changes.ts';
import { recordHistory } from './vehicle-repository.ts';

export async function bookingChecklist(db: Queryable, booking: Pick<BookingRow, 'id' | 'reference'>): Promise<BookingChecklist> {
  const items = await bookingChecklistEntries(db, Number(booking.id));
  return { bookingId: Number(booking.id), reference: booking.reference, items, missing: missingOf(items) };
}

export function checklistRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const guard = requireSession(deps);
  const body = bodyReader(deps.config);
  const see = requirePermission('stock');
  const manage = requirePermission('changeStock');
  const itemPath = routePattern(stockPaths.bookingChecklistItem, 'id', 'key');

  /** The booking, locked in `tx` when asked, if it is in the person's showrooms. */
  const ownBooking = async (ctx: Context, db: Queryable, lock: boolean): Promise<BookingRow> => {
    const booking = await bookingById(db, idParam(ctx, stockMessages.noBooking), lock);
    if (!booking) throw new HttpError(404, stockMessages.noBooking);
    if (!inScope(leadScopeOf(adminState(ctx)), booking.showroom_id)) throw new HttpError(403, stockMessages.otherShowroom);
    return booking;
  };

  /**
   * One item's value set (a value) or cleared (null), with its history row, on the locked
   * booking. `was`: the value the person's screen showed; another stored value is a 409
   * in words (a photo just taken names none: it is what the person sees now).
   */
  const changeValue = (ctx: Context, was: string | null | undefined, work: (tx: Queryable, item: StoredItem) => Promise<string | null>) =>
    retryTransaction(deps.db, async (tx) => {
      const booking = await ownBooking(ctx, tx, true);
      if (booking.state === 'delivered' || booking.state === 'cancelled') throw refusal(409, 'state', checklistMessages.closedBooking);
      const item = await checklistItemByKey(tx, String(ctx.params.key ?? ''));
      if (!item) throw new HttpError(404, checklistMessages.noItem);
      const bookingId = Number(booking.id);
      const from = await storedValue(tx, bookingId, item.id);
      if (was !== undefined && was !== from) throw refusal(409, item.key, checklistChangedMessage(item, from));
      const to = await work(tx, item);
      if (from !== to) {
        const { by, at } = { by: adminState(ctx).userId, at: deps.now() };
        if (to === null) await clearValue(tx, bookingId, item.id);
        else await setValue(tx, bookingId, item.id, to, by, at);
        await recordHistory(tx, { bookingId, type: 'checklist', data: { item: item.key, label: item.labelEn, from, to }, by, at });
        // The policy number or the registration number given: the customer hears of it once (a later edit is no news).
        if (to !== null && item.key === insuranceItemKey) await announceStep(tx, deps.notifier, bookingId, 'insurance', at);
        if (to !== null && item.key === registrationItemKey) await announceStep(tx, deps.notifier, bookingId, 'registration', at, { registration: to });
      }
      return bookingChecklist(tx, booking);
    });

  router.get(routePattern(stockPaths.bookingChecklist, 'id'), guard, see, async (ctx) => {
    const booking = await ownBooking(ctx, deps.db, false);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await bookingChecklist(deps.db, booking);
  });

  router.put(itemPath, guard, see, async (ctx) => {
    const { value, was } = validBody(checklistValueSchema, await body.json(ctx));
    ctx.body = await changeValue(ctx, was, async (tx, item) => {
      // Cleared: a retired item's value may go too.
      if (value === null) return null;
      if (item.retired) throw refusal(409, item.key, checklistMessages.retiredItem);
      const checked = checklistValueOf(item, value);
      // The refusal names the item, as the screen shows it under the item.
      if (!checked.ok) throw refusal(400, item.key, `${item.labelEn}: ${checked.message}`);
      if (item.kind === 'photo' && !(await mediaStored(tx, checked.stored))) throw refusal(400, item.key, `${item.labelEn}: ${checklistMessages.unknownPhoto}`);
      return checked.stored;
    });
  });

  // A handover photo taken on the showroom's tablet: checked against the booking and the item
  // before a byte of the picture is read, stored by the photo pipeline, then set as the value
  // (the booking and item checked again in the value's transaction).
  router.post(routePattern(stockPaths.bookingChecklistPhoto, 'id', 'key'), guard, see, async (ctx) => {
    // A photo said to be over the limit is refused before the booking is even looked up.
    refuseOversizedImage(ctx);
    const booking = await ownBooking(ctx, deps.db, false);
    if (booking.state === 'delivered' || booking.state === 'cancelled') throw refusal(409, 'state', checklistMessages.closedBooking);
    const item = await checklistItemByKey(deps.db, String(ctx.params.key ?? ''));
    if (!item) throw new HttpError(404, checklistMessages.noItem);
    if (item.kind !== 'photo') throw refusal(400, item.key, `${item.labelEn}: ${checklistMessages.notPhotoItem}`);
    if (item.retired) throw refusal(409, item.key, checklistMessages.retiredItem);
    const photo = await storeOneImage(ctx, deps, body);
    ctx.body = await changeValue(ctx, undefined, async () => photo.path);
  });

  router.get(stockPaths.checklistItems, guard, manage, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: (await checklistItems(deps.db)).map(publicItem) };
  });

  router.post(stockPaths.checklistItems, guard, manage, async (ctx) => {
    const item = validBody(checklistItemSchema, await body.json(ctx));
    if (!(await insertChecklistItem(deps.db, item, adminState(ctx).userId, deps.now()))) throw refusal(409, 'key', checklistMessages.knownKey);
    const stored = await checklistItemByKey(deps.db, item.key);
    ctx.status = 201;
    ctx.body = stored && publicItem(stored);
  });

  router.patch(routePattern(stockPaths.checklistItem, 'key'), guard, manage, async (ctx) => {
    const change = validBody(checklistItemChangeSchema, await body.json(ctx));
    const key = String(ctx.params.key ?? '');
    if (!(await checklistItemByKey(deps.db, key))) throw new HttpError(404, checklistMessages.noItem);
    await updateChecklistItem(deps.db, key, change, adminState(ctx).userId, deps.now());
    const stored = await checklistItemByKey(deps.db, key);
    ctx.body = stored && publicItem(stored);
  });

  return router;
}
