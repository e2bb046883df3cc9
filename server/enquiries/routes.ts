/**
 * The eleven public submissions of spec 7.2, served by one table-driven handler over
 * src/contract/enquiry-kinds.ts: each kind's path, encoding, schema and success text.
 * Nothing is stored on any refusal; a replay with the same Idempotency-Key gets the same
 * success again and stores nothing (architecture "One flow").
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { enquiryKinds, type EnquiryKindSpec } from '../../src/contract/enquiry-kinds.ts';
import { idempotencyHeader, submittedAtHeader } from '../../src/contract/api-paths.ts';
import { bodyReader, chosenFile, type BodyReader, type UploadedFile } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';
import { validBody } from '../http/validate.ts';
import { resumeDocumentType } from '../files/document-type.ts';
import { sha256Hex, type NewFile } from '../files/repository.ts';
import { newLeadColumns } from '../leads/new-lead.ts';
import { bodyHash } from './body-hash.ts';
import { checkedQuote } from './lead-quote-check.ts';
import { storeEnquiry, type IndexedColumns } from './repository.ts';
import { submissionRules } from './submission-rules.ts';
import { doNotCount } from '../limits/request-limits.ts';

export const messages = {
  badKey: `${idempotencyHeader} must be a UUID`,
  keyReused: `This ${idempotencyHeader} was already used for a different enquiry`,
  wrongResumeType: 'resume: Only PDF, DOC or DOCX files are accepted',
} as const;

/** The enquiry id: the client's Idempotency-Key (lower-cased), or a new one. */
function enquiryId(ctx: Context): string {
  const key = ctx.get(idempotencyHeader).trim();
  if (!key) return randomUUID();
  if (!isUuid(key)) throw new HttpError(400, messages.badKey);
  return key.toLowerCase();
}

/** The kind's body as sent, read the way the kind is encoded, with the uploaded file if one was chosen. */
async function readSubmission(ctx: Context, body: BodyReader, spec: EnquiryKindSpec): Promise<{ raw: unknown; upload: UploadedFile | null }> {
  if (spec.encoding === 'json') return { raw: await body.json(ctx), upload: null };
  const form = await body.form(ctx, spec.fileField ? [spec.fileField] : []);
  return { raw: form.fields, upload: spec.fileField ? chosenFile(form, spec.fileField) : null };
}

function resumeFile(upload: UploadedFile): NewFile {
  const type = resumeDocumentType(upload.originalName, upload.bytes);
  if (!type) throw new HttpError(400, messages.wrongResumeType);
  return {
    bytes: upload.bytes,
    contentType: type.contentType,
    visibility: 'resume',
    originalName: upload.originalName,
    // The server names stored files, never the client (architecture "Data").
    pathFor: (id) => `/resumes/${id}`,
  };
}

/** The kind's search columns, taken from the payload (src/contract/enquiry-kinds.ts `indexed`). */
function indexedColumns(spec: EnquiryKindSpec, payload: Record<string, unknown>): IndexedColumns {
  const value = (field: string | undefined) => {
    const v = field === undefined ? undefined : payload[field];
    return v === undefined || v === null ? '' : String(v);
  };
  const map = spec.indexed;
  return { name: value(map.name), mobile: value(map.mobile), email: value(map.email), model: value(map.model), regNo: value(map.regNo) };
}

/** One POST route per kind of the registry (by default the contract's eleven). */
export function enquiryRouter(
  { db, now, config }: ResolvedDeps,
  kinds: readonly EnquiryKindSpec[] = Object.values(enquiryKinds),
): Router {
  const router = new Router();
  const body = bodyReader(config);

  for (const spec of kinds) {
    router.post(spec.path, async (ctx) => {
      // The key is checked before the body is read.
      const id = enquiryId(ctx);
      const submission = await readSubmission(ctx, body, spec);
      const at = now();
      const rules = await submissionRules(db, spec, submission.raw, at, ctx.get(submittedAtHeader) || undefined);
      const payload = validBody(spec.schema(rules), submission.raw);
      const file = submission.upload ? resumeFile(submission.upload) : null;
      const hash = bodyHash(spec.kind, payload, file ? sha256Hex(file.bytes) : undefined);
      const indexed = indexedColumns(spec, payload);
      const checked = await checkedQuote(db, payload, at);
      const result = await storeEnquiry(db, {
        id,
        kind: spec.kind,
        createdAt: at,
        payload: checked.payload,
        quote: checked.quote,
        bodyHash: hash,
        indexed,
        file,
        lead: newLeadColumns({ createdAt: at, payload, ...indexed }, config.leadSlaHours),
      });
      if (!result.stored && result.existingHash !== hash) throw new HttpError(422, messages.keyReused);
      // A replay stores nothing: it does not count against the address's submission limit.
      if (!result.stored) doNotCount(ctx);
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: spec.messages.success, id };
    });
  }

  return router;
}
