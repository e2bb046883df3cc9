/**
 * The run's teardown drops the scratch databases a test left behind on PostgreSQL, and
 * only those of its own run (tests/support/scratch-databases.ts). The dropping needs
 * PostgreSQL (the embedded database makes no scratch databases); the names are checked on both.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { scratchDatabaseName, scratchDatabasesOfRun } from '../support/scratch-databases.ts';

async function databasesStartingWith(baseUrl: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const found = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname', [prefix]);
    return found.rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

async function createDatabase(baseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

describe('scratch database names', () => {
  it("carry the run's token, are new each time and fit PostgreSQL's 63-character names", () => {
    const names = [scratchDatabaseName(), scratchDatabaseName()];
    const token = process.env.TEST_SCRATCH_RUN;
    expect(token).toMatch(/^[0-9a-z]+$/);
    for (const name of names) {
      expect(name.startsWith(`t_${token}_`)).toBe(true);
      expect(name).toMatch(/^[0-9a-z_]{1,63}$/);
    }
    expect(names[0]).not.toBe(names[1]);
    // Without a server there is nothing to drop, and the teardown touches nothing.
    return expect(scratchDatabasesOfRun(undefined)()).resolves.toBeUndefined();
  });
});

if (process.env.DATABASE_URL) {
  const baseUrl = process.env.DATABASE_URL;
  describe('scratch databases of a run', () => {
    it("drops what a run left behind, even with a connection open, and nothing of another run's", async () => {
      const mine = `probe${randomBytes(3).toString('hex')}`;
      const other = `probe${randomBytes(3).toString('hex')}`;
      await createDatabase(baseUrl, `t_${mine}_a`);
      await createDatabase(baseUrl, `t_${mine}_b`);
      await createDatabase(baseUrl, `t_${other}_a`);
      // A server the test forgot to stop still holds a connection.
      const url = new URL(baseUrl);
      url.pathname = `/t_${mine}_a`;
      const forgotten = new pg.Client({ connectionString: url.toString() });
      forgotten.on('error', () => undefined);
      await forgotten.connect();

      const said: string[] = [];
      await scratchDatabasesOfRun(baseUrl, mine, (line) => said.push(line))();
      expect(await databasesStartingWith(baseUrl, `t_${mine}_`)).toEqual([]);
      expect(await databasesStartingWith(baseUrl, `t_${other}_`)).toEqual([`t_${other}_a`]);
      // What was left behind is named, so the test that leaked it can be found.
      expect(said).toEqual([`[tests] dropped 2 scratch database(s) a test left behind: t_${mine}_a, t_${mine}_b`]);

      await scratchDatabasesOfRun(baseUrl, other, () => undefined)();
      expect(await databasesStartingWith(baseUrl, `t_${other}_`)).toEqual([]);
      await forgotten.end().catch(() => undefined);
    });
  });
}
