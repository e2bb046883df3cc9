#!/usr/bin/env node
/**
 * `npm run lint`, the first step of `npm test`: the import-cycle check and the check that
 * comments cite only what is in the repository (scripts/check-references.mjs) and the check that
 * no Node project holds the DOM's types (scripts/check-type-environments.mjs), then ESLint and
 * every TypeScript environment (`npm run typecheck`: tsc -b over tsconfig.json's
 * projects) side by side, one per core. Each tool's output is printed whole when it ends;
 * the exit code is non-zero when any of them found something.
 */
import { spawn, spawnSync } from 'node:child_process';

for (const check of ['scripts/check-import-cycles.mjs', 'scripts/check-references.mjs', 'scripts/check-type-environments.mjs']) {
  const result = spawnSync('node', [check], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function run(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n> ${label}: ${code === 0 ? 'clean' : 'problems found'} (${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([
  run('eslint .', 'npx', ['eslint', '.']),
  run('tsc -b (every environment)', 'npx', ['tsc', '-b', 'tsconfig.json']),
]);
if (results.includes(false)) process.exit(1);
