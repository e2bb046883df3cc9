import { test } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';

/**
 * A server of the calling spec file's own, started before its first test and disposed
 * after its last: files run in parallel workers and must not share a database. The
 * object returned forwards to that server, so a file can hold it at module level.
 * `setupTimeout` allows a busy machine the time to migrate and seed a fresh database;
 * `env` is added to the server's environment (a file's clock: support/test-clock.ts).
 */
export function serverForFile(options: { setupTimeout?: number; env?: Record<string, string> } = {}): RunningServer {
  let running: RunningServer | undefined;
  test.beforeAll(async () => {
    if (options.setupTimeout !== undefined) test.setTimeout(options.setupTimeout);
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
