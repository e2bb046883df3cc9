/**
 * Bytes into and out of embedded PGlite (server/db/pglite-bytea.ts): bound as binary and
 * read back by the native hex decoder, as node-postgres does against PostgreSQL. PGlite's
 * own handling built "\x" + hex one byte at a time in JavaScript, on the thread that answers
 * every request: storing 4.6 MB held it 1.35 s and reading them back 0.8 s (29 Nov 2026);
 * now 0.1 s and 0.07 s, nearly all of it PGlite's engine writing and reading its files.
 * Always PGlite, whatever DATABASE_URL says: this is PGlite's path.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect.ts';
import { loopThreadCpuMs } from '../support/loop-thread-cpu.ts';

let db: Db;

beforeAll(async () => {
  db = await connect({});
  await db.exec('CREATE TABLE kept (id int PRIMARY KEY, bytes bytea NOT NULL)');
}, 120_000);

afterAll(async () => {
  await db?.close();
});

it('stores and reads back every byte value as it was, as a Buffer like node-postgres gives', async () => {
  const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  await db.query('INSERT INTO kept (id, bytes) VALUES ($1, $2)', [1, every]);
  await db.query('INSERT INTO kept (id, bytes) VALUES ($1, $2)', [2, new Uint8Array(0)]);
  await db.transaction((tx) => tx.query('INSERT INTO kept (id, bytes) VALUES ($1, $2)', [3, every.subarray(250)]));
  const { rows } = await db.query<{ id: number; bytes: Buffer; size: number }>('SELECT id, bytes, length(bytes) AS size FROM kept ORDER BY id');
  expect(rows.map((r) => [r.id, r.size])).toEqual([[1, 256], [2, 0], [3, 6]]);
  for (const row of rows) expect(Buffer.isBuffer(row.bytes)).toBe(true);
  expect(rows[0]!.bytes.equals(every)).toBe(true);
  expect(rows[2]!.bytes.equals(every.subarray(250))).toBe(true);
  // Text still means PostgreSQL's bytea text form, as it does over node-postgres.
  const { rows: [text] } = await db.query<{ bytes: Buffer }>('SELECT $1::bytea AS bytes', ['\\x0aff']);
  expect([...text!.bytes]).toEqual([0x0a, 0xff]);
});

it("a 4.6 MB photo's bytes are stored and read back without holding the loop for seconds", async () => {
  const photo = randomBytes(4_600_000);
  const before = loopThreadCpuMs();
  await db.query('INSERT INTO kept (id, bytes) VALUES ($1, $2)', [10, photo]);
  const storing = loopThreadCpuMs() - before;
  const read = loopThreadCpuMs();
  const { rows: [row] } = await db.query<{ bytes: Buffer }>('SELECT bytes FROM kept WHERE id = 10');
  const reading = loopThreadCpuMs() - read;
  expect(Buffer.from(row!.bytes).equals(photo)).toBe(true);
  console.info(`4.6 MB into PGlite: ${storing.toFixed(0)} ms of the loop thread's CPU, out of it: ${reading.toFixed(0)} ms`);
  // CPU time of the loop thread, not wall time: the bound holds on a machine 2.7x slower.
  expect(storing).toBeLessThan(700);
  expect(reading).toBeLessThan(700);
});
