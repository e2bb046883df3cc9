/**
 * An answer given before a large request body was read (a 404 for an unknown booking
 * before its photo, a 413 on the declared length, a 401 or 403 before an upload) closes
 * the connection rather than keeping it alive. Kept alive, Node reads and throws away the
 * whole body on the event loop to reach the next request: megabytes of an upload refused
 * on its first line would cost the server's only thread as much as one accepted. Small
 * bodies are drained as usual: keeping the connection is worth more than a few kilobytes.
 *
 * The close lingers, as web servers' lingering close does: the answer is sent, our side of
 * the connection is shut, and what the client still sends is read and dropped for a
 * moment before the socket goes. Closing a socket with unread bytes makes the kernel reset
 * the connection, and a client still writing its upload then sees the reset before it has
 * read the answer: a browser would report a network error instead of "File too large".
 * The linger ends when the client stops (it read the answer), after `lingerMs`, or after
 * `lingerBytes` more, so a client that never stops costs a bounded read.
 */
import type { Socket } from 'node:net';
import type { Middleware } from 'koa';

/** Unread bodies above this are not drained: the connection is closed instead. */
export const drainAtMostBytes = 64 * 1024;
/** How long, and how much more, a closing connection is read after its answer. */
export const lingerMs = 2000;
export const lingerBytes = 1024 * 1024;

function leftUnread(req: { complete: boolean; headers: Record<string, string | string[] | undefined> }): boolean {
  if (req.complete) return false;
  if (req.headers['transfer-encoding']) return true;
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > drainAtMostBytes;
}

/**
 * Node's server ends a `Connection: close` socket with destroySoon() once the answer is
 * written; this one shuts our side and lingers instead.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    let dropped = 0;
    const done = () => {
      clearTimeout(timer);
      this.destroy();
    };
    const timer = setTimeout(done, lingerMs);
    timer.unref();
    this.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > lingerBytes) done();
    });
    this.once('end', done);
    this.resume();
  };
}

export const closeUnreadBodies: Middleware = async (ctx, next) => {
  try {
    await next();
  } finally {
    if (leftUnread(ctx.req)) {
      ctx.set('Connection', 'close');
      if (ctx.req.socket) lingerOnClose(ctx.req.socket);
    }
  }
};
