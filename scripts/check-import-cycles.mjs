#!/usr/bin/env node
/**
 * Part of `npm run lint`: no import cycle anywhere in the repository, counting every kind
 * of import: runtime, `import type`, re-exports and `import()`. ESLint's import-x/no-cycle
 * reports runtime cycles where they are written but cannot see type-only imports, and a
 * cycle of types still ties the modules into one (the server once had one through
 * server/app.ts across 14 files). TypeScript's own scanner lists each file's imports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const roots = ['src', 'sw', 'server', 'scripts', 'bench', 'tests'];
const skipped = new Set(['node_modules', 'fixtures']);
const codeFile = /\.(ts|tsx|mjs|js)$/;

function* codeFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* codeFiles(path);
    else if (codeFile.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** package.json "imports": `#contract/site.ts` is src/contract/site.ts. */
const subpathImports = Object.entries(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {})
  .map(([pattern, target]) => [pattern.replace(/\*$/, ''), resolve(root, String(target).replace(/\*$/, ''))]);

/**
 * Our imports are relative or through package.json's subpath imports, and name their
 * file; anything else (packages, CSS) is no node.
 */
function resolveImport(from, specifier) {
  const bare = specifier.replace(/\?.*$/, '');
  const aliased = subpathImports.find(([prefix]) => bare.startsWith(prefix));
  if (!aliased && !specifier.startsWith('.')) return null;
  const path = aliased ? join(aliased[1], bare.slice(aliased[0].length)) : resolve(dirname(from), bare);
  return codeFile.test(path) && existsSync(path) ? path : null;
}

const files = roots.filter((dir) => existsSync(join(root, dir))).flatMap((dir) => [...codeFiles(join(root, dir))]);
const imports = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((f) => resolveImport(file, f.fileName)).filter((path) => path !== null);
    return [file, [...new Set(targets)]];
  }),
);

/** Tarjan's strongly connected components: every component of two or more files is a cycle. */
function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(file) {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component);
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** One shortest way round a component, to show where to cut it. */
function loopThrough(start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of imports.get(file) ?? []) {
      if (next === start) {
        const loop = [file];
        for (let at = previous.get(file); at !== null; at = previous.get(at)) loop.unshift(at);
        return [...loop, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

const found = cycles(imports);
for (const component of found) {
  const members = new Set(component);
  const start = [...members].sort()[0];
  console.error(`Import cycle among ${members.size} files (runtime or type imports):`);
  console.error(`  ${loopThrough(start, members).map((file) => relative(root, file)).join('\n    -> ')}`);
}
if (found.length > 0) process.exit(1);
console.log(`No import cycles in ${files.length} files.`);
