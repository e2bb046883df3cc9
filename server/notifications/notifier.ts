/**
 * The one object the enquiry, booking and change code calls to tell customers and staff,
 * inside its own transaction (server/deps.ts Notifier).
 */
import type { Config } from '../config.ts';
import type { Notifier } from '../deps.ts';
import { emailSettingsFromEnv } from './channel-settings.ts';
import { queueMessages, type JobSender } from './queue-messages.ts';

export function createNotifier(config: Pick<Config, 'smtpUrl' | 'smtpFrom'>, jobs: JobSender | null): Notifier {
  const emailFromEnv = emailSettingsFromEnv(config) !== null;
  return {
    async customerMessages(tx, cause) {
      await queueMessages(tx, cause, { emailFromEnv, jobs });
    },
    async newLead(tx, leadId) {
      // Only with a running queue: a desk that is open sees the lead by itself (GET /api/leads/alerts).
      if (jobs) await jobs.sendStaffAlert(tx, leadId);
    },
  };
}
