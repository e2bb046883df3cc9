/**
 * Request bodies of the admin routes: JSON (and urlencoded) bodies within the configured
 * limit, and multipart forms with at most one file within the upload limit. When an
 * app-wide body parser has already run, its result is used as is.
 */
import { readFile, unlink } from 'node:fs/promises';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import type { Config } from '../config.ts';
import { AdminError } from './admin-errors.ts';

export interface UploadedFile {
  field: string;
  bytes: Buffer;
  originalName: string;
}

export interface ParsedForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

interface FormidableFileLike {
  filepath?: string;
  originalFilename?: string | null;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

async function parse(ctx: Context, config: Config, multipart: boolean): Promise<void> {
  if (ctx.request.body !== undefined) return;
  const parser = koaBody({
    json: true,
    urlencoded: true,
    text: false,
    multipart,
    jsonLimit: config.jsonLimitBytes,
    formLimit: config.jsonLimitBytes,
    formidable: {
      maxFiles: 1,
      maxFileSize: config.uploadLimitBytes,
      maxTotalFileSize: config.uploadLimitBytes,
      maxFields: 20,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: true,
      minFileSize: 0,
    },
  });
  try {
    await parser(ctx, async () => {});
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // formidable: more than one file is a bad request, not a size problem.
    if (code === 1015) throw new AdminError(400, 'Please upload one file only');
    if (code === 1009 || code === 1016) throw new AdminError(413, 'File is too large (at most 5 MB)');
    throw error;
  }
}

/** A JSON object body ({} when there is none). */
export async function readJson(ctx: Context, config: Config): Promise<Record<string, unknown>> {
  await parse(ctx, config, false);
  return asRecord(ctx.request.body);
}

/** A multipart form: its text fields and its files, read into memory (temp files removed). */
export async function readForm(ctx: Context, config: Config): Promise<ParsedForm> {
  await parse(ctx, config, true);
  const fields = asRecord(ctx.request.body);
  const files: UploadedFile[] = [];
  const rawFiles = asRecord((ctx.request as { files?: unknown }).files);
  const temp: string[] = [];
  try {
    for (const [field, value] of Object.entries(rawFiles)) {
      for (const file of (Array.isArray(value) ? value : [value]) as FormidableFileLike[]) {
        if (!file?.filepath) continue;
        temp.push(file.filepath);
        files.push({ field, bytes: await readFile(file.filepath), originalName: file.originalFilename ?? '' });
      }
    }
  } finally {
    await Promise.all(temp.map((path) => unlink(path).catch(() => {})));
  }
  return { fields, files };
}
