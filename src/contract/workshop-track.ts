/**
 * The customer's side of the workshop contract (docs/workshop.md "What the customer sees"):
 * the job card's reference as typed and the two public paths, apart from the rest of
 * src/contract/workshop.ts so /track can tell a job card from a booking and ask for it
 * without loading the workshop's schemas.
 */

export const workshopTrackPaths = {
  /** POST {reference, mobile}: the job's stage and estimate for its customer. */
  track: '/api/workshop/track',
  /** POST {reference, mobile, lineId, decision}: the customer approves or declines a waiting line. */
  decision: '/api/workshop/decision',
} as const;

/** JC-000123 (JC-1234567 past a million), typed in any case, with or without the dash or spaces. */
const jobReference = /^JC(\d{6,15})$/;
export function jobCardIdOfReference(typed: string): number | null {
  const match = jobReference.exec(typed.replace(/[\s-]/g, '').toUpperCase());
  return match ? Number(match[1]) : null;
}
export function isJobCardReference(typed: string): boolean {
  return jobCardIdOfReference(typed) !== null;
}
