#!/usr/bin/env node
/**
 * Part of `npm run lint`: every reference a code comment makes is to something in this
 * repository. A comment that cites a document or section a reader cannot open sends the
 * next maintainer looking for nothing. Checked in every comment of the code (TypeScript's
 * scanner finds them, so strings and regular expressions are not read as comments):
 * - `requirements N.N` names a section heading of docs/requirements.md;
 * - README or a docs page followed by a heading in double quotes names a heading of
 *   that page, and a docs page named exists;
 * - a path into the repository (`server/app.ts`, `src/contract/`) exists;
 * - documents that are not in the repository are not cited at all (the specification and
 *   architecture papers the project started from: docs/requirements.md and the
 *   architecture page in docs say it in our words).
 * `node scripts/check-references.mjs` prints each finding as file:line and exits 1.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const roots = ['src', 'sw', 'server', 'scripts', 'bench', 'tests', 'public'];
const topFiles = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js'];
const skipped = new Set(['node_modules', 'fixtures', 'dist']);
const codeFile = /\.(ts|tsx|mjs|js)$/;

function* codeFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* codeFiles(path);
    else if (codeFile.test(name)) yield path;
  }
}

/** The comments of a file with the line each starts on. */
function commentsOf(file) {
  const text = readFileSync(file, 'utf8');
  const variant = /\.(tsx|jsx)$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const found = [];
  const lineOf = (pos) => text.slice(0, pos).split('\n').length;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      found.push({ line: lineOf(scanner.getTokenStart()), text: scanner.getTokenText() });
    }
  }
  return found;
}

const headingCache = new Map();
/** A Markdown page's headings, without their `#` marks. */
function headingsOf(page) {
  if (!headingCache.has(page)) {
    const path = join(root, page);
    const lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n') : [];
    headingCache.set(page, new Set(lines.filter((l) => /^#{1,6} /.test(l)).map((l) => l.replace(/^#+ /, '').trim())));
  }
  return headingCache.get(page);
}

/** docs/requirements.md's section numbers: "2.3" from "### 2.3 Public screens", "5" from "## 5. Validation". */
function requirementSections() {
  const sections = new Set();
  for (const heading of headingsOf('docs/requirements.md')) {
    const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(heading);
    if (number) sections.add(number[1]);
  }
  return sections;
}

const sections = requirementSections();
const notInRepository = [
  { pattern: /\bARCHITECTURE\b/, why: 'cites a document that is not in the repository (the architecture page in docs)' },
  { pattern: /seed-spec/, why: 'cites a document that is not in the repository (docs/requirements.md)' },
  { pattern: /\bspec \d/, why: 'cites "spec N": the requirements are docs/requirements.md, cited as "requirements N.N"' },
];
// A path into the repository as comments write it: a top folder, then at least one more part.
const repoPath = /(?<![\w./-])((?:src|server|sw|tests|scripts|bench|public|docs)\/[\w@.\-/]*[\w/])/g;

function findingsIn(file) {
  const findings = [];
  for (const comment of commentsOf(file)) {
    const report = (offset, why) => findings.push(`${relative(root, file)}:${comment.line + offset}: ${why}`);
    const lines = comment.text.split('\n');
    lines.forEach((line, offset) => {
      for (const rule of notInRepository) if (rule.pattern.test(line)) report(offset, rule.why);
      for (const m of line.matchAll(/\brequirements (\d+(?:\.\d+)*)/g)) {
        if (!sections.has(m[1])) report(offset, `cites requirements ${m[1]}, which docs/requirements.md does not have`);
      }
      for (const m of line.matchAll(/\b(README|docs\/[\w-]+(?:\/[\w-]+)*\.md) "([^"]+)"/g)) {
        const page = m[1] === 'README' ? 'README.md' : m[1];
        if (!headingsOf(page).has(m[2])) report(offset, `cites "${m[2]}" in ${page}, which has no such heading`);
      }
      for (const m of line.matchAll(repoPath)) {
        const path = m[1].replace(/[.]+$/, '');
        // A pattern or a placeholder (NNN_name.sql, *.ts, <kind>) names no one file.
        if (/[*<>{}]|NNN/.test(path)) continue;
        if (!existsSync(join(root, path))) report(offset, `names ${path}, which is not in the repository`);
      }
    });
  }
  return findings;
}

const files = [
  ...roots.filter((dir) => existsSync(join(root, dir))).flatMap((dir) => [...codeFiles(join(root, dir))]),
  ...topFiles.map((f) => join(root, f)).filter((f) => existsSync(f)),
];
const findings = files.flatMap(findingsIn);
if (findings.length) {
  console.log(findings.join('\n'));
  console.log(`\n${findings.length} reference(s) to something that is not in the repository.`);
  process.exit(1);
}
console.log(`Every reference in the comments of ${files.length} files is in the repository.`);
