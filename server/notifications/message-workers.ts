/**
 * The queue's workers in this process (MESSAGE_WORKER, on by default): customer messages,
 * the staff's morning digests and Web Push alerts, taken in batches so a burst is sent
 * over a few pooled connections at once (a worker
 * waits its polling interval between fetches), each job failed or completed on its own.
 */
import type PgBoss from 'pg-boss';
import type { Logger } from '../log.ts';
import { deliverDigest } from './deliver-digest.ts';
import { deliverMessage, type DeliveryDeps } from './deliver-message.ts';
import type { DeliveryOutcome } from './send-once.ts';
import { queueNames, type MessageQueue } from './message-queue.ts';
import { deliverStaffPush } from './push/deliver-staff-push.ts';

export interface WorkerOptions {
  /** Jobs taken at once. */
  batchSize?: number;
  /** How often an idle worker asks for work. */
  pollingSeconds?: number;
}

type Job = PgBoss.Job<{ messageId: string }>;

export async function startMessageWorkers(
  queue: MessageQueue, deps: Omit<DeliveryDeps, 'sendLater' | 'attempts'>, log: Logger, options: WorkerOptions = {},
): Promise<void> {
  const attempts = queue.options.attempts;
  const messages: DeliveryDeps = { ...deps, attempts, sendLater: (id, attempt, seconds) => queue.sendLater(id, attempt, seconds) };
  const digests: DeliveryDeps = { ...deps, attempts, sendLater: (id, attempt, seconds) => queue.sendLater(id, attempt, seconds, queueNames.staffDigest) };
  await workOn(queue, queueNames.customerMessage, (id) => deliverMessage(messages, id), log, options);
  await workOn(queue, queueNames.staffDigest, (id) => deliverDigest(digests, id), log, options);
  const pushes = { ...deps, attempts, sendLater: (id: string, attempt: number, seconds: number) => queue.sendLater(id, attempt, seconds, queueNames.staffAlert) };
  // A device the push service says is gone is a failed alert, as far as the queue cares.
  await workOn(queue, queueNames.staffAlert, async (id) => {
    const outcome = await deliverStaffPush(pushes, id);
    return outcome === 'gone' ? 'failed' : outcome;
  }, log, options);
}

async function workOn(
  queue: MessageQueue, name: string, deliver: (id: string) => Promise<DeliveryOutcome>, log: Logger, options: WorkerOptions,
): Promise<void> {
  await queue.boss.work<{ messageId: string }>(
    name,
    { batchSize: options.batchSize ?? 25, pollingIntervalSeconds: options.pollingSeconds ?? 1 },
    async (jobs: Job[]) => {
      await Promise.all(jobs.map(async (job) => {
        try {
          await deliver(job.data.messageId);
        } catch (error) {
          log.info('message not sent yet', { queue: name, messageId: job.data.messageId, reason: (error as Error).message });
          // This job alone goes back for a retry; the batch's others complete.
          await queue.boss.fail(name, job.id, { message: (error as Error).message });
        }
      }));
    },
  );
}
