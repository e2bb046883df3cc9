/**
 * Sends one queued customer message (a pg-boss job's work; docs/notifications.md), through
 * the channel's settings as they are now, claimed and recorded by server/notifications/send-once.ts
 * (a channel switched off, or a lead deleted since, is a refusal another try cannot change).
 */
import type { Config } from '../config.ts';
import { fillTemplate, type MessageChannel, type MessageEvent, type MessageValues } from '#contract/messages.ts';
import { liveSettings, readChannel, type StoredChannel } from './channel-settings.ts';
import { messageValues } from './message-values.ts';
import { sendEmail } from './providers/email-provider.ts';
import { providerTimeoutMs, SendFailure } from './providers/send-failure.ts';
import { sendSms } from './providers/sms-provider.ts';
import { sendWhatsapp } from './providers/whatsapp-provider.ts';
import { sendOnce, type DeliveryOutcome, type SendOnceDeps } from './send-once.ts';

/** How long a worker holds a message while it sends it: longer than a send may take, shorter than the job's expiry (message-queue.ts). */
export const claimMsFor = (timeoutSeconds: number): number => timeoutSeconds * 4 * 1000;

export interface DeliveryDeps extends SendOnceDeps {
  config: Pick<Config, 'smtpUrl' | 'smtpFrom' | 'publicUrl' | 'pushContact'> & Partial<Pick<Config, 'messageTimeoutSeconds'>>;
}

export type { DeliveryOutcome };

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
  const timeoutSeconds = deps.config.messageTimeoutSeconds ?? providerTimeoutMs / 1000;
  const claim = { ...deps, claimMs: claimMsFor(timeoutSeconds) };
  return sendOnce<ClaimedMessage>(claim, 'customer_messages', 'id, lead_id, event, channel, recipient, data', messageId, async (message) => {
    const stored = await readChannel(deps.db, message.channel);
    const live = stored ? liveSettings(stored, deps.config) : null;
    if (!live) throw new SendFailure(`The ${message.channel} channel is switched off or not set up`, false);
    const values = await messageValues(deps.db, message.lead_id, message.data, deps.config.publicUrl);
    if (!values) throw new SendFailure('The lead no longer exists', false);
    return sendThrough(live, message.event, message.recipient, values, message.id, timeoutSeconds * 1000);
  });
}
