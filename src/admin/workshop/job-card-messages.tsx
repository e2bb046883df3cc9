/**
 * What the customer was sent about a job card (docs/workshop.md "Messages to the customer"),
 * like the lead's "Messages to the customer": per message which one (approval needed,
 * vehicle ready), the channel, its state in words with the time in IST, the recipient and
 * when it was queued. It comes with the card's answer, so it is as fresh as the card.
 */
import type { LeadMessageRecord, MessageEvent } from '#contract/messages.ts';
import { messageChannelLabels, messageEventLabels } from '#contract/messages.ts';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { messageStateText } from '../leads/message-state-text.ts';

const cardEventLabels: Partial<Record<MessageEvent, string>> = { 'job-approval': 'Approval needed', 'job-ready': 'Vehicle ready' };

export function JobCardMessages({ messages }: { messages: readonly LeadMessageRecord[] }) {
  // Read at each drawing: a wait that has passed by the next one reads as queued.
  const now = new Date();
  return (
    <section className="workshop-messages" aria-labelledby="workshop-messages-title">
      <h3 id="workshop-messages-title" className="stock-history-heading">Messages to the customer</h3>
      {messages.length === 0 ? (
        <p className="workshop-note">
          Nothing sent yet. The customer is messaged when lines wait for their approval and when the vehicle is ready, if they agreed
          to updates (on their service booking or the opt-in form).
        </p>
      ) : (
        <ol className="workshop-message-list">
          {messages.map((m) => (
            <li key={m.id} className={`workshop-message is-${m.state}`}>
              <p><strong>{cardEventLabels[m.event] ?? messageEventLabels[m.event]}</strong> · {messageChannelLabels[m.channel]}</p>
              <p className="workshop-message-state">{messageStateText(m, now)}</p>
              <p className="workshop-message-meta">To {m.recipient} · queued {formatIstDateTime(m.createdAt)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
