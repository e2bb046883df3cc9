/**
 * The lead's customer messages (GET /api/leads/{id}/messages) as this device last read
 * them, kept in the desk's own database (src/admin/leads/lead-db.ts), so logout drops them
 * with the leads. Offline the lead page shows this copy with the time it was read.
 */
import { messageApiPaths, type LeadMessageRecord } from '#contract/messages.ts';
import { api } from '../../lib/api.ts';
import { isNetworkError } from '../session/api-errors.ts';
import { leadDeskDb } from './lead-db.ts';

export interface LeadMessages {
  records: LeadMessageRecord[];
  /** When the server answered (ISO). */
  readAt: string;
  /** Read from this device's copy: the server could not be reached. */
  fromDevice: boolean;
}

/** Thrown when the server cannot be reached and the device has no copy. */
export class MessagesNeedNetwork extends Error {}

const keyOf = (leadId: string) => `messages:${leadId}` as const;

export async function readLeadMessages(leadId: string, signal?: AbortSignal): Promise<LeadMessages> {
  try {
    const records = await api<LeadMessageRecord[]>(messageApiPaths.leadMessages(leadId), { signal });
    const fresh = { records, readAt: new Date().toISOString(), fromDevice: false };
    // The copy is a convenience: a device that cannot store it still shows the answer.
    await leadDeskDb().meta.put({ key: keyOf(leadId), value: { records, readAt: fresh.readAt } }).catch(() => undefined);
    return fresh;
  } catch (failure) {
    if (!isNetworkError(failure)) throw failure;
    const saved = await leadDeskDb().meta.get(keyOf(leadId)).catch(() => undefined);
    const value = saved?.value as { records?: LeadMessageRecord[]; readAt?: string } | undefined;
    if (!value?.records || !value.readAt) throw new MessagesNeedNetwork('The messages need the network');
    return { records: value.records, readAt: value.readAt, fromDevice: true };
  }
}
