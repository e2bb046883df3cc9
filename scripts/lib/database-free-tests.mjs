// Which unit test files never reach a database. CI runs `npm test` twice on one tree, the
// second time against PostgreSQL (TEST_TREE_CHECKED=1): a file that starts no app and opens
// no test database would only repeat itself there, so that run leaves it out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The test helpers that open a database (tests/support): importing one makes a file a database test. */
const databaseHelpers = /from '\.\.\/support\/(test-db|test-app|scratch-databases|pglite-templates|admin-session|lead-desk)\.ts'/;

/** tests/unit files, relative to the repository root, that import none of the database helpers. */
export function databaseFreeUnitTests(root = process.cwd()) {
  const dir = join(root, 'tests/unit');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => !databaseHelpers.test(readFileSync(join(dir, file), 'utf8')))
    .map((file) => `tests/unit/${file}`);
}
