/**
 * A body's bytes exactly as they arrived, for routes that read their own: the gateway's
 * webhooks (signed over these bytes) and its checkout's form coming back. At most `limit`
 * bytes: a longer declared or sent body is refused with 413 before more is read.
 */
import type { Context } from 'koa';
import { bodyMessages } from './body.ts';
import { HttpError } from './http-error.ts';

export async function rawBody(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limit) throw new HttpError(413, bodyMessages.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, bodyMessages.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
