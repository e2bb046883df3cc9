#!/usr/bin/env node
// `npm start`: builds the front end when dist/ is missing or older than its sources,
// bundles the server (scripts/lib/server-bundle.mjs), then runs it (server/main.ts),
// forwarding signals and its exit code.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnd } from './build.mjs';
import { bundleServer, serverArgs } from './lib/server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'dist', 'index.html');
const builtRender = join(root, 'dist', '.ssr', 'render-screen.js');
const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts'].map((p) => join(root, p));

/** The newest file under the given paths: [mtimeMs, path]. */
function newest(paths) {
  let best = [0, ''];
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stat.mtimeMs > best[0]) {
      best = [stat.mtimeMs, path];
    }
  };
  paths.forEach(visit);
  return best;
}

function buildReason() {
  if (!existsSync(builtIndex)) return 'dist/index.html is missing';
  if (!existsSync(builtRender)) return 'dist/.ssr/render-screen.js is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const [changedAt, changed] = newest(sources);
  return changedAt > builtAt ? `${relative(root, changed)} changed since the last build` : null;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the front end (${reason})...`);
  if (!(await buildFrontEnd())) {
    // The API still starts: a broken front end must not take the API down with it.
    console.error(existsSync(builtIndex)
      ? 'The front-end build failed (see above); serving the previous build.'
      : 'The front-end build failed (see above); starting the API without the front end.');
  }
}

// The server itself, bundled anew from its sources at every start (under a second; never stale).
const serverDir = join(root, 'dist', '.server');
try {
  await bundleServer(serverDir);
} catch {
  // esbuild has printed what is wrong.
  console.error('The server could not be built (see above).');
  process.exit(1);
}
const server = spawn(process.execPath, serverArgs(serverDir, 'main'), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15) : 1));
});
