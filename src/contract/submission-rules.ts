/**
 * What checking a submission needs beyond the body itself. The same zod schemas run on
 * the device and on the server (docs/architecture.md "One flow, end to end"); each side hands them what it
 * knows: the day a booking may start from, and on the server the catalogue's model names.
 */
import type { KnownShowrooms } from './fields.ts';
import { istDateOf } from './ist-date.ts';

export interface SubmissionRules {
  /** The first IST day (YYYY-MM-DD) a booking or test-ride date may name. */
  earliestDate: string;
  /**
   * The catalogue's model names (server only). A device does not know the whole catalogue,
   * so there a model name from navigation state passes and the server decides.
   */
  catalogueModels?: readonly string[];
  /**
   * The stored showrooms (server only; docs/site-settings.md): a body may name an open one.
   * A device offers only the showrooms it knows, and the server decides.
   */
  showrooms?: KnownShowrooms;
}

/**
 * How long an enquiry may wait in a device's outbox and still be checked against the day
 * it was made: a booking made on Monday for Tuesday and sent on Wednesday is accepted.
 */
export const outboxDatedDays = 30;

/** On the device, at the moment of SUBMIT: no date before today (IST). */
export function deviceRules(now: Date = new Date()): SubmissionRules {
  return { earliestDate: istDateOf(now) };
}

/**
 * On the server: the day the enquiry was made, told by the outbox's Submitted-At header
 * (the device's own clock at SUBMIT, the same instant its own check used), trusted only
 * between `outboxDatedDays` ago and now; without it, or with anything else, today.
 */
export function serverEarliestDate(now: Date, submittedAt: string | undefined): string {
  const made = submittedAt !== undefined && submittedAt.length <= 40 && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(submittedAt)
    ? Date.parse(submittedAt)
    : Number.NaN;
  if (Number.isNaN(made)) return istDateOf(now);
  const oldest = now.getTime() - outboxDatedDays * 86_400_000;
  return istDateOf(new Date(Math.min(now.getTime(), Math.max(oldest, made))));
}

/**
 * A schema built from rules, kept while the rules stay the same (the server builds one per
 * request; a day's schema is built once).
 */
export function perRules<T>(build: (rules: SubmissionRules) => T): (rules: SubmissionRules) => T {
  let last: { rules: SubmissionRules; built: T } | undefined;
  return (rules) => {
    if (last && last.rules.earliestDate === rules.earliestDate && last.rules.catalogueModels === rules.catalogueModels
      && last.rules.showrooms === rules.showrooms) return last.built;
    const built = build(rules);
    last = { rules, built };
    return built;
  };
}
