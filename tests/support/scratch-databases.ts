/**
 * Scratch PostgreSQL databases of one test run. Each test file or server makes its own
 * and drops it afterwards; a run that is killed, or a cleanup that throws, would leave
 * one behind on the shared server. Every name therefore carries the run's token, and the
 * run's global teardown drops whatever still carries it, saying how many it found.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const runEnv = 'TEST_SCRATCH_RUN';

/** The run's token, made by the global setup and passed to the workers through the environment. */
function runToken(): string {
  process.env[runEnv] ??= `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  return process.env[runEnv];
}

/** A new database name of this run (lower case, well under PostgreSQL's 63 characters). */
export function scratchDatabaseName(): string {
  return `t_${runToken()}_${randomBytes(4).toString('hex')}`;
}

/** For a runner's global setup: fixes the run's token; the returned teardown drops what is left. */
export function scratchDatabasesOfRun(
  baseUrl: string | undefined,
  token: string = runToken(),
  say: (line: string) => void = (line) => console.warn(line),
): () => Promise<void> {
  if (!baseUrl) return async () => {};
  const prefix = `t_${token}_`;
  return async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      const left = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname", [prefix]);
      for (const { datname } of left.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      if (left.rows.length > 0) say(`[tests] dropped ${left.rows.length} scratch database(s) a test left behind: ${left.rows.map((r) => r.datname).join(', ')}`);
    } finally {
      await client.end();
    }
  };
}
