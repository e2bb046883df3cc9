/**
 * Catalogue reads are answered with `Cache-Control: no-cache` and an ETag over the body:
 * the service worker and browsers revalidate every time (so a price change shows at
 * once) but a 304 costs no body on a slow connection (architecture "Offline"). A read that
 * may be a little old (a model's delivery times) names its own `cacheControl`.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { etagMatches } from './etag-match.ts';

export function sendCacheableJson(ctx: Context, value: unknown, cacheControl = 'no-cache'): void {
  const json = JSON.stringify(value);
  // Weak: compression may change the bytes on the wire, not the meaning.
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  ctx.status = 200;
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', etag);
  ctx.type = 'application/json; charset=utf-8';
  if (etagMatches(ctx.get('If-None-Match'), etag)) {
    ctx.status = 304;
    return;
  }
  ctx.body = json;
}
