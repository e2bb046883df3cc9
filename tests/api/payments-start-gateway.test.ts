/**
 * Which gateway `npm start` (server/main.ts) pays through without keys (docs/payments.md
 * "Stand-in"): the local stand-in by default, so an order is made and its answer says test
 * payments on the stand-in's checkout page; with NODE_ENV=production no stand-in, and an
 * order is 503 with the counter's words.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { paymentMessages, paymentPaths } from '#contract/payments.ts';
import { testRequestLimits } from '../../server/config.ts';
import { startServerProcess, type ChildRun } from '../support/main-process.ts';
import { createScratchDatabase } from '../support/test-db.ts';

/** A start (and the first one's seed) takes what the machine gives it: this bound only catches a hang. */
const hangMs = 600_000;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function store(): Promise<Record<string, string>> {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    cleanups.push(() => scratch.drop());
    return { DATABASE_URL: scratch.url };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pay-start-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir, EMBEDDED_DATABASE: 'pglite' };
}

async function stop(server: ChildRun): Promise<void> {
  server.kill('SIGTERM');
  expect((await server.exit).code).toBe(0);
}

/** An order for no booking: 503 before anything is read when payments are off, else the booking is looked for (404). */
function orderOfNobody(url: string): Promise<Response> {
  return fetch(`${url}${paymentPaths.orders}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() }, body: JSON.stringify({ reference: 'BK-999999', mobile: '9811040999' }),
  });
}

it('pays through the stand-in without keys, and not at all in production without keys', async () => {
  const env = { ...(await store()), REQUEST_LIMITS: testRequestLimits, RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', RAZORPAY_STAND_IN: '' };
  const production = await startServerProcess({ ...env, NODE_ENV: 'production' });
  try {
    const res = await orderOfNobody(production.url);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe(paymentMessages.notSetUp);
    expect(production.output()).not.toContain('stand-in');
  } finally {
    await stop(production);
  }

  const development = await startServerProcess({ ...env, NODE_ENV: 'development' });
  try {
    expect(development.output()).toMatch(/Test payments \(no money is taken\) go to the local Razorpay stand-in at http:\/\/127\.0\.0\.1:\d+/);
    const res = await orderOfNobody(development.url);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(paymentMessages.noBooking);
  } finally {
    await stop(development);
  }
}, hangMs);
