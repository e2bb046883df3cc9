/**
 * The workshop contract's English texts /track shows (src/contract/workshop.ts: the stage
 * labels and the decision's refusals), in the visitor's language; and the one call that
 * sends the customer's decision on an estimate line.
 */
import { msg } from '@lingui/core/macro';
import type { Decision, WorkshopTrackAnswer } from '#contract/workshop.ts';
import { workshopTrackPaths } from '#contract/workshop-track.ts';
import type { TextTable } from '../../lib/i18n/text-table.ts';
import { api } from '../../lib/api.ts';
import { formatRupees } from '../../lib/format.ts';

/** src/contract/workshop.ts `jobStageLabels`. */
export const jobStageTable: TextTable = {
  Waiting: msg`Waiting`,
  'In bay': msg`In bay`,
  'Final inspection': msg`Final inspection`,
  Washing: msg`Washing`,
  Ready: msg`Ready`,
  Delivered: msg`Delivered`,
};

/** src/contract/workshop.ts `workshopMessages` the public decision may answer. */
export const decisionMessageTable: TextTable = {
  'This line was already decided': msg`This line was already decided`,
  'This job card is delivered: nothing more can be added or decided': msg`This job card is delivered: nothing more can be decided`,
  'No such estimate line': msg`This line is no longer on the estimate`,
  'No request found': msg`No request found`,
  'Too many status checks from your network just now. Please wait a few minutes and try again.': msg`Too many status checks from your network just now. Please wait a few minutes and try again.`,
};

export interface JobPair {
  reference: string;
  mobile: string;
}

/** POST /api/workshop/decision: the job card as it stands after the decision. */
export function sendDecision(pair: JobPair, lineId: number, decision: Decision): Promise<WorkshopTrackAnswer> {
  return api<WorkshopTrackAnswer>(workshopTrackPaths.decision, { method: 'POST', body: { ...pair, lineId, decision } });
}

/** Paise as rupees to the paisa, Indian grouping: 152117 → ₹1,521.17. */
export const paiseText = (paise: number): string => formatRupees(paise / 100, 2);
