/**
 * Debian's Chromium, started the way this machine allows (no downloads, no sandbox).
 * Tests run in its headless shell: the same engine without the desktop browser around it,
 * which cut the browser suite from 12.2 to 8.6 minutes on two cores
 * (docs/decisions/headless-shell-for-tests.md). The shell makes no install offer and shows
 * no notifications: the tests of those use `fullChromiumLaunchOptions`. A machine without
 * the shell (scripts/ensure-chromium.mjs says so) runs everything in the full browser.
 */
import { existsSync } from 'node:fs';
import { chromiumPath as fullPath, headlessShellPath as shellPath } from '../../../scripts/lib/chromium-paths.mjs';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const chromiumLaunchOptions = {
  executablePath: existsSync(shellPath) ? shellPath : fullPath,
  args,
};

export const fullChromiumLaunchOptions = {
  executablePath: fullPath,
  args,
};
