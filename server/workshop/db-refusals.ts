/**
 * The database's refusals of a workshop rule (migration 400) as the answers a person reads:
 * whichever API process got there second, the rule holds and the refusal names it.
 */
import { workshopMessages } from '#contract/workshop.ts';
import { HttpError } from '../http/http-error.ts';

const refusals: Record<string, { field: string; message: string }> = {
  WS002: { field: 'stage', message: workshopMessages.linesPending },
  WS003: { field: 'jobCard', message: workshopMessages.delivered },
  WS005: { field: 'decision', message: workshopMessages.alreadyDecided },
};

/** Runs `work`; a workshop rule the database refused becomes a 409 naming its field. */
export async function withWorkshopRules<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const e = error as { code?: unknown; constraint?: unknown } | null;
    const code = typeof e?.code === 'string' ? e.code : '';
    if (code === '23505' && String(e?.constraint ?? '').startsWith('job_cards_appointment_id')) throw refusal(409, 'appointmentId', workshopMessages.appointmentTaken);
    const known = refusals[code];
    if (!known) throw error;
    throw refusal(409, known.field, known.message);
  }
}

export function refusal(status: number, field: string, message: string): HttpError {
  return new HttpError(status, `${field}: ${message}`, { fields: { errors: [{ field, message }] } });
}
