/**
 * "Book now" on a model's page (docs/payments.md "Book now", docs/api-public.md):
 * - GET /api/stock/booking-options?model=<id>: what the form offers (the model's booking
 *   amount, its variants and colours by catalogue id, the dealer's refund rules).
 * - POST /api/stock/bookings with an Idempotency-Key: a booking in state Booked, made in one
 *   transaction with its lead (a product enquiry whose id is the key, as every public form's
 *   is), so the desk sees the buyer as it sees any enquiry and the booking on the lead's
 *   page. The same key answers the same booking (201 first, 200 after); with another body
 *   422. Model, variant, colour and showroom are resolved by id here: an unknown, switched
 *   off or closed one is a 400 naming the field, and nothing is stored. The amount is the
 *   model's booking amount, never the body's. Per address budget `bookings`; a retry of a
 *   stored key is never counted.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { bookNowMessages, bookNowPaths, bookNowSchema, type BookNowAnswer, type BookNowBody, type BookNowOptions } from '#contract/book-now.ts';
import { customerAuthor } from '#contract/lead-customer-change.ts';
import type { Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import type { ResolvedDeps } from '../deps.ts';
import { bodyHash } from '../enquiries/body-hash.ts';
import { insertParams, insertSql } from '../enquiries/repository.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';
import { validBody } from '../http/validate.ts';
import { newLeadColumns } from '../leads/new-lead.ts';
import { doNotCount, limitRequests } from '../limits/request-limits.ts';
import { isTestPayments, paymentProvider } from '../payments/checkout-kind.ts';
import { readShowrooms } from '../site/showroom-list.ts';
import { bookInQueue, createBooking } from './booking-changes.ts';
import { withStockRules } from './db-refusals.ts';
import { refusal } from './vehicle-changes.ts';

const optionsQuery = z.object({ model: z.string({ error: 'Please choose a model' }).regex(/^\d{1,9}$/, 'Please choose a model') });

interface ModelRow { id: number; name: string; amount_paise: string | null; refund_rules: string | null; refund_rules_hi: string | null }

/** A switched-on model of the catalogue, with its booking amount (null: none set). */
async function publishedModel(db: Queryable, id: number): Promise<ModelRow | null> {
  const { rows } = await db.query<ModelRow>(
    `SELECT m.id, m.name, a.amount_paise::text AS amount_paise, a.refund_rules, a.refund_rules_hi
       FROM models m LEFT JOIN booking_amounts a ON a.model_id = m.id WHERE m.id = $1 AND m.status = 1`,
    [id],
  );
  return rows[0] ?? null;
}

async function choicesOf(db: Queryable, table: 'variants' | 'colours', modelId: number) {
  const nameHi = table === 'colours' ? 'c.name_hi' : `''`;
  const { rows } = await db.query<{ id: number; name: string; name_hi: string }>(
    `SELECT c.id, c.name, ${nameHi} AS name_hi FROM ${table} c WHERE c.model_id = $1 ORDER BY c.sort, c.id`, [modelId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, nameHi: r.name_hi }));
}

/** What a valid body names, as the catalogue and Manage > Site spell it; the first wrong field refused. */
async function resolved(db: Queryable, body: BookNowBody) {
  const model = await publishedModel(db, body.modelId);
  if (!model) throw refusal(400, 'modelId', bookNowMessages.unknownModel);
  if (model.amount_paise === null) throw refusal(400, 'modelId', bookNowMessages.noAmount);
  const variant = (await choicesOf(db, 'variants', model.id)).find((v) => v.id === body.variantId);
  if (!variant) throw refusal(400, 'variantId', bookNowMessages.unknownVariant);
  const colour = (await choicesOf(db, 'colours', model.id)).find((c) => c.id === body.colourId);
  if (!colour) throw refusal(400, 'colourId', bookNowMessages.unknownColour);
  const showroom = (await readShowrooms(db)).find((s) => s.id === body.showroomId);
  if (!showroom) throw refusal(400, 'showroomId', bookNowMessages.chooseShowroom);
  if (showroom.closed) throw refusal(400, 'showroomId', bookNowMessages.closedShowroom);
  return { model, variant: variant.name, colour: colour.name, amountPaise: Number(model.amount_paise) };
}

interface StoredRow { body_hash: string; reference: string | null; amount_paise: string | null }

