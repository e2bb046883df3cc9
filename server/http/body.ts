/**
 * Request bodies, read by the route that takes one and only there: an unknown route, a
 * refused Idempotency-Key or an admin request without a session is answered before a
 * byte of its body is read (the session check runs first on admin routes).
 *
 * - JSON routes: `Content-Type: application/json` (or `+json`), at most
 *   config.jsonLimitBytes (413). A request without a body (no Content-Type, no length or
 *   length 0) reads as `{}`; anything else is 415, so a cross-site HTML form (urlencoded,
 *   multipart, text/plain) can never reach a JSON route such as the login.
 * - Multipart routes: `multipart/form-data` (415 otherwise), files only as many as the
 *   route has file fields, each at most maxUploadBytes (413 with the one text of
 *   src/contract/options.ts). Files are kept in memory, never written to a temporary
 *   file, so no refused or broken upload can leave one behind; routes store the bytes in
 *   the database anyway.
 *
 * Parsing is koa-body's (co-body and formidable); their failures become HttpErrors here,
 * the one place that knows their error types and codes.
 */
import { Writable } from 'node:stream';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { fileTooLargeMessage, maxUploadBytes } from '#contract/options.ts';
import { brokenTextFields, brokenTextMessage } from '#contract/well-formed-text.ts';
import { HttpError } from './http-error.ts';

interface BodyLimits {
  jsonLimitBytes: number;
}

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  bytes: Buffer;
  /** The name the client gave it (never used to store it). */
  originalName: string;
}

export interface ParsedForm {
  /** Text fields; a field sent twice is an array. */
  fields: Record<string, unknown>;
  files: UploadedFile[];
  /** Every file part sent, kept or not (FormLimits.keepFiles). */
  fileCount: number;
}

export interface BodyReader {
  /**
   * The JSON body as sent (any JSON value; `{}` when the request has no body), at most
   * config.jsonLimitBytes or the route's own `limitBytes` (a file sent as text).
   */
  json(ctx: Context, limits?: { limitBytes: number }): Promise<unknown>;
  /**
   * A multipart form with at most as many files as it has `fileFields` (the route picks
   * its files by field; a file under another name counts and is ignored), unless
   * `limits` says otherwise.
   */
  form(ctx: Context, fileFields: readonly string[], limits?: FormLimits): Promise<ParsedForm>;
}

/** A route's own upload limits (the catalogue's photos, frames and brochures: server/media/). */
export interface FormLimits {
  /** Largest file (default maxUploadBytes). */
  maxFileBytes: number;
  /** All files together (default maxFileBytes times the file count). */
  maxTotalBytes?: number;
  /** Files read at most (default: one per file field); more is "Too many files". */
  maxFiles?: number;
  /**
   * Files whose bytes are kept; files beyond are counted (ParsedForm.fileCount) and their
   * bytes dropped as they arrive, so a route can say "you chose 300" without holding 300.
   */
  keepFiles?: number;
  /** The text of a file over maxFileBytes (default: `field: ` + fileTooLargeMessage). */
  tooLargeMessage?: string;
  /** The text when all files together pass maxTotalBytes. */
  totalTooLargeMessage?: string;
}

export const bodyMessages = {
  json: 'Content-Type must be application/json',
  multipart: 'Content-Type must be multipart/form-data',
  malformedJson: 'Malformed JSON body',
  malformedCompressed: 'Malformed compressed body',
  tooLarge: 'Request body is too large',
  unsupportedEncoding: 'Unsupported body encoding',
  incomplete: 'Incomplete request body',
  malformedMultipart: 'Malformed multipart body',
  unsupportedMultipart: 'Unsupported multipart body',
  tooManyFiles: 'Too many files in one form',
  fieldsTooLarge: 'Form fields are too large',
  tooManyFields: 'Too many form fields',
} as const;

const jsonTypes = ['application/json', '+json'];
/** Text fields of one form; the forms have at most a dozen. */
const maxFormFields = 100;

/** HTTP/1.1: a request with neither Transfer-Encoding nor a non-zero Content-Length has no body. */
function hasNoBody(ctx: Context): boolean {
  return !ctx.get('Content-Type') && !ctx.get('Transfer-Encoding') && ['', '0'].includes(ctx.get('Content-Length'));
}

/** co-body / raw-body / inflation / zlib failures of a JSON body. */
function jsonReadError(error: unknown): unknown {
  const e = (error ?? {}) as { type?: unknown; status?: unknown; code?: unknown };
  if (e.type === 'entity.too.large') return new HttpError(413, bodyMessages.tooLarge);
  if (e.type === 'request.aborted' || e.type === 'request.size.invalid') return new HttpError(400, bodyMessages.incomplete);
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported' || e.status === 415) {
    return new HttpError(415, bodyMessages.unsupportedEncoding);
  }
  // A body sent with Content-Encoding: gzip/deflate/br that does not decompress.
  if (typeof e.code === 'string' && e.code.startsWith('Z_')) return new HttpError(400, bodyMessages.malformedCompressed);
  if (e.type === 'entity.parse.failed' || error instanceof SyntaxError) return new HttpError(400, bodyMessages.malformedJson);
  return error;
}

/** formidable's numeric codes (formidable/src/FormidableError.js). */
const formidableCodes = {
  maxFieldsSizeExceeded: 1006,
  maxFieldsExceeded: 1007,
  biggerThanTotalMaxFileSize: 1009,
  maxFilesExceeded: 1015,
  biggerThanMaxFileSize: 1016,
} as const;

