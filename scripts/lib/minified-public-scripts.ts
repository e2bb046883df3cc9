/**
 * Vite copies public/ as it is, comments and all. The scripts a page loads from there
 * (public/start-app.js, named by every page the server draws) are minified in the build,
 * before the service worker's precache list is made from the files: their comments were
 * more than half of what a visitor downloaded of them (docs/performance.md, "Home page
 * script").
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify, type Plugin } from 'vite';

export function minifiedPublicScripts(names: readonly string[]): Plugin {
  return {
    name: 'minified-public-scripts',
    apply: 'build',
    writeBundle: {
      order: 'pre',
      async handler(options) {
        for (const name of names) {
          const file = join(options.dir ?? 'dist', name);
          if (!existsSync(file)) continue;
          const { code, errors } = await minify(name, readFileSync(file, 'utf8'));
          if (errors.length) throw new Error(`${name} could not be minified: ${errors.map((e) => e.message).join('; ')}`);
          writeFileSync(file, code);
        }
      },
    },
  };
}
