#!/usr/bin/env node
// Browser tests use Debian's Chromium, never a browser downloaded by a test tool: its
// headless shell (package chromium-headless-shell) for most tests, the full browser for
// what only it does (docs/decisions/headless-shell-for-tests.md). Missing: install them
// when we are root with apt-get. Without the full browser we fail with one instruction;
// without the shell the tests run in the full browser, slower.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath } from './lib/chromium-paths.mjs';

const packages = [
  { path: chromiumPath, name: 'chromium' },
  { path: headlessShellPath, name: 'chromium-headless-shell' },
];
const missing = () => packages.filter((p) => !existsSync(p.path)).map((p) => p.name);

function install(names) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return;
  console.log(`Missing ${names.join(' ')}: installing from Debian packages (apt-get install -y ${names.join(' ')})...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names.join(' ')} poppler-utils`, {
      stdio: 'inherit',
    });
  } catch {
    // Reported below by what is still missing.
  }
}

export function ensureChromium() {
  if (missing().length > 0) install(missing());
  if (!existsSync(chromiumPath)) {
    console.error('Chromium not found: run `apt-get install -y chromium chromium-headless-shell` (as root) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  if (!existsSync(headlessShellPath)) {
    console.log('Chromium\'s headless shell not found: browser tests run in the full browser, slower (`apt-get install -y chromium-headless-shell`).');
  }
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
