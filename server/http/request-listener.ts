/**
 * A Koa app as node:http's request listener. Koa answers every error itself (our error
 * middleware, then its own onerror), so the promise its handler returns never rejects
 * and nothing waits for it; `void` says so where node:http expects no promise.
 */
import type { RequestListener } from 'node:http';
import type Koa from 'koa';

export function requestListener(app: Koa): RequestListener {
  const handle = app.callback();
  return (request, response) => void handle(request, response);
}
