/**
 * An answer given before a large request body was read (a 404 for an unknown booking
 * before its photo, a 401 or 403 before an upload) closes the connection rather than
 * keeping it alive. Kept alive, Node reads and throws away the whole body on the event
 * loop to reach the next request: megabytes of an upload refused on its first line would
 * cost the server's only thread as much as one accepted. Small bodies are drained as
 * usual: keeping the connection is worth more than a few kilobytes.
 */
import type { Middleware } from 'koa';

/** Unread bodies above this are not drained: the connection is closed instead. */
export const drainAtMostBytes = 64 * 1024;

function leftUnread(req: { complete: boolean; headers: Record<string, string | string[] | undefined> }): boolean {
  if (req.complete) return false;
  if (req.headers['transfer-encoding']) return true;
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > drainAtMostBytes;
}

export const closeUnreadBodies: Middleware = async (ctx, next) => {
  try {
    await next();
  } finally {
    if (leftUnread(ctx.req)) ctx.set('Connection', 'close');
  }
};
