/**
 * A customer message's state as staff read it (docs/notifications.md "Durable and exactly
 * once"): a queued message whose wait is still ahead says when it goes, in IST; the date is
 * added when it goes on another IST day; a retry and a passed wait read as before.
 */
import { describe, expect, it } from 'vitest';
import type { LeadMessageRecord } from '#contract/messages.ts';
import { messageStateText } from '../../src/admin/leads/message-state-text.ts';

const now = new Date('2026-11-23T05:10:00Z'); // Monday 10:40 am IST

function message(over: Partial<LeadMessageRecord> = {}): LeadMessageRecord {
  return {
    id: 'm1', event: 'job-approval', channel: 'whatsapp', recipient: '9811000001', state: 'queued', attempts: 0, lastError: '',
    createdAt: '2026-11-23T05:10:00Z', updatedAt: '2026-11-23T05:10:00Z', sentAt: null, sendAfter: '2026-11-23T05:12:00Z', ...over,
  };
}

describe('a message that waits on purpose', () => {
  it('says when it goes while its wait is ahead, and reads as queued once it has passed', () => {
    expect(messageStateText(message(), now)).toBe("Waiting until 10:42 am to gather the card's lines");
    expect(messageStateText(message({ event: 'enquiry' }), now)).toBe('Waiting until 10:42 am to send');
    expect(messageStateText(message(), new Date('2026-11-23T05:12:00Z'))).toBe('Queued, waiting to send');
    expect(messageStateText(message({ sendAfter: null }), now)).toBe('Queued, waiting to send');
  });

  it('names the day when the wait runs past midnight IST, and a retry or a sent message reads as before', () => {
    const lateEvening = new Date('2026-11-23T18:29:00Z'); // 11:59 pm IST
    expect(messageStateText(message({ sendAfter: '2026-11-23T18:31:00Z' }), lateEvening)).toBe("Waiting until 24 Nov 2026, 12:01 am to gather the card's lines");
    expect(messageStateText(message({ attempts: 1, lastError: 'timed out' }), now)).toBe('Waiting to try again: timed out');
    expect(messageStateText(message({ state: 'sent', sentAt: '2026-11-23T05:12:30Z' }), now)).toBe('Sent 23 Nov 2026, 10:42 am');
  });
});
