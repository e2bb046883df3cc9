/**
 * The one object the enquiry, booking and change code calls to tell customers and staff,
 * inside its own transaction (server/deps.ts Notifier).
 */
import type { Config } from '../config.ts';
import type { Notifier } from '../deps.ts';
import { emailSettingsFromEnv } from './channel-settings.ts';
import { queueStaffPushes } from './push/queue-staff-pushes.ts';
import { queueMessages, type JobSender } from './queue-messages.ts';

export function createNotifier(config: Pick<Config, 'smtpUrl' | 'smtpFrom'>, jobs: JobSender | null): Notifier {
  const emailFromEnv = emailSettingsFromEnv(config) !== null;
  return {
    async customerMessages(tx, cause) {
      return queueMessages(tx, cause, { emailFromEnv, jobs });
    },
    async newLead(tx, leadId, at, options) {
      const ids = await queueStaffPushes(tx, leadId, at, options?.author ?? null);
      // Without a running queue the rows wait for the next start's sweep (sweepQueuedMessages).
      if (ids.length > 0 && jobs) await jobs.sendStaffPushes(tx, ids);
    },
  };
}
