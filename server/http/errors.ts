/**
 * The one error middleware, outermost, for every route, public and admin: every failure
 * becomes a JSON answer of one shape, `{message}` plus optional fields (README "Public
 * API", "Admin API"), with a fitting status and never a stack trace. User input never
 * causes a 500: refusals are HttpErrors (body-parser failures are turned into them where
 * bodies are read, server/http/body.ts); a lost database is a 503 the offline outbox and
 * the admin panel retry; only a real bug is a 500, and it is logged.
 */
import { STATUS_CODES } from 'node:http';
import type { Context, Next } from 'koa';
import type { Logger } from '../log.ts';
import { bodyMessages } from './body.ts';
import { HttpError } from './http-error.ts';

const unavailableMessage = 'Service temporarily unavailable. Please try again shortly.';
const internalMessage = 'Internal server error';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** SQLSTATE classes and codes meaning "the database is not reachable right now". */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
const unavailableNodeCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);

function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (code.startsWith('08') || unavailableSqlStates.has(code) || unavailableNodeCodes.has(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  // pg-pool and pg raise these as plain Errors; PGlite says it is closed.
  if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i.test(message)) {
    return true;
  }
  // Node's AggregateError when every address of the host refused.
  return Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable);
}

/**
 * PostgreSQL refuses text it cannot store (a NUL character, \u0000 in JSON): that is the
 * client's input, so a 400, not a 500. SQLSTATE 22021 character_not_in_repertoire,
 * 22P05 untranslatable_character.
 */
const invalidTextMessage = 'Text must not contain NUL (\\u0000) characters';
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}

function clientStatusText(status: number): string {
  if (status === 413) return bodyMessages.tooLarge;
  if (status === 415) return bodyMessages.unsupportedEncoding;
  return STATUS_CODES[status] ?? 'Bad request';
}

function answerFor(error: unknown): Answer {
  if (error instanceof HttpError) return { status: error.status, body: { ...error.fields, message: error.message }, headers: error.headers };
  if (error && typeof error === 'object') {
    if (isDatabaseUnavailable(error)) return { status: 503, body: { message: unavailableMessage } };
    if (isUnstorableText(error)) return { status: 400, body: { message: invalidTextMessage } };
    if (error instanceof URIError) return { status: 400, body: { message: 'Malformed URL' } };
    const e = error as { status?: unknown; expose?: unknown; message?: unknown };
    // ctx.throw / http-errors / inflation with a client status. An exposed message was
    // written for the client; otherwise a plain text for the status.
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      const message = e.expose === true && typeof e.message === 'string' && e.message ? e.message : clientStatusText(e.status);
      return { status: e.status, body: { message } };
    }
  }
  return { status: 500, body: { message: internalMessage } };
}

const errorFieldState = 'answerErrorField';

/**
 * requirements 7.3 and 8: the login, profile and password screens read a failure's text from
 * `error` ("{token} or {error}", "message or error"). Their routes mount this after the
 * session check, so their own refusals carry `error` (the same text as `message`); every
 * other error answer, the session check's 401/403 included, is `{message}` only.
 */
export async function withErrorField(ctx: Context, next: Next): Promise<void> {
  ctx.state[errorFieldState] = true;
  await next();
}

export function errorMiddleware(log: Logger) {
  return async function errors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
      // Nothing answered (404), or a router's bare 405/501: JSON rather than Koa's plain text.
      if (ctx.status >= 400 && ctx.body == null) {
        const status = ctx.status;
        ctx.status = status;
        ctx.body = { message: status === 404 ? 'Not found' : (STATUS_CODES[status] ?? 'Request failed') };
      }
    } catch (error) {
      const answer = answerFor(error);
      if (ctx.headerSent) {
        log.warn('error after the answer started', { path: ctx.path, error: String((error as Error)?.message ?? error) });
        return;
      }
      if (answer.status >= 500) {
        const e = error as { message?: unknown; stack?: unknown; code?: unknown };
        log.error(answer.status === 503 ? 'database unavailable' : 'unexpected error', {
          method: ctx.method,
          path: ctx.path,
          code: e?.code,
          error: typeof e?.stack === 'string' ? e.stack : String(e?.message ?? error),
        });
      }
      // What the failed handler set is not true of the error answer.
      for (const header of ['ETag', 'Last-Modified', 'Content-Disposition', 'Content-Encoding', 'Content-Length']) ctx.remove(header);
      ctx.status = answer.status;
      ctx.set('Cache-Control', 'no-store');
      if (answer.status === 503) ctx.set('Retry-After', '5');
      for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
      ctx.body = ctx.state[errorFieldState] === true ? { ...answer.body, error: answer.body.message } : answer.body;
    }
  };
}
