/**
 * Backups that restore (docs/operations.md "Backup and restore"): a database filled the
 * real way (seeded catalogue and site images, staff signed in, enquiries of every kind,
 * an uploaded resume, lead events, sign-in failures, request budgets) is backed up, wiped,
 * restored into an empty database and compared row by row, file by file and sequence by
 * sequence; on PGlite, and on PostgreSQL when DATABASE_URL is set. A damaged or cut backup
 * changes nothing; a database holding data is refused unless forced.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db/connect.ts';
import { BackupFileError } from '../../server/backup/backup-format.ts';
import { backupIfDue } from '../../server/backup/daily-backup.ts';
import { createLogger } from '../../server/log.ts';
import { restoreBackup, RestoreRefusedError } from '../../server/backup/restore-backup.ts';
import { dropApplicationObjects, ident, listSequences, listTables } from '../../server/backup/schema-objects.ts';
import { writeBackup } from '../../server/backup/write-backup.ts';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { signedInAdmin, login } from '../support/admin-session.ts';
import { eventBody, postEvent, submitEnquiry } from '../support/lead-desk.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let app: TestApp;
let dir: string;
/** Backups, restores and fresh databases take seconds each; a busy 2-core machine stretches them. */
const slow = 300_000;
const onDatabase = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The tables this test fills; every other table is compared too, whatever it holds. */
const filledTables = [
  'accessories', 'admins', 'catalogue_state', 'colours', 'dealers', 'enquiries', 'enquiry_daily_counts', 'enquiry_search',
  'features', 'files', 'frames', 'gallery_images', 'lead_counts', 'lead_events', 'leads', 'login_attempts', 'models',
  'offers', 'onroad_bands', 'onroad_charges', 'onroad_settings', 'onroad_subsidies', 'onroad_options', 'request_limits',
  'schema_migrations', 'sessions', 'slider_images', 'variants',
];

