/** A customer message's state in words, as staff screens say it (the lead's timeline, a job card). */
import { formatIstClock, formatIstDateTime, istDateOf } from '#contract/ist-date.ts';
import type { LeadMessageRecord } from '#contract/messages.ts';

/**
 * `now` is the screen's clock: a queued message whose wait (`sendAfter`) is still ahead says
 * when it will go, in IST, instead of looking stuck; a job card's approval message waits to
 * gather the lines found in one look (docs/notifications.md "Durable and exactly once").
 */
export function messageStateText(m: LeadMessageRecord, now: Date): string {
  switch (m.state) {
    case 'sent':
      return `Sent ${formatIstDateTime(m.sentAt ?? m.updatedAt)}`;
    case 'queued':
      if (m.attempts > 0) return `Waiting to try again: ${m.lastError || 'the provider did not take it'}`;
      if (m.sendAfter && Date.parse(m.sendAfter) > now.getTime()) return waitingText(m, now);
      return 'Queued, waiting to send';
    case 'failed':
      return `Failed: ${m.lastError || 'no reason given'}`;
  }
}

function waitingText(m: LeadMessageRecord, now: Date): string {
  const sendAfter = m.sendAfter ?? '';
  // The time alone on the same IST day; the date too when the wait runs past midnight.
  const when = istDateOf(sendAfter) === istDateOf(now) ? formatIstClock(sendAfter) : formatIstDateTime(sendAfter);
  return m.event === 'job-approval' ? `Waiting until ${when} to gather the card's lines` : `Waiting until ${when} to send`;
}
