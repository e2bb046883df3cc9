// The server as plain JavaScript: server/main.ts and server/admin-cli.ts bundled by esbuild
// into one ES module each (packages stay external and load from node_modules), with the
// migrations' SQL copied beside them, where server/db/migrate.ts looks for it (next to its
// own module). Starting from the bundle skips compiling some four hundred TypeScript modules
// on the fly: a test server's start took 1.8 s and 2.1 s of CPU instead of 3.0 s and 4.2 s
// with tsx (27 Nov 2026), and test runs start about a hundred servers and commands.
// `npm start` bundles into dist/.server at every start; test runs, benchmarks and scripts
// bundle the sources of the moment into a folder of their own (runBundle), so none ever
// runs a stale server. docs/decisions/server-bundle.md has the figures and the options.
import { build } from 'esbuild';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** The commands bundled: server/<name>.ts becomes <dir>/<name>.mjs. */
export const serverCommands = ['main', 'admin-cli'];

/** Where a test run's global setup left its bundle, for the processes it starts. */
export const serverBundleEnv = 'SERVER_BUNDLE_DIR';

/** Bundles the server commands and copies the migrations into `outDir`. Throws on a build error. */
export async function bundleServer(outDir) {
  await build({
    entryPoints: serverCommands.map((name) => join(root, 'server', `${name}.ts`)),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces name the TypeScript sources (node --enable-source-maps, serverArgs).
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync(join(root, 'server', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
}

/**
 * A bundle of the current sources for one run, in a fresh folder under node_modules/.cache
 * (inside the repository, so that its imports find node_modules). The caller removes it.
 */
export async function runBundle() {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'dealer-server-'));
  try {
    await bundleServer(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

/** Node's arguments to run a bundled command of `dir`. */
export function serverArgs(dir, command) {
  return ['--enable-source-maps', join(dir, `${command}.mjs`)];
}
