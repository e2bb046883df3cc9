/**
 * Paths with repeated slashes (`//`, `//healthz`, `/api//dealers`) name nothing: the router
 * matches none of them and the static files would refuse them as "Malicious Path". A GET or
 * HEAD is sent, with a 301, to the same path with single slashes (query kept); any other
 * method goes on to the not-found answer. The target always starts with exactly one slash
 * and carries no backslash, so it can never be read as another host (`//evil.example`).
 */
import type { Context, Next } from 'koa';

const repeatedSlashes = /\/{2,}/g;

export function singleSlashPath(path: string): string {
  return path.replace(repeatedSlashes, '/').replace(/\\/g, '%5C');
}

export async function collapseRepeatedSlashes(ctx: Context, next: Next): Promise<void> {
  if (!ctx.path.includes('//')) return next();
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    ctx.status = 404; // the error middleware answers the usual JSON "Not found"
    return;
  }
  ctx.status = 301;
  ctx.set('Cache-Control', 'no-cache');
  ctx.redirect(`${singleSlashPath(ctx.path)}${ctx.search}`);
}