async function fill(target: TestApp): Promise<void> {
  const session = await signedInAdmin(target, 'owner1', 'owner password 1');
  expect((await login(target, 'owner1', 'a wrong password')).status).toBe(401);
  const jsonKinds = (Object.keys(enquiryKinds) as EnquiryKind[]).filter((k) => enquiryKinds[k].encoding !== 'multipart');
  const leads: string[] = [];
  for (const kind of jsonKinds) leads.push(await submitEnquiry(target, kind));
  const form = new FormData();
  form.append('name', 'Resume Applicant');
  form.append('phone', '9811000011');
  form.append('resume', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\nmy resume\n%%EOF\n', 'latin1'))], { type: 'application/pdf' }), 'cv.pdf');
  expect((await target.fetch('/api/post-career', { method: 'POST', body: form })).status).toBe(201);
  const note = eventBody({ type: 'note', data: { text: 'Called, will visit on Sunday ₹ 😀' } }, 0);
  expect((await postEvent(target, session, leads[0]!, note)).status).toBeLessThan(300);
  // A file holding every byte value, so the bytea text form is checked whole.
  const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  await target.db.query(
    `INSERT INTO files (id, path, content_type, bytes, size, sha256, visibility) VALUES ($1, $2, 'application/octet-stream', $3, 256, $4, 'media')`,
    [randomUUID(), `/media/every-byte-${randomUUID()}.bin`, everyByte, createHash('sha256').update(everyByte).digest('hex')],
  );
}

/** Every row of every table as text (generated columns included), sorted; sequences' states. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx: Queryable) => {
    await tx.query("SET LOCAL TimeZone = 'UTC'");
    await tx.query('SET LOCAL extra_float_digits = 1');
    const out: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const { rows } = await tx.query<{ r: string }>(`SELECT row_to_json(t)::text AS r FROM ${ident(table.name)} AS t`);
      out[table.name] = rows.map((x) => x.r).sort();
    }
    for (const name of await listSequences(tx)) {
      const { rows } = await tx.query<{ s: string }>(`SELECT last_value::text || '/' || is_called::text AS s FROM ${ident(name)}`);
      out[`sequence ${name}`] = rows.map((x) => x.s);
    }
    return out;
  });
}

async function fileDigests(db: Db): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; bytes: Uint8Array }>('SELECT id::text AS id, bytes FROM files');
  return new Map(rows.map((r) => [r.id, createHash('sha256').update(r.bytes).digest('hex')]));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'backup-'));
  app = await startTestApp();
  await fill(app);
}, 180_000);

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore on ${onDatabase}`, () => {
  it('restores every row, file and sequence into an empty database after a wipe', async () => {
    const before = await contents(app.db);
    const files = await fileDigests(app.db);
    const empty = filledTables.filter((t) => !(before[t]?.length));
    expect(empty, 'tables this test fills').toEqual([]);
    expect(files.size).toBeGreaterThanOrEqual(2);

    const file = join(dir, 'full.jsonl.gz');
    const summary = await writeBackup(app.db, file);
    expect(summary.rows).toBe(Object.entries(before).filter(([k]) => !k.startsWith('sequence ')).reduce((n, [, rows]) => n + rows.length, 0));
    expect(summary.files).toBe(files.size);

    // Wipe the same database (nothing of the application left), then restore into it.
    await app.db.transaction((tx) => dropApplicationObjects(tx));
    expect((await app.db.query("SELECT to_regclass('admins') AS t")).rows[0]).toEqual({ t: null });
    const restored = await restoreBackup(app.db, file);
    expect(restored.rows).toBe(summary.rows);
    expect(await contents(app.db)).toEqual(before);
    expect(await fileDigests(app.db)).toEqual(files);

    // And into a brand-new database that never saw a migration.
    const fresh: TestDb = await createTestDb({ migrate: false });
    try {
      await restoreBackup(fresh.db, file);
      expect(await contents(fresh.db)).toEqual(before);
      expect(await fileDigests(fresh.db)).toEqual(files);
    } finally {
      await fresh.drop();
    }
  }, slow);

  it('serves from the restored database: staff sign in, leads and new enquiries carry on', async () => {
    expect((await login(app, 'owner1', 'owner password 1')).status).toBe(200);
    const key = await submitEnquiry(app, 'contact');
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE id = $1', [key]);
    expect(rows[0]?.n).toBe(1);
  }, slow);

  it('refuses a database that holds data unless forced, changing nothing', async () => {
    const file = join(dir, 'refuse.jsonl.gz');
    await writeBackup(app.db, file);
    await submitEnquiry(app, 'contact');
    const held = await contents(app.db);
    await expect(restoreBackup(app.db, file)).rejects.toThrow(RestoreRefusedError);
    expect(await contents(app.db)).toEqual(held);
    await restoreBackup(app.db, file, { force: true });
    const after = await contents(app.db);
    expect(after.enquiries!.length).toBe(held.enquiries!.length - 1);
  }, slow);

  it('refuses a damaged, cut or foreign file and leaves the database as it was', async () => {
    const good = join(dir, 'good.jsonl.gz');
    await writeBackup(app.db, good);
    const lines = gunzipSync(readFileSync(good)).toString('utf8').split('\n');
    const rowAt = lines.findIndex((l) => l.startsWith('["'));
    const variants: Record<string, Buffer> = {
      'a changed value': gzipSync(lines.map((l, i) => (i === rowAt ? l.replace('"', '"x') : l)).join('\n')),
      'cut short': gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')),
      'cut gzip': readFileSync(good).subarray(0, 200),
      'not a backup': gzipSync('{"hello":"world"}\n'),
      'not gzip': Buffer.from('plain text'),
    };
    const held = await contents(app.db);
    for (const [name, bytes] of Object.entries(variants)) {
      const file = join(dir, `${name}.jsonl.gz`);
      writeFileSync(file, bytes);
      await expect(restoreBackup(app.db, file, { force: true }), name).rejects.toThrow(name === 'not gzip' ? Error : BackupFileError);
    }
    expect(await contents(app.db)).toEqual(held);
  }, slow);
});

describe(`automatic backups on ${onDatabase}`, () => {
  it('writes one when the newest is a day old and keeps 7 daily and 4 weekly', async () => {
    const backupDir = join(dir, 'daily');
    const log = createLogger('silent');
    // Sixty older nightly backups (names only: retention reads times from names).
    mkdirSync(backupDir);
    const last = Date.parse('2026-11-25T20:30:00.000Z');
    for (let i = 1; i <= 60; i += 1) {
      const at = new Date(last - i * 86_400_000).toISOString().slice(0, 19).replaceAll(':', '-');
      writeFileSync(join(backupDir, `backup-${at}Z.jsonl.gz`), '');
    }
    writeFileSync(join(backupDir, 'notes.txt'), 'not a backup');
    let now = new Date(last);
    const first = await backupIfDue({ db: app.db, dir: backupDir, log, now: () => now });
    expect(first.written).toBe('backup-2026-11-25T20-30-00Z.jsonl.gz');
    expect(first.deleted).toHaveLength(52);
    // 9 kept (7 nights of 20-26 Nov IST, Sundays 15 and 8 Nov for their weeks) and notes.txt.
    expect(readdirSync(backupDir)).toHaveLength(10);
    // The new backup is a real one that restores.
    const fresh = await createTestDb({ migrate: false });
    try {
      const restored = await restoreBackup(fresh.db, join(backupDir, first.written!));
      expect(restored.rows).toBeGreaterThan(0);
    } finally {
      await fresh.drop();
    }
    now = new Date(last + 3_600_000);
    expect(await backupIfDue({ db: app.db, dir: backupDir, log, now: () => now })).toEqual({ written: null, deleted: [] });
    now = new Date(last + 86_400_000);
    const next = await backupIfDue({ db: app.db, dir: backupDir, log, now: () => now });
    expect(next.written).toBe('backup-2026-11-26T20-30-00Z.jsonl.gz');
    expect(next.deleted).toEqual(['backup-2026-11-19T20-30-00Z.jsonl.gz']);
    expect(readdirSync(backupDir)).toContain('notes.txt');
  }, slow);
});
