/**
 * "<label> sent" with "Reference: XXXXXXXX" under it: when a queued entry is sent later, by a page or by the
 * service worker, every open page hears of it over one BroadcastChannel, so the toast
 * shows whichever context did the sending (docs/offline.md).
 */
import { referenceInAnswer } from '#contract/lead-reference.ts';
import type { OutboxEntry } from './outbox-entry.ts';

const outboxChannelName = 'dealer-outbox';

export interface OutboxSentMessage {
  type: 'outbox-sent';
  id: string;
  kind: string;
  label: string;
  /** The reference the server answered (docs/security.md); null for a change without one. */
  reference: string | null;
  /** What the person must know beyond "sent" (a booking whose time was taken meanwhile). */
  note?: string;
}

let sender: BroadcastChannel | null = null;

/** Posted by the context that sent it; a BroadcastChannel also reaches other channels of the same page. */
export function announceSent(entry: OutboxEntry, answer?: unknown, note?: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(outboxChannelName);
  const message: OutboxSentMessage = {
    type: 'outbox-sent',
    id: entry.id,
    kind: entry.kind,
    label: entry.label,
    reference: referenceInAnswer(answer),
    ...(note ? { note } : {}),
  };
  sender.postMessage(message);
}

export function onOutboxSent(listener: (message: OutboxSentMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(outboxChannelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<OutboxSentMessage> | null;
    if (data?.type === 'outbox-sent') listener(data as OutboxSentMessage);
  };
  return () => channel.close();
}

export function sentToastText(message: Pick<OutboxSentMessage, 'label'>): string {
  return `${message.label} sent`;
}
