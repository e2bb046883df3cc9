/**
 * The Idempotency-Key of a stage move (docs/workshop.md "Stages"): the Workshop board
 * queues each move in the device's outbox with its own UUID, sent again when an answer was
 * lost. Optional: a move sent without one (the opened card's button) works as before.
 */
import type { Context } from 'koa';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { workshopMessages } from '#contract/workshop.ts';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';

/** The request's key, lower case; null without one; 400 for a key that is not a UUID. */
export function stageMoveKeyOf(ctx: Context): string | null {
  const sent = ctx.get(idempotencyHeader).trim().toLowerCase();
  if (!sent) return null;
  if (!isUuid(sent)) throw new HttpError(400, workshopMessages.keyNotUuid);
  return sent;
}
