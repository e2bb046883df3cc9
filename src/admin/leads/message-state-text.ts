/** A customer message's state in words, as staff screens say it (the lead's timeline, a job card). */
import { formatIstDateTime } from '#contract/ist-date.ts';
import type { LeadMessageRecord } from '#contract/messages.ts';

export function messageStateText(m: LeadMessageRecord): string {
  switch (m.state) {
    case 'sent':
      return `Sent ${formatIstDateTime(m.sentAt ?? m.updatedAt)}`;
    case 'queued':
      return m.attempts > 0 ? `Waiting to try again: ${m.lastError || 'the provider did not take it'}` : 'Queued, waiting to send';
    case 'failed':
      return `Failed: ${m.lastError || 'no reason given'}`;
  }
}
