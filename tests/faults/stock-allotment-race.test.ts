/**
 * Fair allotment across API processes (docs/stock-and-delivery.md "Allotment"): two real
 * server processes on one PostgreSQL database. 100 customers book one kind of vehicle
 * through both at once, then the 10 vehicles of that kind on their way arrive at once,
 * received through both: exactly 10 allotments, each vehicle once, to the 10 oldest
 * bookings; then the same with the 100 bookings and the 10 arrivals sent all at once, as
 * `npm run bench` times it. With DATABASE_URL the processes share a scratch database on that server;
 * without it, the first runs the default set-up's own PostgreSQL and the second connects
 * to it, as a second process of one installation would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testRequestLimits } from '../../server/config.ts';
import { clusterDirName, runningPostmaster, socketUrl } from '../../server/db/embedded-postgres.ts';
import { stockPaths, type BookingRecord, type VehicleRecord } from '#contract/stock.ts';
import { startServerProcess, type ChildRun } from '../support/main-process.ts';
import { createScratchDatabase } from '../support/test-db.ts';
import { login, type AdminSession } from './support/admin-session.ts';
import { raceKind } from './support/race-kind.ts';

const baseUrl = process.env.DATABASE_URL;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
let dataDir: string | null = null;
let databaseUrl = '';
const servers: (ChildRun & { url: string })[] = [];
const sessions: AdminSession[] = [];
const admin = { userId: 'admin', password: 'start-up-Password-1' };

beforeAll(async () => {
  const env = { REQUEST_LIMITS: testRequestLimits, ADMIN_PASSWORD: admin.password };
  if (baseUrl) {
    scratch = await createScratchDatabase(baseUrl);
    databaseUrl = scratch.url;
    servers.push(await startServerProcess({ ...env, DATABASE_URL: databaseUrl }));
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'stock-race-'));
    servers.push(await startServerProcess({ ...env, EMBEDDED_DATABASE: 'postgres', DATA_DIR: dataDir }));
    const postmaster = runningPostmaster(join(dataDir, clusterDirName));
    if (!postmaster) throw new Error('the first server runs no PostgreSQL');
    databaseUrl = socketUrl(postmaster.socketDir);
  }
  // One after the other: the first migrates and seeds, the second finds it done.
  servers.push(await startServerProcess({ ...env, DATABASE_URL: databaseUrl }));
  for (const s of servers) sessions.push(await login(s.url, admin.userId, admin.password));
});
afterAll(async () => {
  for (const s of servers.reverse()) {
    s.kill('SIGTERM');
    await s.exit;
  }
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** The race kind with no vehicles, bookings or history left from an earlier race. */
async function emptiedRaceKind(client: pg.Client) {
  const kind = await raceKind(client);
  const params = [kind.modelId, kind.variant, kind.colour];
  const ofKind = 'model_id = $1 AND variant = $2 AND colour = $3 AND showroom_id = 4';
  await client.query(`DELETE FROM stock_history WHERE vehicle_id IN (SELECT id FROM vehicles WHERE ${ofKind}) OR booking_id IN (SELECT id FROM bookings WHERE ${ofKind})`, params);
  await client.query(`DELETE FROM bookings WHERE ${ofKind}`, params);
  await client.query(`DELETE FROM vehicles WHERE ${ofKind}`, params);
  return kind;
}

it('allots 10 arriving vehicles to exactly the 10 oldest of 100 bookings made through two processes', async () => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const kind = await emptiedRaceKind(client);

    const vins = Array.from({ length: 10 }, (_, i) => `MBLRACE${String(i).padStart(10, '0')}`);
    for (const [i, vin] of vins.entries()) {
      await json(await sessions[i % 2]!.post(stockPaths.vehicles, { ...kind, vin, engineNo: `RACE${i}`, status: 'in-transit', expectedOn: '2026-12-01' }), 201);
    }
    const booked = await Promise.all(Array.from({ length: 100 }, async (_, i) => {
      const res = await sessions[i % 2]!.post(stockPaths.bookings, { ...kind, customerName: `Racer ${i}`, mobile: `97${String(10_000_000 + i)}` });
      return (await json<{ booking: BookingRecord }>(res, 201)).booking;
    }));
    expect(booked.every((b) => b.state === 'booked')).toBe(true);
    const received = await Promise.all(vins.map(async (vin, i) => {
      const res = await sessions[i % 2]!.post(stockPaths.receive, { vin, arrivedOn: '2026-11-25' });
      return (await json<{ vehicle: VehicleRecord }>(res, 200)).vehicle;
    }));
    expect(received.every((v) => v.status === 'allotted')).toBe(true);

    const ids = booked.map((b) => b.id);
    const all = await client.query<{ id: string; vehicle_id: string | null; state: string }>(
      'SELECT id::text, vehicle_id::text, state FROM bookings WHERE id = ANY($1::bigint[]) ORDER BY created_at, id', [ids],
    );
    const allotted = all.rows.filter((r) => r.vehicle_id !== null);
    expect(allotted).toHaveLength(10);
    expect(new Set(allotted.map((r) => r.vehicle_id)).size).toBe(10);
    expect(all.rows.slice(0, 10).every((r) => r.state === 'allotted')).toBe(true);
    expect(all.rows.slice(10).every((r) => r.state === 'booked')).toBe(true);
  } finally {
    await client.end();
  }
});

it('allots 10 vehicles arriving while 100 bookings are made, all at once through two processes, to exactly the 10 oldest', async () => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const kind = await emptiedRaceKind(client);
    const vins = Array.from({ length: 10 }, (_, i) => `MBLMXD${String(i).padStart(11, '0')}`);
    for (const [i, vin] of vins.entries()) {
      await json(await sessions[i % 2]!.post(stockPaths.vehicles, { ...kind, vin, engineNo: `MIXED${i}`, status: 'in-transit', expectedOn: '2026-12-01' }), 201);
    }
    // Bookings join the queue side by side under the kind's shared lock; each arrival allots
    // under its exclusive lock, waiting for the bookings under way and holding off new ones.
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, async (_, i) => {
        const res = await sessions[i % 2]!.post(stockPaths.bookings, { ...kind, customerName: `Mixed ${i}`, mobile: `95${String(10_000_000 + i)}` });
        return (await json<{ booking: BookingRecord }>(res, 201)).booking.id;
      }),
      ...vins.map(async (vin, i) => {
        await json(await sessions[(i + 1) % 2]!.post(stockPaths.receive, { vin, arrivedOn: '2026-11-25' }), 200);
        return null;
      }),
    ]);
    const ids = answers.filter((id): id is number => id !== null);
    expect(ids).toHaveLength(100);

    const all = await client.query<{ vehicle_id: string | null; state: string }>(
      'SELECT vehicle_id::text, state FROM bookings WHERE id = ANY($1::bigint[]) ORDER BY created_at, id', [ids],
    );
    const allotted = all.rows.filter((r) => r.vehicle_id !== null);
    expect(allotted).toHaveLength(10);
    expect(new Set(allotted.map((r) => r.vehicle_id)).size).toBe(10);
    expect(all.rows.slice(0, 10).every((r) => r.state === 'allotted')).toBe(true);
    expect(all.rows.slice(10).every((r) => r.state === 'booked')).toBe(true);
    const vehicles = await client.query<{ status: string }>('SELECT status FROM vehicles WHERE vin = ANY($1::text[])', [vins]);
    expect(vehicles.rows.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 'allotted'));
  } finally {
    await client.end();
  }
});
