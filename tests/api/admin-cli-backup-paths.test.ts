/**
 * `npm run admin -- backup|restore` named a file that cannot be used (a missing file, a
 * folder, a missing folder): the real script, from the run's bundle of the server
 * (tests/support/server-bundle.ts), says so in one line on stderr and exits 1, with no
 * stack trace and without waiting for ever.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, type CliRun } from '../support/run-admin-cli.ts';

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'admin-cli-paths-'));
  mkdirSync(join(work, 'data'));
  mkdirSync(join(work, 'a-folder'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function runCli(args: string[]): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: join(work, 'data'), LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL; // the file checks are the same on either database
  return runAdminCli(args, env);
}

function expectOneLine(run: CliRun, pattern: RegExp): void {
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+|Error:|ENOENT|EISDIR/);
}

describe('admin backup and restore with a file that cannot be used', () => {
  it('restore of a missing file says there is no such file', async () => {
    const missing = join(work, 'no-such-backup.jsonl.gz');
    expectOneLine(await runCli(['restore', missing]), new RegExp(`^There is no file ${missing}\\.$`));
  }, 120_000);

  it('restore of a folder says it is a folder', async () => {
    const folder = join(work, 'a-folder');
    expectOneLine(await runCli(['restore', folder]), new RegExp(`^${folder} is a folder, not a backup file\\.$`));
  }, 120_000);

  it('backup into a missing folder says the folder does not exist and leaves nothing', async () => {
    const folder = join(work, 'missing-folder');
    expectOneLine(await runCli(['backup', join(folder, 'today.jsonl.gz')]), new RegExp(`^The folder ${folder} does not exist`));
    expect(existsSync(folder)).toBe(false);
  }, 120_000);

  it('backup onto a folder says to name a file', async () => {
    const folder = join(work, 'a-folder');
    expectOneLine(await runCli(['backup', folder]), new RegExp(`^${folder} is a folder: name the backup file`));
  }, 120_000);
});
