/**
 * The queue's workers in this process (MESSAGE_WORKER, on by default): customer messages
 * and staff Web Push alerts, taken in batches so a burst is sent over a few pooled connections at once (a worker
 * waits its polling interval between fetches), each job failed or completed on its own.
 */
import type PgBoss from 'pg-boss';
import type { Logger } from '../log.ts';
import { deliverMessage, type DeliveryDeps } from './deliver-message.ts';
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
  const delivery: DeliveryDeps = { ...deps, attempts: queue.options.attempts, sendLater: (id, attempt, seconds) => queue.sendLater(id, attempt, seconds) };
  const name = queueNames.customerMessage;
  await queue.boss.work<{ messageId: string }>(
    name,
    { batchSize: options.batchSize ?? 25, pollingIntervalSeconds: options.pollingSeconds ?? 1 },
    async (jobs: Job[]) => {
      await Promise.all(jobs.map(async (job) => {
        try {
          await deliverMessage(delivery, job.data.messageId);
        } catch (error) {
          log.info('message not sent yet', { messageId: job.data.messageId, reason: (error as Error).message });
          // This job alone goes back for a retry; the batch's others complete.
          await queue.boss.fail(name, job.id, { message: (error as Error).message });
        }
      }));
    },
  );
  const pushes = queueNames.staffAlert;
  await queue.boss.work<{ pushId: string }>(
    pushes,
    { batchSize: options.batchSize ?? 25, pollingIntervalSeconds: options.pollingSeconds ?? 1 },
    async (jobs: PgBoss.Job<{ pushId: string }>[]) => {
      await Promise.all(jobs.map(async (job) => {
        try {
          await deliverStaffPush({ ...delivery, sendLater: (id, attempt, seconds) => queue.sendPushLater(id, attempt, seconds) }, job.data.pushId);
        } catch (error) {
          log.info('staff alert not sent yet', { pushId: job.data.pushId, reason: (error as Error).message });
          await queue.boss.fail(pushes, job.id, { message: (error as Error).message });
        }
      }));
    },
  );
}
