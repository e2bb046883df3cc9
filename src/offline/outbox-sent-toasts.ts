/** "<label> sent" and its "Reference: XXXXXXXX" when a queued entry is sent later, by this page or another context. */
import { referenceLine } from '#contract/lead-reference.ts';
import { onOutboxSent, sentToastText, type OutboxSentMessage } from '../lib/outbox/outbox-events.ts';
import { toastLater } from '../lib/toast-outlet.ts';

let listening = false;

function describe(message: OutboxSentMessage): string | undefined {
  const parts = [message.note, message.reference ? referenceLine(message.reference) : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join('. ') : undefined;
}

export function showOutboxSentToasts(): void {
  if (listening) return;
  listening = true;
  onOutboxSent((message) => {
    // One toast per entry even if two contexts announce it.
    void toastLater().then((toast) =>
      toast.success(sentToastText(message), { id: `outbox-sent-${message.id}`, duration: 5000, description: describe(message) }),
    );
  });
}
