/**
 * The database's refusals of a workshop rule (migration 400) as the answers a person reads:
 * whichever API process got there second, the rule holds and the refusal names it.
 */
import { workshopMessages } from '#contract/workshop.ts';
import { billMessages } from '#contract/workshop-bill.ts';
import { fieldRefusal, withRules, type RuleTable } from '../db/rule-refusals.ts';

const workshopRules: RuleTable = {
  codes: {
    WS002: { field: 'stage', message: workshopMessages.linesPending },
    WS003: { field: 'jobCard', message: workshopMessages.delivered },
    WS005: { field: 'decision', message: workshopMessages.alreadyDecided },
    WS007: { field: 'bill', message: billMessages.immutable },
  },
  uniques: {
    job_cards_appointment_id: { field: 'appointmentId', message: workshopMessages.appointmentTaken },
    bills_job_card_id: { field: 'jobCard', message: 'This job card is billed already' },
  },
};

/** Runs `work`; a workshop rule the database refused becomes a 409 naming its field. */
export function withWorkshopRules<T>(work: () => Promise<T>): Promise<T> {
  return withRules(workshopRules, work);
}

/** A refusal naming its field (server/db/rule-refusals.ts). */
export const refusal = fieldRefusal;
