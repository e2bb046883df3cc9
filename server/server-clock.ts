/**
 * The server's clock. `npm start` reads the wall clock. The browser tests start their server
 * on a clock of their own, so that "today" and "tomorrow" are one day in the test, the server
 * and the page whatever the hour the tests run (docs/operations.md "Test clock"):
 * TEST_CLOCK_START names the instant the clock reads at the real moment
 * TEST_CLOCK_STARTED_AT (milliseconds since 1970; absent: when the server read it), and from
 * there it runs forward in real time, so timers, sessions and message retries keep working.
 */

export const testClockStartVar = 'TEST_CLOCK_START';
export const testClockStartedAtVar = 'TEST_CLOCK_STARTED_AT';

/** A start instant must say its zone: `2026-12-01T23:58:00+05:30` or `...Z`, never the machine's own. */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The clock the process runs on; throws a one-line reason when TEST_CLOCK_START is set
 * without NODE_ENV=test (a shop's server must never run on a made-up day: bookings, reminders
 * and payments would all be dated wrong) or does not name an instant.
 */
export function serverClock(env: NodeJS.ProcessEnv = process.env, realNow: () => number = Date.now): () => Date {
  const start = env[testClockStartVar];
  if (start === undefined || start === '') return () => new Date(realNow());
  if (env.NODE_ENV !== 'test') {
    throw new Error(`${testClockStartVar} is for tests only and is refused unless NODE_ENV=test: unset it to run on the real clock.`);
  }
  const startMs = instantPattern.test(start) ? Date.parse(start) : NaN;
  if (!Number.isFinite(startMs)) throw new Error(`${testClockStartVar} is not an instant with its zone (such as 2026-12-01T23:58:00+05:30): ${start}`);
  const startedAtText = env[testClockStartedAtVar];
  const startedAt = startedAtText ? Number(startedAtText) : realNow();
  if (!Number.isSafeInteger(startedAt) || startedAt <= 0) throw new Error(`${testClockStartedAtVar} is not a time in milliseconds since 1970: ${startedAtText}`);
  return () => new Date(startMs + (realNow() - startedAt));
}
