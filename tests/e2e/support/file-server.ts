import { test } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';

/**
 * A server of the calling spec file's own, started before its first test and disposed
 * after its last: files run in parallel workers and must not share a database. The
 * object returned forwards to that server, so a file can hold it at module level.
 * `setupTimeout` bounds the server's start, 240 s unless given: the test's own 90 s was
 * not enough on a machine three times as busy (a start copies and opens a database), and
 * the bound is there to catch a hang, not to time the start;
 * `env` is added to the server's environment (a file's clock: support/test-clock.ts).
 */
export function serverForFile(options: { setupTimeout?: number; env?: Record<string, string> } = {}): RunningServer {
  let running: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(options.setupTimeout ?? 240_000);
    running = await startServer({ env: options.env });
  });
  test.afterAll(async () => {
    await running?.dispose();
  });
  const current = (): RunningServer => {
    if (!running) throw new Error('the server starts before the first test of the file');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get port() {
      return current().port;
    },
    get pid() {
      return current().pid;
    },
    stop: (signal) => current().stop(signal),
    restart: () => current().restart(),
    openDb: () => current().openDb(),
    get liveDb() {
      return current().liveDb;
    },
    dispose: () => current().dispose(),
    get dataDir() {
      return current().dataDir;
    },
  };
}
