/**
 * One clock for a browser test file, the server it starts and its pages (docs/operations.md
 * "Test clock"): all three read `start` at the same real moment and run forward in real time
 * from there, timers included, so "today" and "Tomorrow" are the same day in the test, on the
 * server and on the screen, whatever the hour the tests run. E2E_CLOCK_START replaces every
 * file's start for one run (to try a file at another hour of the day).
 */
import { test, type Page } from '@playwright/test';
import { istDateOf } from '#contract/ist-date.ts';
import { addDays } from '#contract/service-due.ts';
import { testClockStartVar, testClockStartedAtVar } from '../../../server/server-clock.ts';

export interface TestClock {
  /** The clock's instant now. */
  now(): Date;
  /** Its day in India, `days` ahead (negative: back), as YYYY-MM-DD. */
  istDay(days?: number): string;
  /** What the server is started with to run on this clock (server/server-clock.ts). */
  serverEnv: Record<string, string>;
  /**
   * Puts a page (and its context's other pages) on this clock, before its first navigation;
   * each test's own `page` is put on it already. Time runs on and timers fire.
   */
  install(page: Page): Promise<void>;
}

/**
 * The real day in India at `time` (HH:MM) as an instant: for a file whose data the run's seed
 * dated by the real clock (the demo stock), so that they stay as old as they are, at a fixed hour.
 */
export function todayInIndiaAt(time: string): string {
  return `${istDateOf(new Date())}T${time}:00+05:30`;
}

/** The calling spec file's clock, from `start` (an instant with its zone); called at the file's top level. */
export function testClock(start: string): TestClock {
  const chosen = process.env.E2E_CLOCK_START || start;
  const startMs = Date.parse(chosen);
  if (!Number.isFinite(startMs)) throw new Error(`not an instant: ${chosen}`);
  const startedAt = Date.now();
  const now = () => new Date(startMs + (Date.now() - startedAt));
  // install, not setFixedTime: a fixed time would stop the page's clock while its timers run.
  const install = (page: Page) => page.clock.install({ time: now() });
  test.beforeEach(({ page }) => install(page));
  return {
    now,
    istDay: (days = 0) => addDays(istDateOf(now()), days),
    serverEnv: { NODE_ENV: 'test', [testClockStartVar]: new Date(startMs).toISOString(), [testClockStartedAtVar]: String(startedAt) },
    install,
  };
}
