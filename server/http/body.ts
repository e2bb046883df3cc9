/**
 * Request bodies for every route: JSON up to config.jsonLimitBytes and multipart with
 * files of at most 5 MB each (413 beyond either), parsed by koa-body (co-body and
 * formidable). Temporary upload files are always deleted when the request ends, whatever
 * the handler did with them; handlers read their bytes and store them in the database.
 */
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Context, Middleware, Next } from 'koa';
import { koaBody } from 'koa-body';
import type { File } from 'formidable';
import { HttpError } from './http-error.ts';

export interface BodyLimits {
  jsonLimitBytes: number;
  uploadLimitBytes: number;
}

/** At most this many files in one multipart body (forms upload one: resume, image). */
export const maxFilesPerRequest = 4;

export function uploadedFiles(ctx: Context): File[] {
  const files = ctx.request.files ?? {};
  return Object.values(files).flatMap((f) => (Array.isArray(f) ? f : [f]));
}

const formidableTooLarge = new Set([1009, 1016]);

export function bodyMiddleware(limits: BodyLimits): Middleware {
  const megabytes = Math.round(limits.uploadLimitBytes / (1024 * 1024));
  const common = {
    json: true,
    jsonLimit: limits.jsonLimitBytes,
    // Forms post JSON or multipart; urlencoded would only widen what must be validated.
    urlencoded: false,
    text: false,
  } as const;
  const json = koaBody({ ...common, multipart: false });

  /** A multipart parser that knows which file field it is reading, to name it in a 413. */
  function multipart(): { parse: Middleware; field: () => string } {
    let field = '';
    const parse = koaBody({
      ...common,
      multipart: true,
      formidable: {
        uploadDir: tmpdir(),
        maxFileSize: limits.uploadLimitBytes,
        maxTotalFileSize: limits.uploadLimitBytes * maxFilesPerRequest,
        maxFiles: maxFilesPerRequest,
        maxFields: 100,
        maxFieldsSize: limits.jsonLimitBytes,
        // A browser sends an empty part for a file input left empty: that is "no file".
        allowEmptyFiles: true,
        minFileSize: 0,
        keepExtensions: false,
        onFileBegin: (name: string) => {
          field = name;
        },
      },
    });
    return { parse, field: () => field };
  }

  return async function body(ctx: Context, next: Next): Promise<void> {
    try {
      if (!ctx.is('multipart')) {
        await json(ctx, next);
        return;
      }
      const form = multipart();
      try {
        await form.parse(ctx, async () => {});
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'number' && formidableTooLarge.has(code)) {
          throw new HttpError(413, `${form.field() || 'file'}: The file must be at most ${megabytes} MB`);
        }
        throw error;
      }
      await next();
    } finally {
      await Promise.all(uploadedFiles(ctx).map((f) => rm(f.filepath, { force: true }).catch(() => {})));
    }
  };
}
