import { afterEach, describe, expect, it } from 'vitest';
import { announceSent, onOutboxSent, sentToastText, type OutboxSentMessage } from '../../src/lib/outbox/outbox-events.ts';
import type { OutboxEntry } from '../../src/lib/outbox/outbox-entry.ts';

const entry: OutboxEntry = {
  id: '3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b',
  kind: 'contact',
  label: 'Contact request',
  method: 'POST',
  path: '/contact',
  encoding: 'json',
  body: {},
  auth: 'none',
  createdAt: 0,
  status: 'sending',
  attempts: 2,
  nextAttemptAt: 0,
  leaseUntil: 0,
  lastError: null,
};

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('outbox announcements', () => {
  it('tells every listener (other pages, the worker\'s pages) which entry was sent later', async () => {
    const heard: OutboxSentMessage[] = [];
    const arrived = new Promise<void>((resolve) =>
      stops.push(
        onOutboxSent((message) => {
          heard.push(message);
          resolve();
        }),
      ),
    );
    // The reference is the one in the server's answer (docs/security.md), not made from the id.
    announceSent(entry, { message: 'Contact request submitted successfully!', id: entry.id, reference: 'K7QX2MZP' });
    await arrived;
    expect(heard).toEqual([{ type: 'outbox-sent', id: entry.id, kind: 'contact', label: 'Contact request', reference: 'K7QX2MZP' }]);
    expect(sentToastText(heard[0]!)).toBe('Contact request sent');
  });
});
