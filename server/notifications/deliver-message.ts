/**
 * Sends one queued customer message (a pg-boss job's work; docs/notifications.md), through
 * the channel's settings as they are now, claimed and recorded by server/notifications/send-once.ts
 * (a channel switched off, or a lead deleted since, is a refusal another try cannot change).
 */
import type { Config } from '../config.ts';
import { fillTemplate, type MessageChannel, type MessageEvent } from '#contract/messages.ts';
import { bookingIcs, icsFileName } from '#contract/booking-ics.ts';
import { liveSettings, readChannel, templatesIn, type StoredChannel } from './channel-settings.ts';
import { emailHtml } from './email-html.ts';
import { messageOfLead, type LeadMessage } from './message-values.ts';
import { messageOfServiceDue } from '../workshop/service-due-message.ts';
import { messageOfJobCard, nothingWaits } from './job-card-message-values.ts';
import { messageOfVehicleBooking } from './vehicle-step-message-values.ts';
import { phoneConsentHolds } from './phone-consent.ts';
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
  job_card_id: string | null;
  booking_id: string | null;
  attempts: number;
}

/** The site's host name, from PUBLIC_URL (a calendar event's UID is unique to it). */
const hostOf = (publicUrl: string): string => {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
};

/**
 * Sends the message through the channel with its template for `event` in the message's
 * language; the provider's id of the message. An e-mail has a plain-text and an HTML part,
 * and a booked time's calendar file.
 */
export async function sendThrough(
  live: StoredChannel, event: MessageEvent, recipient: string, message: LeadMessage, key: string, publicUrl: string, timeoutMs = providerTimeoutMs,
): Promise<string> {
  const { values, language, calendar } = message;
  switch (live.channel) {
    case 'email': {
      const c = live as StoredChannel<'email'>;
      const t = templatesIn(c, language)[event];
      const subject = fillTemplate(t.subject, values);
      const text = fillTemplate(t.body, values);
      const attachments = calendar
        ? [{ filename: icsFileName(values.reference), content: bookingIcs({ ...calendar, uidDomain: hostOf(publicUrl) }), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
        : [];
      return sendEmail(c.settings, { key, to: recipient, subject, text, html: emailHtml(subject, text, language), attachments }, timeoutMs);
    }
    case 'whatsapp': {
      const c = live as StoredChannel<'whatsapp'>;
      return sendWhatsapp(c.settings, templatesIn(c, language)[event], recipient, values, key, language, timeoutMs);
    }
    case 'sms': {
      const c = live as StoredChannel<'sms'>;
      const t = templatesIn(c, language)[event];
      return sendSms(c.settings, t, recipient, fillTemplate(t.text, values), key, timeoutMs);
    }
  }
}

/** Seconds until the queued message `id` may go (`send_after`, on the clock `now`), 0 when it may now. */
async function waitLeft(deps: DeliveryDeps, id: string, now: Date): Promise<number> {
  const { rows } = await deps.db.query<{ wait: number }>(
    `SELECT CEIL(EXTRACT(EPOCH FROM (send_after - $2::timestamptz)))::int AS wait
       FROM customer_messages WHERE id = $1 AND state = 'queued' AND send_after > $2::timestamptz`,
    [id, now],
  );
  return Number(rows[0]?.wait ?? 0);
}

export async function deliverMessage(deps: DeliveryDeps, messageId: string): Promise<DeliveryOutcome> {
  // A job that comes before the message's wait has passed (one given by an older sweep, a queue
  // whose clock runs ahead of ours) puts it back for what is left, so lines still join it
  // (docs/notifications.md "Durable and exactly once"). The id is new each time, so a job
  // that comes early again is put back again.
  const now = deps.now();
  const wait = await waitLeft(deps, messageId, now);
  if (wait > 0) {
    await deps.sendLater(messageId, `wait:${now.getTime()}`, wait);
    return 'later';
  }
  const timeoutSeconds = deps.config.messageTimeoutSeconds ?? providerTimeoutMs / 1000;
  const claim = { ...deps, claimMs: claimMsFor(timeoutSeconds) };
  return sendOnce<ClaimedMessage>(claim, 'customer_messages', 'id, lead_id, event, channel, recipient, data, job_card_id, booking_id', messageId, async (message) => {
    const stored = await readChannel(deps.db, message.channel);
    const live = stored ? liveSettings(stored, deps.config) : null;
    if (!live) throw new SendFailure(`The ${message.channel} channel is switched off or not set up`, false);
    // Consent is asked again now: the customer may have withdrawn it since this was queued.
    if (message.channel !== 'email' && !(await phoneConsentHolds(deps.db, message.lead_id, message.channel))) {
      throw new SendFailure('Not sent: the customer has not agreed to WhatsApp and SMS updates (or stopped them on /track)', false);
    }
    // A service reminder says what its run kept with it; a job card's message is about the card, a
    // vehicle booking's about the booking; everything else about its lead.
    const said = message.event === 'service-due'
      ? await messageOfServiceDue(deps.db, message.data, deps.config.publicUrl)
      : message.booking_id !== null
        ? await messageOfVehicleBooking(deps.db, Number(message.booking_id), message.lead_id, message.event, message.data, deps.config.publicUrl)
        : message.job_card_id === null
          ? await messageOfLead(deps.db, message.lead_id, message.data, deps.config.publicUrl)
          : await messageOfJobCard(deps.db, Number(message.job_card_id), message.lead_id, message.event, message.data, deps.config.publicUrl);
    if (said === nothingWaits) throw new SendFailure('Not sent: the customer decided every item before it went', false);
    if (!said) {
      throw new SendFailure(
        message.event === 'service-due' ? 'The reminder does not say what falls due'
          : message.booking_id !== null ? 'The booking no longer exists'
            : message.job_card_id === null ? 'The lead no longer exists' : 'The job card no longer exists',
        false,
      );
    }
    return sendThrough(live, message.event, message.recipient, said, message.id, deps.config.publicUrl, timeoutSeconds * 1000);
  });
}
