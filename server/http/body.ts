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

export function bodyMiddleware(limits: BodyLimits): Middleware {
  const parse = koaBody({
    json: true,
    jsonLimit: limits.jsonLimitBytes,
    // Forms post JSON or multipart; urlencoded would only widen what must be validated.
    urlencoded: false,
    text: false,
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
    },
  });
  return async function body(ctx: Context, next: Next): Promise<void> {
    try {
      await parse(ctx, next);
    } finally {
      await Promise.all(uploadedFiles(ctx).map((f) => rm(f.filepath, { force: true }).catch(() => {})));
    }
  };
}
