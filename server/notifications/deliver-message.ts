/**
 * Sends one queued message (a pg-boss job's work; docs/notifications.md). The message is
 * claimed for a minute first, so two jobs of one message (a sweep after a crash, a retry)
 * never send it at once, and one already sent is never sent again. A failure is recorded
 * on the message, with the provider's reason: a refusal that another try cannot change
 * (a mailbox that does not exist, a channel switched off) or the last allowed try marks it
 * failed; a 429 with Retry-After is tried again after that wait; anything else is thrown
 * back to the queue, which tries again with a doubling wait.
 */
import type { Config } from '../config.ts';
import type { Queryable } from '../db/connect.ts';
import { fillTemplate, type MessageChannel, type MessageEvent, type MessageValues } from '../../src/contract/messages.ts';
import { liveSettings, readChannel, type StoredChannel } from './channel-settings.ts';
import { messageValues } from './message-values.ts';
import { sendEmail } from './providers/email-provider.ts';
import { providerTimeoutMs, SendFailure } from './providers/send-failure.ts';
import { sendSms } from './providers/sms-provider.ts';
import { sendWhatsapp } from './providers/whatsapp-provider.ts';

/** How long a worker holds a message while it sends it: longer than a send may take, shorter than the job's expiry (message-queue.ts). */
export const claimMsFor = (timeoutSeconds: number): number => timeoutSeconds * 4 * 1000;

export interface DeliveryDeps {
  db: Queryable;
  config: Pick<Config, 'smtpUrl' | 'smtpFrom' | 'publicUrl'> & Partial<Pick<Config, 'messageTimeoutSeconds'>>;
  now: () => Date;
  /** Tries before a message is failed. */
  attempts: number;
  /** Puts a message back on the queue after a provider's Retry-After. */
  sendLater(messageId: string, attempt: number, seconds: number): Promise<void>;
}

export type DeliveryOutcome = 'sent' | 'done-already' | 'failed' | 'later';

interface ClaimedMessage {
  id: string;
  lead_id: string;
  event: MessageEvent;
  channel: MessageChannel;
  recipient: string;
  data: Record<string, unknown>;
  attempts: number;
}

/** Sends `values` through the channel with its template for `event`; the provider's id of the message. */
export async function sendThrough(
  live: StoredChannel, event: MessageEvent, recipient: string, values: MessageValues, key: string, timeoutMs = providerTimeoutMs,
): Promise<string> {
  switch (live.channel) {
    case 'email': {
      const c = live as StoredChannel<'email'>;
      const t = c.templates[event];
      return sendEmail(c.settings, { key, to: recipient, subject: fillTemplate(t.subject, values), text: fillTemplate(t.body, values) }, timeoutMs);
    }
    case 'whatsapp': {
      const c = live as StoredChannel<'whatsapp'>;
      return sendWhatsapp(c.settings, c.templates[event], recipient, values, key, timeoutMs);
    }
    case 'sms': {
      const c = live as StoredChannel<'sms'>;
      const t = c.templates[event];
      return sendSms(c.settings, t, recipient, fillTemplate(t.text, values), key, timeoutMs);
    }
  }
}

export async function deliverMessage(deps: DeliveryDeps, messageId: string): Promise<DeliveryOutcome> {
  const at = deps.now();
  const timeoutSeconds = deps.config.messageTimeoutSeconds ?? providerTimeoutMs / 1000;
  const { rows } = await deps.db.query<ClaimedMessage>(
    `UPDATE customer_messages SET claimed_until = $2
      WHERE id = $1 AND state = 'queued' AND (claimed_until IS NULL OR claimed_until < $3)
      RETURNING id, lead_id, event, channel, recipient, data, attempts`,
    [messageId, new Date(at.getTime() + claimMsFor(timeoutSeconds)), at],
  );
  const message = rows[0];
  if (!message) {
    const { rows: left } = await deps.db.query<{ state: string }>('SELECT state FROM customer_messages WHERE id = $1', [messageId]);
    // Another worker holds it: this job tries again later and then finds it sent.
    if (left[0]?.state === 'queued') throw new Error('This message is being sent by another worker');
    return 'done-already';
  }
  try {
    const stored = await readChannel(deps.db, message.channel);
    const live = stored ? liveSettings(stored, deps.config) : null;
    if (!live) throw new SendFailure(`The ${message.channel} channel is switched off or not set up`, false);
    const values = await messageValues(deps.db, message.lead_id, message.data, deps.config.publicUrl);
    if (!values) throw new SendFailure('The lead no longer exists', false);
    const ref = await sendThrough(live, message.event, message.recipient, values, message.id, timeoutSeconds * 1000);
    await deps.db.query(
      `UPDATE customer_messages SET state = 'sent', sent_at = $2, updated_at = $2, attempts = attempts + 1, last_error = '',
              provider_ref = $3, claimed_until = NULL WHERE id = $1`,
      [message.id, deps.now(), ref.slice(0, 300)],
    );
    return 'sent';
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure(String((error as Error)?.message ?? error).slice(0, 300), true);
    const attempt = message.attempts + 1;
    const final = !failure.retry || attempt >= deps.attempts;
    await deps.db.query(
      `UPDATE customer_messages SET state = $2, attempts = $3, last_error = $4, updated_at = $5, claimed_until = NULL WHERE id = $1`,
      [message.id, final ? 'failed' : 'queued', attempt, final && failure.retry ? `${failure.message} (gave up after ${attempt} tries)` : failure.message, deps.now()],
    );
    if (final) return 'failed';
    if (failure.retryAfterSeconds !== undefined) {
      await deps.sendLater(message.id, attempt, Math.max(1, failure.retryAfterSeconds));
      return 'later';
    }
    throw failure;
  }
}
