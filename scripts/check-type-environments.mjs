#!/usr/bin/env node
/**
 * Server code may never name a browser global: `window` or `document` in a server file
 * must be a type error. One file that pulls in the DOM library (a `/// <reference lib="dom" />`,
 * a DOM-typed import) would make them valid in every file of its TypeScript project, so
 * this lists the files of each Node project (tsc --listFilesOnly) and fails if the DOM's
 * declarations are among them. Page code belongs in an environment of its own
 * (tsconfig.bench-page.json, tsconfig.app.json).
 */
import { spawnSync } from 'node:child_process';

const nodeProjects = ['tsconfig.node.json', 'tsconfig.test-node.json'];
const domLibrary = /[\\/]lib\.dom(\.[a-z]+)*\.d\.ts$|[\\/]lib\.webworker[^\\/]*\.d\.ts$/i;

// The Node project reads the page code's declarations, which this small project writes.
const pageBuild = spawnSync('npx', ['tsc', '-b', 'tsconfig.bench-page.json'], { encoding: 'utf8' });
if (pageBuild.status !== 0) {
  console.error(`tsconfig.bench-page.json:\n${pageBuild.stdout}${pageBuild.stderr}`);
  process.exit(1);
}

let failed = false;
for (const project of nodeProjects) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--listFilesOnly'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`${project}: its files could not be listed:\n${result.stdout}${result.stderr}`);
    failed = true;
    continue;
  }
  const dom = result.stdout.split('\n').filter((file) => domLibrary.test(file.trim()));
  if (dom.length > 0) {
    console.error(`${project} holds the DOM library (${dom.map((f) => f.trim().replace(/^.*[\\/]/, '')).join(', ')}): browser globals would type-check in server code. Move the code that runs in a page to an environment of its own.`);
    failed = true;
  }
}
if (failed) process.exit(1);
