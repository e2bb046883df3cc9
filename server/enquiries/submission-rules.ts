/**
 * The rules a submission's schema is built from on the server (src/contract/
 * submission-rules.ts): the day the enquiry was made, from the outbox's Submitted-At
 * header, the catalogue's model names when a body names a model (src/contract/
 * catalogue-model-field.ts), and the stored showrooms when it names a showroom.
 */
import type { Queryable } from '../db/connect.ts';
import { modelNames } from '../catalogue/repository.ts';
import { knownShowrooms } from '../site/showroom-list.ts';
import type { EnquiryKindSpec } from '#contract/enquiry-kinds.ts';
import type { KnownShowrooms } from '#contract/fields.ts';
import { serverEarliestDate, type SubmissionRules } from '#contract/submission-rules.ts';

/** Whether the body names a model, in the field the kind's model is in. */
function namesModel(spec: EnquiryKindSpec, raw: unknown): boolean {
  if (!spec.catalogueModel || !raw || typeof raw !== 'object') return false;
  const value = (raw as Record<string, unknown>)[spec.catalogueModel.field];
  return typeof value === 'string' && value.trim() !== '';
}

function namesShowroom(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return false;
  const value = (raw as Record<string, unknown>).preferredShowroom;
  return value !== undefined && value !== null && value !== '';
}

export async function submissionRules(
  db: Queryable,
  spec: EnquiryKindSpec,
  raw: unknown,
  now: Date,
  submittedAt: string | undefined,
  visitorWaiting = true,
): Promise<SubmissionRules> {
  const rules: SubmissionRules = { earliestDate: serverEarliestDate(now, submittedAt) };
  // An empty model needs no read; a named one is checked against the published catalogue.
  if (namesModel(spec, raw)) rules.catalogueModels = await modelNames(db);
  // A chosen showroom is checked against the stored ones: an unknown or closed one is
  // refused in words to a visitor at the form.
  if (namesShowroom(raw)) rules.showrooms = queuedChoice(await knownShowrooms(db), visitorWaiting);
  return rules;
}

/**
 * A later send of an outbox entry was made while the phone still offered that showroom:
 * nobody is at the form to choose another, so a showroom closed since is taken as it was
 * named (a closed showroom keeps its history) rather than losing a customer who asked. A
 * booked time there becomes a request without a time (its schedule is no longer offered,
 * server/appointments/book-enquiry.ts), which staff call back about. An unknown id is
 * still refused.
 */
function queuedChoice(known: KnownShowrooms, visitorWaiting: boolean): KnownShowrooms {
  return visitorWaiting ? known : { open: [...known.open, ...known.closed], closed: [] };
}
