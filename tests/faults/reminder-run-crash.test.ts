/**
 * The daily service reminder run killed part way (docs/workshop.md "Performance"): 10,000
 * vehicles fall due on the server's clock at 10:00 IST; the process is killed (SIGKILL)
 * once 40 % of the reminders are taken and started again. Each reminder is taken once
 * and each consenting customer gets one WhatsApp message: a batch's keys and its messages
 * commit together, so the crash leaves either both or neither. The same run as the bench's
 * (bench/workshop.ts), at a tenth of its size.
 *
 * On PostgreSQL only (the process dies, its database server must not).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '#contract/service-due.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { testRequestLimits } from '../../server/config.ts';
import { generateWorkshopRows, runReminders } from '../../bench/workshop.ts';
import { adminCredentials, startServer, type RunningServer } from '../e2e/support/server.ts';
import { login } from './support/admin-session.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { REQUEST_LIMITS: testRequestLimits } });
}, 180_000);

afterAll(async () => {
  await server?.dispose();
});

it('every reminder taken once and every message queued once across a SIGKILL of the run', async () => {
  // Far enough ahead that the server's own clock finds none of these due before the run.
  const day = addDays(istDateOf(new Date()), 100);
  const db = await server.openDb();
  const made = await generateWorkshopRows(db, 10_000, 20_000, day).finally(() => db.close());
  expect(made).toMatchObject({ vehicles: 10_000, jobCards: 20_000, leads: 5_000 });
  const session = await login(server.url, adminCredentials.userId, adminCredentials.password);

  const run = await runReminders(server, () => server.openDb(), session, day, made.vehicles, 0.4);

  // The kill came in the middle of the run, not after it.
  expect(run.takenBeforeKill).toBeGreaterThanOrEqual(4_000);
  expect(run.takenBeforeKill).toBeLessThan(10_000);
  expect(run).toMatchObject({ taken: 10_000, keysOnce: true, messages: 5_000, messagesOnce: true, expectedMessages: 5_000 });
});
