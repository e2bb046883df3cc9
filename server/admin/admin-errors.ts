/**
 * Error answers of the admin routes: always JSON `{message, error}`, never a stack trace,
 * never a 500 for what a client sent (ARCHITECTURE "Security and failure"). Kept local to
 * the admin router so its answers do not depend on app-wide middleware.
 */
import type { Context, Next } from 'koa';
import type { Logger } from '../log.ts';
import { invalidTextMessage, isDatabaseUnavailable, isUnstorableText, unavailableMessage } from '../http/errors.ts';

/** An expected refusal: the status and the text a screen shows (spec 8). */
export class AdminError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export function errorBody(message: string): { message: string; error: string } {
  return { message, error: message };
}

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  httpCode?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
}

/** Body-parser and client errors (http-errors style, formidable) to a clear message. */
function clientErrorMessage(error: HttpLikeError, status: number): string {
  if (error.type === 'entity.parse.failed') return 'Request body is not valid JSON';
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported content type';
  if (error.expose === true && typeof error.message === 'string' && error.message) return error.message;
  return 'Bad request';
}

export function adminErrors(log: Logger) {
  return async function handleAdminErrors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
    } catch (thrown) {
      if (thrown instanceof AdminError) {
        ctx.status = thrown.status;
        for (const [name, value] of Object.entries(thrown.headers)) ctx.set(name, value);
        ctx.body = errorBody(thrown.message);
        return;
      }
      const error = (thrown ?? {}) as HttpLikeError;
      const raw = [error.status, error.statusCode, error.httpCode].find((s) => typeof s === 'number') as number | undefined;
      if (raw !== undefined && raw >= 400 && raw < 500) {
        ctx.status = raw;
        ctx.body = errorBody(clientErrorMessage(error, raw));
        return;
      }
      // The same answers as the app-wide middleware: a lost database is a 503 the panel can
      // retry, text PostgreSQL cannot store (NUL) is the client's 400.
      if (isDatabaseUnavailable(thrown)) {
        log.error('database unavailable', { path: ctx.path, method: ctx.method });
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = errorBody(unavailableMessage);
        return;
      }
      if (isUnstorableText(thrown)) {
        ctx.status = 400;
        ctx.body = errorBody(invalidTextMessage);
        return;
      }
      log.error('admin route failed', { path: ctx.path, method: ctx.method, error: String(error.message ?? thrown) });
      ctx.status = 500;
      ctx.body = errorBody('Internal Server Error');
    }
  };
}
