// Where Debian's Chromium packages put the browsers that the tests and the measuring
// scripts run (CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH point elsewhere). Read by
// scripts/ensure-chromium.mjs, which installs what is missing; by
// tests/e2e/support/chromium.ts, which launches them; and by scripts/lighthouse.mjs and
// scripts/size.mjs.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
