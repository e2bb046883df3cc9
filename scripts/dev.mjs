#!/usr/bin/env node
// `npm run dev`: the API with `tsx watch` on API_PORT (default 3001) and Vite's dev
// server on PORT (default 3000); vite.config.ts proxies /api, /media and the POST
// submissions to the API. Stopping either stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const apiPort = process.env.API_PORT || '3001';
const webPort = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';

// Each child leads its own process group, so stopping it also stops what it started
// (tsx watch runs the server as a grandchild).
const start = (command, args, env) =>
  spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });

const children = [
  start(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { PORT: apiPort, HOST: host }),
  start(bin('vite'), ['--port', webPort, '--strictPort', '--host', host], { API_PORT: apiPort }),
];

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 5000);
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
