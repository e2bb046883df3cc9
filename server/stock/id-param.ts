/**
 * A vehicle's or booking's id from the path of a stock route. Anything but a plain number
 * names no row, so it is answered as one that is not there (404 with `message`), never as
 * bad input or a database error.
 */
import type { Context } from 'koa';
import { HttpError } from '../http/http-error.ts';

export function idParam(ctx: Context, message: string): number {
  const raw = ctx.params.id ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(404, message);
  return Number(raw);
}
