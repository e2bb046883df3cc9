/**
 * The outermost middleware: every failure becomes a JSON `{message}` answer with a fitting
 * status and never a stack trace. User input never causes a 500: body-parser errors are
 * 400 (malformed), 413 (too large) or 415 (wrong type); a lost database is a 503 the
 * offline outbox retries; only a real bug is a 500, and it is logged.
 */
import { STATUS_CODES } from 'node:http';
import type { Context, Next } from 'koa';
import type { Logger } from '../log.ts';
import { HttpError } from './http-error.ts';

export const unavailableMessage = 'Service temporarily unavailable. Please try again shortly.';
export const internalMessage = 'Internal server error';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** SQLSTATE classes and codes meaning "the database is not reachable right now". */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
const unavailableNodeCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);

export function isDatabaseUnavailable(error: unknown): boolean {
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
export const invalidTextMessage = 'Text must not contain NUL (\\u0000) characters';
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}

/** koa-body's parsers (co-body/raw-body) and formidable report their own statuses. */
function bodyParserAnswer(error: object): Answer | undefined {
  const e = error as { type?: unknown; status?: unknown; httpCode?: unknown; code?: unknown };
  switch (e.type) {
    case 'entity.parse.failed':
      return { status: 400, body: { message: 'Malformed JSON body' } };
    case 'entity.too.large':
      return { status: 413, body: { message: 'Request body is too large' } };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, body: { message: 'Unsupported body encoding' } };
    case 'request.size.invalid':
    case 'request.aborted':
      return { status: 400, body: { message: 'Incomplete request body' } };
    default:
      break;
  }
  // co-body marks a JSON syntax error with status 400 but no type and no expose.
  if (error instanceof SyntaxError && e.status === 400) return { status: 400, body: { message: 'Malformed JSON body' } };
  // formidable: numeric internal codes 1000.. with an httpCode.
  if (typeof e.code === 'number' && e.code >= 1000 && e.code < 1100 && typeof e.httpCode === 'number') {
    // maxFiles exceeded: too many files is a malformed form, not a size problem.
    if (e.code === 1015) return { status: 400, body: { message: 'Too many files in one form' } };
    if (e.code === 1006) return { status: 413, body: { message: 'Form fields are too large' } };
    if (e.code === 1007) return { status: 413, body: { message: 'Too many form fields' } };
    if (e.httpCode === 413) return { status: 413, body: { message: 'Files must be at most 5 MB each' } };
    if (e.httpCode === 415) return { status: 415, body: { message: 'Unsupported multipart body' } };
    return { status: 400, body: { message: 'Malformed multipart body' } };
  }
  return undefined;
}

function clientStatusText(status: number): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported body encoding';
  return STATUS_CODES[status] ?? 'Bad request';
}

export function answerFor(error: unknown): Answer {
  if (error instanceof HttpError) return { status: error.status, body: error.body };
  if (error && typeof error === 'object') {
    const parsed = bodyParserAnswer(error);
    if (parsed) return parsed;
    if (isDatabaseUnavailable(error)) return { status: 503, body: { message: unavailableMessage } };
    if (isUnstorableText(error)) return { status: 400, body: { message: invalidTextMessage } };
    if (error instanceof URIError) return { status: 400, body: { message: 'Malformed URL' } };
    const e = error as { status?: unknown; expose?: unknown; message?: unknown; code?: unknown };
    // A body sent with Content-Encoding: gzip/deflate/br that does not decompress.
    if (typeof e.code === 'string' && /^Z_/.test(e.code)) return { status: 400, body: { message: 'Malformed compressed body' } };
    // ctx.throw / http-errors / inflation with a client status. An exposed message was
    // written for the client; otherwise a plain text for the status.
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      const message = e.expose === true && typeof e.message === 'string' && e.message ? e.message : clientStatusText(e.status);
      return { status: e.status, body: { message } };
    }
  }
  return { status: 500, body: { message: internalMessage } };
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
      ctx.body = answer.body;
    }
  };
}
