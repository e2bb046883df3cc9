#!/usr/bin/env node
// `npm run build`: the production front end. Two Vite builds into one folder: the app
// for the browser (dist/, with the service worker and the build manifest), then the
// server's drawing of the landing screens (dist/.ssr/render-screen.js, loaded by
// server/http/screen-render.ts; a dot folder, so it is never served as a file).
// Then brotli and gzip copies of the hashed assets (scripts/lib/precompress-assets.mjs).
// `node scripts/build.mjs [outDir]` builds elsewhere (scripts/size.mjs).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { precompressAssets } from './lib/precompress-assets.mjs';

const root = resolve(import.meta.dirname, '..');

/** Both builds into `outDir`; returns false (having printed Vite's errors) when one fails. */
export async function buildFrontEnd(outDir = join(root, 'dist'), { stdio = 'inherit' } = {}) {
  const vite = (args) => spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { cwd: root, stdio }).status === 0;
  const built = vite(['--outDir', outDir, '--emptyOutDir']) && vite(['--ssr', 'src/ssr/render-screen.tsx', '--outDir', join(outDir, '.ssr'), '--emptyOutDir']);
  if (built) await precompressAssets(outDir);
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await buildFrontEnd(process.argv[2] ? resolve(process.argv[2]) : undefined)) ? 0 : 1);
}
