/**
 * The eleven public submissions of spec 7.2, served by one table-driven handler over
 * src/contract/enquiry-kinds.ts: each kind's path, encoding, schema and success text.
 * Nothing is stored on any refusal; a replay with the same Idempotency-Key gets the same
 * success again and stores nothing (architecture "One flow").
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { File } from 'formidable';
import type { ResolvedDeps } from '../app.ts';
import { enquiryKinds, type EnquiryKindSpec } from '../../src/contract/enquiry-kinds.ts';
import { idempotencyHeader } from '../../src/contract/api-paths.ts';
import { validationError } from '../../src/contract/errors.ts';
import { reportForKind } from '../../src/contract/reports.ts';
import { HttpError } from '../http/http-error.ts';
import { resumeDocumentType } from '../files/document-type.ts';
import { sha256Hex, type NewFile } from '../files/repository.ts';
import { bodyHash } from './body-hash.ts';
import { storeEnquiry, type IndexedColumns } from './repository.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const messages = {
  badKey: `${idempotencyHeader} must be a UUID`,
  keyReused: `This ${idempotencyHeader} was already used for a different enquiry`,
  wrongResumeType: 'resume: Only PDF, DOC or DOCX files are accepted',
  oneResume: 'resume: Please attach one file only',
  json: 'Content-Type must be application/json',
  multipart: 'Content-Type must be multipart/form-data',
} as const;

/** The enquiry id: the client's Idempotency-Key (lower-cased), or a new one. */
function enquiryId(ctx: Context): string {
  const key = ctx.get(idempotencyHeader).trim();
  if (!key) return randomUUID();
  if (!uuidPattern.test(key)) throw new HttpError(400, messages.badKey);
  return key.toLowerCase();
}

function requireEncoding(ctx: Context, spec: EnquiryKindSpec): void {
  if (spec.encoding === 'json' && !ctx.is('application/json', '+json')) throw new HttpError(415, messages.json);
  if (spec.encoding === 'multipart' && !ctx.is('multipart/form-data')) throw new HttpError(415, messages.multipart);
}

/** The uploaded file of the kind's file field, if one was chosen (an empty part is none). */
function chosenFile(ctx: Context, field: string): File | null {
  const value = ctx.request.files?.[field];
  if (!value) return null;
  const files = (Array.isArray(value) ? value : [value]).filter((f) => f.size > 0);
  if (files.length > 1) throw new HttpError(400, messages.oneResume);
  return files[0] ?? null;
}

async function resumeFile(file: File): Promise<NewFile> {
  const bytes = await readFile(file.filepath);
  const originalName = (file.originalFilename ?? '').slice(0, 255);
  const type = resumeDocumentType(originalName, bytes);
  if (!type) throw new HttpError(400, messages.wrongResumeType);
  return {
    bytes,
    contentType: type.contentType,
    visibility: 'resume',
    originalName,
    // The server names stored files, never the client (architecture "Data").
    pathFor: (id) => `/resumes/${id}`,
  };
}

/** The report's search columns, taken from the payload (src/contract/reports.ts `indexed`). */
function indexedColumns(spec: EnquiryKindSpec, payload: Record<string, unknown>): IndexedColumns {
  const map = reportForKind(spec.kind).indexed;
  const value = (field: string | undefined) => {
    const v = field === undefined ? undefined : payload[field];
    return v === undefined || v === null ? '' : String(v);
  };
  return { name: value(map.name), mobile: value(map.mobile), email: value(map.email), model: value(map.model), regNo: value(map.regNo) };
}

export function enquiryRouter({ db, now }: ResolvedDeps): Router {
  const router = new Router();

  for (const spec of Object.values(enquiryKinds)) {
    router.post(spec.path, async (ctx) => {
      requireEncoding(ctx, spec);
      const id = enquiryId(ctx);
      const parsed = spec.schema.safeParse(ctx.request.body ?? {});
      if (!parsed.success) {
        const body = validationError(parsed.error);
        throw new HttpError(400, body.message, { ...body });
      }
      const payload = parsed.data;
      const upload = spec.fileField ? chosenFile(ctx, spec.fileField) : null;
      const file = upload ? await resumeFile(upload) : null;
      const hash = bodyHash(spec.kind, payload, file ? sha256Hex(file.bytes) : undefined);
      const result = await storeEnquiry(db, {
        id,
        kind: spec.kind,
        createdAt: now(),
        payload,
        bodyHash: hash,
        indexed: indexedColumns(spec, payload),
        file,
      });
      if (!result.stored && result.existingHash !== hash) throw new HttpError(422, messages.keyReused);
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: spec.messages.success, id };
    });
  }

  return router;
}
