/** "<label> sent (ref XXXX)" when a queued entry is sent later, by this page or another context. */
import { toast } from 'sonner';
import { onOutboxSent, sentToastText } from './outbox-events.ts';

let listening = false;

export function showOutboxSentToasts(): void {
  if (listening) return;
  listening = true;
  onOutboxSent((message) => {
    // One toast per entry even if two contexts announce it.
    toast.success(sentToastText(message), { id: `outbox-sent-${message.id}`, duration: 5000 });
  });
}
