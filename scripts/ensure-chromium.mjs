#!/usr/bin/env node
// Browser tests use Debian's Chromium, never a browser downloaded by a test tool.
// Missing: install it when we are root with apt-get, else fail with one instruction.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing it from Debian packages (apt-get install -y chromium)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils', {
      stdio: 'inherit',
    });
    if (existsSync(chromiumPath)) return chromiumPath;
  }
  console.error('Chromium not found: run `apt-get install -y chromium` (as root) or set CHROMIUM_PATH.');
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
