// Module loader hooks of record-modules.mjs (they run on the loader thread).
import { appendFileSync } from 'node:fs';

let file = '';

export function initialize(data) {
  file = data.file;
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
