/**
 * Sends one queued morning digest (a pg-boss job's work; docs/notifications.md "Morning
 * digest") through the e-mail channel as it is now, claimed and recorded like a customer
 * message (server/notifications/send-once.ts). Its key, the row's id, is the Message-ID.
 */
import type { Config } from '../config.ts';
import { liveSettings, readChannel } from './channel-settings.ts';
import { sendEmail } from './providers/email-provider.ts';
import { SendFailure } from './providers/send-failure.ts';
import { sendOnce, type DeliveryOutcome, type SendOnceDeps } from './send-once.ts';

export interface DigestDeliveryDeps extends SendOnceDeps {
  config: Pick<Config, 'smtpUrl' | 'smtpFrom'>;
}

interface ClaimedDigest {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

export async function deliverDigest(deps: DigestDeliveryDeps, digestId: string): Promise<DeliveryOutcome> {
  return sendOnce<ClaimedDigest>(deps, 'staff_digests', 'id, recipient, subject, body', digestId, async (digest) => {
    const stored = await readChannel(deps.db, 'email');
    const live = stored ? liveSettings(stored, deps.config) : null;
    if (!live) throw new SendFailure('The email channel is switched off or not set up', false);
    return sendEmail(live.settings, { key: digest.id, to: digest.recipient, subject: digest.subject, text: digest.body });
  });
}