function formReadError(error: unknown, fileField: string, limits?: FormLimits): unknown {
  const e = (error ?? {}) as { code?: unknown; httpCode?: unknown };
  if (typeof e.code !== 'number' || e.code < 1000 || e.code >= 1100) return error;
  switch (e.code) {
    case formidableCodes.maxFilesExceeded:
      // More files than the form has file fields: a malformed form, not a size problem.
      return new HttpError(400, bodyMessages.tooManyFiles);
    case formidableCodes.maxFieldsSizeExceeded:
      return new HttpError(413, bodyMessages.fieldsTooLarge);
    case formidableCodes.maxFieldsExceeded:
      return new HttpError(413, bodyMessages.tooManyFields);
    case formidableCodes.biggerThanMaxFileSize:
      return limits?.tooLargeMessage ? new HttpError(400, limits.tooLargeMessage, { fields: fieldError(fileField, limits.tooLargeMessage) })
        : new HttpError(413, `${fileField || 'file'}: ${fileTooLargeMessage}`);
    case formidableCodes.biggerThanTotalMaxFileSize: {
      const message = limits?.totalTooLargeMessage ?? limits?.tooLargeMessage;
      return message ? new HttpError(400, message, { fields: fieldError(fileField, message) })
        : new HttpError(413, `${fileField || 'file'}: ${fileTooLargeMessage}`);
    }
    default:
      return new HttpError(e.httpCode === 415 ? 415 : 400, e.httpCode === 415 ? bodyMessages.unsupportedMultipart : bodyMessages.malformedMultipart);
  }
}

/** The error fields naming the upload field, as the media routes answer them (`error`, `field`, `errors`). */
export function fieldError(field: string, message: string): Record<string, unknown> {
  return { error: message, field: field || 'file', errors: [{ field: field || 'file', message }] };
}

/** The file sent in `field`, if one was chosen: a browser sends an empty part for a file input left empty. */
export function chosenFile(form: ParsedForm, field: string): UploadedFile | null {
  return form.files.find((f) => f.field === field && f.bytes.length > 0) ?? null;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * A lone UTF-16 surrogate anywhere in a JSON body (src/contract/well-formed-text.ts) is a
 * 400 naming the field, for every route at once, before any schema or database sees it.
 * A multipart body cannot carry one: its fields are decoded from UTF-8.
 */
function refuseBrokenText(parsed: unknown): void {
  const fields = brokenTextFields(parsed);
  if (fields.length === 0) return;
  const errors = fields.map((field) => ({ field, message: brokenTextMessage }));
  throw new HttpError(400, `${fields[0]}: ${brokenTextMessage}`, { fields: { errors } });
}

export function bodyReader(limits: BodyLimits): BodyReader {
  const jsonParsers = new Map<number, ReturnType<typeof koaBody>>();
  const jsonParser = (limitBytes: number) => {
    let parser = jsonParsers.get(limitBytes);
    if (!parser) {
      parser = koaBody({ json: true, jsonTypes, jsonLimit: limitBytes, urlencoded: false, text: false, multipart: false });
      jsonParsers.set(limitBytes, parser);
    }
    return parser;
  };

  async function json(ctx: Context, routeLimits?: { limitBytes: number }): Promise<unknown> {
    if (hasNoBody(ctx)) return {};
    if (!ctx.is(...jsonTypes)) throw new HttpError(415, bodyMessages.json);
    try {
      await jsonParser(routeLimits?.limitBytes ?? limits.jsonLimitBytes)(ctx, async () => {});
    } catch (error) {
      throw jsonReadError(error);
    }
    const parsed: unknown = ctx.request.body ?? {};
    refuseBrokenText(parsed);
    return parsed;
  }

  async function form(ctx: Context, fileFields: readonly string[], uploadLimits?: FormLimits): Promise<ParsedForm> {
    if (!ctx.is('multipart/form-data')) throw new HttpError(415, bodyMessages.multipart);
    // Per request: which file field is being read (to name it in a 413), and each file's bytes.
    let fileField = '';
    let fileCount = 0;
    // null: a file counted but not kept (beyond keepFiles).
    const chunksOf = new Map<object, Buffer[] | null>();
    const maxFiles = uploadLimits?.maxFiles ?? fileFields.length;
    const keepFiles = uploadLimits?.keepFiles ?? maxFiles;
    const maxFileSize = uploadLimits?.maxFileBytes ?? maxUploadBytes;
    const parse = koaBody({
      json: false, urlencoded: false, text: false, multipart: true,
      formidable: {
        maxFiles,
        maxFileSize,
        maxTotalFileSize: uploadLimits?.maxTotalBytes ?? maxFileSize * Math.max(1, maxFiles),
        maxFields: maxFormFields,
        maxFieldsSize: limits.jsonLimitBytes,
        // A browser sends an empty part for a file input left empty: that is "no file".
        allowEmptyFiles: true,
        minFileSize: 0,
        onFileBegin: (name: string) => {
          fileField = name;
        },
        fileWriteStreamHandler: (file?: object) => {
          const chunks: Buffer[] = [];
          fileCount += 1;
          const keep = fileCount <= keepFiles;
          if (file) chunksOf.set(file, keep ? chunks : null);
          return new Writable({
            write(chunk: Buffer, _encoding, done) {
              if (keep) chunks.push(chunk);
              done();
            },
          });
        },
      },
    });
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      throw formReadError(error, fileField, uploadLimits);
    }
    const files: UploadedFile[] = [];
    for (const [field, value] of Object.entries(asRecord(ctx.request.files))) {
      for (const file of Array.isArray(value) ? value : [value]) {
        const chunks = chunksOf.get(file);
        if (chunks !== null) files.push({ field, bytes: Buffer.concat(chunks ?? []), originalName: file.originalFilename ?? '' });
      }
    }
    return { fields: asRecord(ctx.request.body), files, fileCount };
  }

  return { json, form };
}
