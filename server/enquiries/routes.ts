/**
 * The eleven public submissions of requirements 7.2, served by one table-driven handler over
 * src/contract/enquiry-kinds.ts: each kind's path, encoding, schema and success text.
 * Nothing is stored on any refusal; a replay with the same Idempotency-Key gets the same
 * success again and stores nothing (architecture "One flow").
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { enquiryKinds, type EnquiryKindSpec } from '#contract/enquiry-kinds.ts';
import { idempotencyHeader, submittedAtHeader } from '#contract/api-paths.ts';
import { bodyReader, chosenFile, type BodyReader, type UploadedFile } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';
import { validBody } from '../http/validate.ts';
import { resumeDocumentType } from '../files/document-type.ts';
import { sha256Hex, type NewFile } from '../files/repository.ts';
import { newLeadColumns } from '../leads/new-lead.ts';
import { bodyHash } from './body-hash.ts';
import { checkedQuote } from './lead-quote-check.ts';
import { referenceOfLead, storeEnquiry, type IndexedColumns, type OnStored } from './repository.ts';
import { submissionRules } from './submission-rules.ts';
import { doNotCount } from '../limits/request-limits.ts';
import { storeBooking } from '../appointments/book-enquiry.ts';
import { withCatalogueModel } from '../appointments/booked-model.ts';
import { nearestOpen } from '../appointments/availability.ts';
import {
  attemptHeader, bookingRequestOf, timeTakenMessage, type BookingAnswer, type BookingRequest, type SlotChoice, type SlotRefusalAnswer,
} from '#contract/appointment-api.ts';
import { slotProblemMessage, type SlotProblem } from '#contract/appointment-slots.ts';
import type { Db } from '../db/connect.ts';
import { chooseLanguage, languageCookie, type Language } from '#contract/language.ts';

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

/**
 * The language of the visit that sent a body without its own `language` (one queued
 * before the forms sent it): the remembered choice, else the browser's preference.
 */
function visitLanguage(ctx: Context): Language {
  return chooseLanguage({ cookie: ctx.cookies.get(languageCookie) ?? null, accepted: ctx.get('Accept-Language') });
}

/**
 * The first send of an outbox entry is the visitor at the form, who can choose another
 * time; later sends (and a request without the header: not from our outbox) are not.
 */
function visitorWaiting(ctx: Context): boolean {
  const attempt = ctx.get(attemptHeader).trim();
  return attempt === '' || attempt === '1';
}

/** A refused booking: why, and the nearest open times at that showroom. */
async function slotRefusal(db: Db, request: BookingRequest, problem: SlotProblem, now: Date, known?: SlotChoice[]): Promise<HttpError> {
  const answer: Omit<SlotRefusalAnswer, 'message'> = { problem, alternatives: known ?? (await nearestOpen(db, request, now)) };
  return new HttpError(problem === 'invalid' ? 400 : 409, slotProblemMessage(problem, request.date), { fields: { ...answer } });
}

/** One POST route per kind of the registry (by default the contract's eleven). */
export function enquiryRouter(
  { db, now, config, notifier }: ResolvedDeps,
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
      const rules = await submissionRules(db, spec, submission.raw, at, ctx.get(submittedAtHeader) || undefined, visitorWaiting(ctx));
      const payload = validBody(spec.schema(rules), submission.raw);
      const file = submission.upload ? resumeFile(submission.upload) : null;
      const hash = bodyHash(spec.kind, payload, file ? sha256Hex(file.bytes) : undefined);
      const indexed = indexedColumns(spec, payload);
      const checked = await checkedQuote(db, payload, at);
      const enquiry = {
        id,
        kind: spec.kind,
        createdAt: at,
        payload: checked.payload,
        quote: checked.quote,
        bodyHash: hash,
        indexed,
        file,
        lead: newLeadColumns({ createdAt: at, payload, ...indexed }, config.leadSlaHours, visitLanguage(ctx)),
      };
      const asked = file ? null : bookingRequestOf(spec.kind, payload);
      // A ride counts against one catalogue model's places, however its name was spelt.
      const request = asked && await withCatalogueModel(db, asked);
      // The customer's confirmation and the staff's alert, queued with the enquiry (docs/notifications.md).
      const onStored: OnStored | undefined = notifier && (async (tx) => {
        await notifier.customerMessages(tx, { leadId: id, event: request ? 'booking' : 'enquiry', eventKey: id, at });
        await notifier.newLead(tx, id, at);
      });
      let booking: BookingAnswer | null = null;
      let result: Awaited<ReturnType<typeof storeEnquiry>>;
      if (request) {
        // requirements 2.3: a time makes it a booking, taken in the transaction that stores it.
        const outcome = await storeBooking(db, enquiry, request, { interactive: visitorWaiting(ctx), now: at, ...(onStored ? { onStored } : {}) });
        if (outcome.kind === 'refused') throw await slotRefusal(db, request, outcome.problem, at, outcome.alternatives);
        booking = outcome.booking;
        // The lead (and its reference) was made in the booking's transaction.
        result = outcome.kind === 'stored'
          ? { stored: true, reference: outcome.reference }
          : { stored: false, existingHash: outcome.existingHash, reference: await referenceOfLead(db, id) };
      } else {
        result = await storeEnquiry(db, enquiry, onStored);
      }
      if (!result.stored && result.existingHash !== hash) throw new HttpError(422, messages.keyReused);
      // A replay stores nothing: it does not count against the address's submission limit.
      if (!result.stored) doNotCount(ctx);
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      const message = booking?.state === 'needs-time' ? timeTakenMessage : spec.messages.success;
      // The customer's reference is the server's (docs/security.md), the same on every replay.
      const { reference } = result;
      ctx.body = booking ? { message, id, reference, booking } : { message, id, reference };
    });
  }

  return router;
}
