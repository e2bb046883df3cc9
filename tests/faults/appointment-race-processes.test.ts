/**
 * No double booking across API processes (docs/appointments.md, PostgreSQL only): two real
 * server processes on one PostgreSQL database, visitors booking the last places of one slot
 * through both at once. Exactly the slot's places are confirmed; everyone else is refused
 * with the nearest open times; nothing errors.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testRequestLimits } from '../../server/config.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { bookingDays } from '#contract/appointment-slots.ts';
import { startServerProcess, type ChildRun } from '../support/main-process.ts';
import { createScratchDatabase } from '../support/test-db.ts';

const baseUrl = process.env.DATABASE_URL as string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const servers: (ChildRun & { url: string })[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase(baseUrl);
  const env = { DATABASE_URL: scratch.url, REQUEST_LIMITS: testRequestLimits };
  // One after the other: the first migrates and seeds, the second finds it done.
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess(env));
});
afterAll(async () => {
  for (const s of servers) {
    s.kill('SIGTERM');
    await s.exit;
  }
  await scratch?.drop();
});

it('confirms exactly the two test-ride places of a slot when 40 visitors book it through two processes at once', async () => {
  const date = bookingDays(new Date())[2] ?? '';
  const replies = await Promise.all(Array.from({ length: 40 }, async (_, i) => {
    const res = await fetch(`${servers[i % 2]?.url ?? ''}/api/postBooking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() },
      body: JSON.stringify({
        name: `Racer ${i}`, mobileNo: `97${String(10_000_000 + i)}`, emailId: `racer${i}@example.in`, model: 'Shine 100', color: 'Red',
        preferredShowroom: 3, preferredDate: date, preferredTime: '15:30',
      }),
    });
    return { status: res.status, body: (await res.json()) as { booking?: { state: string }; alternatives?: unknown[] } };
  }));
  const confirmed = replies.filter((r) => r.status === 201 && r.body.booking?.state === 'confirmed');
  const refused = replies.filter((r) => r.status === 409 && (r.body.alternatives?.length ?? 0) > 0);
  expect(confirmed).toHaveLength(2);
  expect(refused).toHaveLength(38);
});
