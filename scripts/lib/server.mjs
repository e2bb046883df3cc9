// Starting the real API server on a build, for scripts that measure what it serves.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundle, serverArgs } from './server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port the OS just handed out, so parallel runs do not collide. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * The same start as tests/e2e/support/server.ts: a bundle of the server's current sources
 * (scripts/lib/server-bundle.mjs), a fresh seeded database in a temp dir (never
 * DATABASE_URL, so a measurement cannot touch a real database), serving `distDir`.
 * Resolves once GET /api/bikes answers; `stop` ends the server and deletes its data.
 */
export async function startServer({ distDir, timeoutMs, dataPrefix = 'dealer-script-' }) {
  // The server draws landing pages with the build's .ssr/render-screen.js, which imports React
  // from node_modules: a build outside the repository goes out undrawn, a different page
  // (docs/decisions/model-page-without-zod.md).
  if (relative(root, resolve(distDir)).startsWith('..')) throw new Error(`serve a build inside the repository (e.g. cp -r dist .tmp/dist-before), not ${distDir}: outside it the server cannot draw pages`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), dataPrefix));
  const env = { EMBEDDED_DATABASE: 'pglite', ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const bundle = await runBundle();
  const child = spawn(process.execPath, serverArgs(bundle, 'main'), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/bikes`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not start in time:\n${output}`);
}
