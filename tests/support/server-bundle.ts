/**
 * The server processes tests start run the run's bundle of the server (scripts/lib/server-bundle.mjs):
 * made once by the test runner's global setup (tests/support/server-bundle-setup.ts), or,
 * for a benchmark or script outside a test run, made on first use and removed at exit.
 */
import { rmSync } from 'node:fs';
import { runBundle, serverArgs, serverBundleEnv, type ServerCommand } from '../../scripts/lib/server-bundle.mjs';

let making: Promise<string> | undefined;

/** Makes sure this process has a bundle (SERVER_BUNDLE_DIR); a global setup made it already. */
export async function ensureServerBundle(): Promise<void> {
  if (process.env[serverBundleEnv]) return;
  making ??= runBundle().then((dir) => {
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    process.env[serverBundleEnv] = dir;
    return dir;
  });
  await making;
}

/** Node's arguments to run a server command (server/main.ts, server/admin-cli.ts) from the run's bundle. */
export function bundledServerArgs(command: ServerCommand): string[] {
  const dir = process.env[serverBundleEnv];
  if (!dir) throw new Error(`${serverBundleEnv} is not set: the test runner's global setup (tests/support/server-bundle-setup.ts) makes the bundle`);
  return serverArgs(dir, command);
}
