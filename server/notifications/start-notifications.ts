/**
 * Starts what tells customers and staff (docs/notifications.md), for `npm start` and the
 * tests alike: the durable queue, the jobs of messages written while it was not running,
 * and, in a process that sends (MESSAGE_WORKER), the workers, the evening reminders and
 * the morning digests.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Logger } from '../log.ts';
import { closeEmailTransports } from './providers/email-provider.ts';
import { startMessageQueue, sweepQueuedMessages, type MessageQueue } from './message-queue.ts';
import { startMessageWorkers, type WorkerOptions } from './message-workers.ts';
import { createNotifier } from './notifier.ts';
import { startScheduledWork } from './scheduled-work.ts';
import { vapidKeys } from './push/vapid-keys.ts';

export interface Notifications {
  queue: MessageQueue;
  stop(): Promise<void>;
}

export interface NotificationOptions extends WorkerOptions {
  db: Db;
  config: Config;
  log: Logger;
  now: () => Date;
}

export async function startNotifications(options: NotificationOptions): Promise<Notifications> {
  const { db, config, log } = options;
  // The Web Push key pair, made once at the first start (docs/notifications.md "Web Push").
  await vapidKeys(db);
  const queue = await startMessageQueue(db, log, {
    attempts: config.messageAttempts, retrySeconds: config.messageRetrySeconds, timeoutSeconds: config.messageTimeoutSeconds, ...(options.pollingSeconds ? { pollingSeconds: options.pollingSeconds } : {}),
  });
  const swept = await sweepQueuedMessages(db, queue.jobs, options.now());
  if (swept > 0) log.info('messages queued again at start', { count: swept });
  let stopClock = () => {};
  if (config.messageWorker) {
    await startMessageWorkers(queue, { db, config, now: options.now }, log, options);
    stopClock = startScheduledWork(db, { notifier: createNotifier(config, queue.jobs), jobs: queue.jobs, config }, options.now, log);
  }
  let stopped: Promise<void> | undefined;
  return {
    queue,
    stop() {
      stopClock();
      stopped ??= queue.stop().finally(() => closeEmailTransports());
      return stopped;
    },
  };
}
