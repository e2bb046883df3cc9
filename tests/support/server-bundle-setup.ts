/**
 * A global setup of every test runner (vitest's, the fault tests', Playwright's): bundles
 * the server once for the run (tests/support/server-bundle.ts), for every server process
 * its tests start, and removes the bundle when the run ends.
 */
import { rmSync } from 'node:fs';
import { runBundle, serverBundleEnv } from '../../scripts/lib/server-bundle.mjs';

export default async function setup(): Promise<() => void> {
  const dir = await runBundle();
  process.env[serverBundleEnv] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
