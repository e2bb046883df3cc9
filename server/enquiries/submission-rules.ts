/**
 * The rules a submission's schema is built from on the server (src/contract/
 * submission-rules.ts): the day the enquiry was made, from the outbox's Submitted-At
 * header, the catalogue's model names when a body names a model off the kind's list, and
 * the stored showrooms when it names a showroom.
 */
import type { Queryable } from '../db/connect.ts';
import { modelNames } from '../catalogue/repository.ts';
import { knownShowrooms } from '../site/showroom-list.ts';
import type { EnquiryKindSpec } from '#contract/enquiry-kinds.ts';
import { serverEarliestDate, type SubmissionRules } from '#contract/submission-rules.ts';

/** The model a body names, when it is text and not one of the kind's listed choices. */
function unlistedModel(spec: EnquiryKindSpec, raw: unknown): string | undefined {
  if (!spec.catalogueModel || !raw || typeof raw !== 'object') return undefined;
  const value = (raw as Record<string, unknown>)[spec.catalogueModel.field];
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return name && !spec.catalogueModel.listed.includes(name) ? name : undefined;
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
): Promise<SubmissionRules> {
  const rules: SubmissionRules = { earliestDate: serverEarliestDate(now, submittedAt) };
  // A listed slug needs no read; only a name from a bike page is looked up.
  if (unlistedModel(spec, raw) !== undefined) rules.catalogueModels = await modelNames(db);
  // A chosen showroom is checked against the stored ones: an unknown or closed one is refused in words.
  if (namesShowroom(raw)) rules.showrooms = await knownShowrooms(db);
  return rules;
}
