/**
 * "<label> sent" with "Reference: XXXXXXXX" under it: when a queued entry is sent later, by a page or by the
 * service worker, every open page hears of it over one BroadcastChannel, so the toast
 * shows whichever context did the sending (ARCHITECTURE "Offline").
 */
import { referenceOf, type OutboxEntry } from './outbox-entry.ts';

export const outboxChannelName = 'dealer-outbox';

export interface OutboxSentMessage {
  type: 'outbox-sent';
  id: string;
  kind: string;
  label: string;
  reference: string;
}

let sender: BroadcastChannel | null = null;

/** Posted by the context that sent it; a BroadcastChannel also reaches other channels of the same page. */
export function announceSent(entry: OutboxEntry): void {
  if (typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(outboxChannelName);
  const message: OutboxSentMessage = {
    type: 'outbox-sent',
    id: entry.id,
    kind: entry.kind,
    label: entry.label,
    reference: referenceOf(entry.id),
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