/** The booking a key made, with the fingerprint of its body; null for a new key. */
async function storedFor(db: Queryable, key: string): Promise<StoredRow | null> {
  const { rows } = await db.query<StoredRow>(
    `SELECT e.body_hash, b.reference, a.amount_paise::text AS amount_paise FROM enquiries e
       LEFT JOIN bookings b ON b.lead_id = e.id LEFT JOIN booking_amounts a ON a.model_id = b.model_id WHERE e.id = $1`,
    [key],
  );
  return rows[0] ?? null;
}

export function bookNowRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const body = bodyReader(deps.config);
  const keyOf = (ctx: Context): string => {
    const key = ctx.get(idempotencyHeader).trim().toLowerCase();
    if (!isUuid(key)) throw new HttpError(400, bookNowMessages.keyNeeded);
    return key;
  };
  const isStored = async (ctx: Context) => {
    const key = ctx.get(idempotencyHeader).trim().toLowerCase();
    return isUuid(key) && (await storedFor(deps.db, key))?.reference != null;
  };
  const answerOf = (row: StoredRow): BookNowAnswer => {
    if (!row.reference) throw new HttpError(422, bookNowMessages.keyReused);
    return { reference: row.reference, amountPaise: Number(row.amount_paise ?? 0), online: Boolean(paymentProvider(deps)), testMode: isTestPayments(deps) };
  };

  router.get(bookNowPaths.options, async (ctx) => {
    const { model: id } = validBody(optionsQuery, ctx.query);
    const model = await publishedModel(deps.db, Number(id));
    if (!model) throw new HttpError(404, 'Model not found');
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = {
      modelId: model.id, model: model.name, amountPaise: model.amount_paise === null ? null : Number(model.amount_paise),
      variants: await choicesOf(deps.db, 'variants', model.id), colours: await choicesOf(deps.db, 'colours', model.id),
      refundRules: model.refund_rules ?? '', refundRulesHi: model.refund_rules_hi ?? '',
      online: Boolean(paymentProvider(deps)), testMode: isTestPayments(deps),
    } satisfies BookNowOptions;
  });

  router.post(bookNowPaths.bookings, limitRequests(deps, 'bookings', { exempt: isStored }), async (ctx) => {
    const key = keyOf(ctx);
    const request = validBody(bookNowSchema, await body.json(ctx));
    const hash = bodyHash('book-now', request);
    const seen = await storedFor(deps.db, key);
    if (seen) {
      if (seen.body_hash !== hash) throw new HttpError(422, bookNowMessages.keyReused);
      doNotCount(ctx);
      ctx.body = answerOf(seen);
      return;
    }
    const { model, variant, colour } = await resolved(deps.db, request);
    const at = deps.now();
    const payload = {
      name: request.name, mobileNo: request.mobile, model: model.name, color: colour, variant, preferredShowroom: request.showroomId,
      ...(request.language ? { language: request.language } : {}),
    };
    const indexed = { name: request.name, mobile: request.mobile, email: '', model: model.name, regNo: '' };
    const enquiry = {
      id: key, kind: 'product', createdAt: at, payload, bodyHash: hash, indexed, file: null,
      lead: newLeadColumns({ createdAt: at, payload, ...indexed }, deps.config.leadSlaHours, request.language ?? 'en'),
    };
    // The lead and the booking in one transaction: a second request with the key waits on
    // the enquiry's id, then finds both made and answers the same booking.
    // The queue's lock shared first, the whole transaction again when a vehicle is free (bookInQueue).
    const made = await bookInQueue((lock) => withStockRules(() => retryTransaction(deps.db, async (tx) => {
      const inserted = await tx.query(insertSql, insertParams(enquiry, null));
      if (inserted.rows.length === 0) return false;
      await deps.notifier?.newLead(tx, key, at);
      await createBooking(tx, {
        modelId: model.id, variant, colour, showroomId: request.showroomId, customerName: request.name, mobile: request.mobile, leadId: key,
      }, customerAuthor, deps.now, { notifier: deps.notifier, lock });
      return true;
    })));
    const stored = await storedFor(deps.db, key);
    if (!stored || stored.body_hash !== hash) throw new HttpError(422, bookNowMessages.keyReused);
    if (!made) doNotCount(ctx);
    ctx.status = made ? 201 : 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answerOf(stored);
  });

  return router;
}
