// Which unit and API test files share worker processes (vitest's isolate: false) and which
// get a fresh process each (vitest.config.ts). Most share: a file's state lives in its own
// app, database and test inputs. Files on a device's storage (IndexedDB, through
// fake-indexeddb, or its absence) each get their own: that storage, and the Dexie handle
// that found it when first loaded, are module-level as in a browser tab, so an earlier
// file's would be what the next one found.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const deviceStorage = /indexeddb/i;

/** Unit and API test files, relative to the repository root, that need a process of their own. */
export function ownProcessTests(root = process.cwd()) {
  return ['tests/unit', 'tests/api'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => deviceStorage.test(readFileSync(join(root, folder, file), 'utf8')))
      .map((file) => `${folder}/${file}`),
  );
}
