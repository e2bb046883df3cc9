/**
 * If-None-Match evaluation (RFC 9110 13.1.2, weak comparison). Koa's ctx.fresh is not
 * used: it refuses a 304 whenever the request says `Cache-Control: no-cache`, which fetch
 * adds to any request that carries its own If-None-Match (e.g. from the service worker).
 */
function opaque(tag: string): string {
  const t = tag.trim();
  return t.startsWith('W/') ? t.slice(2) : t;
}

export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === wanted);
}
