/**
 * The 409 of a labour change made from a stale version (docs/workshop.md "Labour list"):
 * the server's words ("it is now ₹450 + 18% GST") and the operation as it is now, so the
 * screen shows both instead of the rate it showed before.
 */
import type { LabourConflict, LabourOperation } from '#contract/workshop-labour.ts';
import { ApiError } from '../../lib/api.ts';

export function labourConflictOf(error: unknown): { text: string; current: LabourOperation } | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.body || typeof error.body !== 'object') return undefined;
  const body = error.body as Partial<LabourConflict> & { errors?: { field?: string; message?: string }[] };
  const text = body.errors?.find((e) => e.field === 'version')?.message;
  return text && body.current ? { text, current: body.current } : undefined;
}
