/**
 * What a person is told about an entry that is not going by itself (docs/offline.md
 * "Outbox states"): the server's reason for a refusal in plain words, or that the server
 * keeps failing. Shared by the visitor's outbox list and the admin's waiting changes.
 */
import type { OutboxEntry } from './outbox-entry.ts';

export const stuckText = 'Not sent yet: the server keeps failing.';

/** The opening words for a refusal's HTTP status; the server's own reason follows. */
const refusalOpenings: Record<number, string> = {
  400: 'Some details were not accepted',
  403: 'This account may not make this change',
  404: 'What it was for no longer exists',
  409: 'It clashes with a change made meanwhile',
  410: 'What it was for no longer exists',
  413: 'It is too large to send',
  415: 'The server could not read it',
  422: 'Some details were not accepted',
};

export function refusalText(status: number | undefined, reason: string | null): string {
  const opening = (status !== undefined && refusalOpenings[status]) || 'The server did not accept it';
  const detail = reason?.trim();
  return detail ? `${opening}: ${detail}` : `${opening}.`;
}

/** The line shown under a refused or stuck entry; null while it is on its way. */
export function problemText(entry: Pick<OutboxEntry, 'status' | 'refusedStatus' | 'lastError'>): string | null {
  if (entry.status === 'failed') return refusalText(entry.refusedStatus, entry.lastError);
  if (entry.status === 'stuck') return stuckText;
  return null;
}
