import { expect, test, type Page } from '@playwright/test';

/** How long a worker may take to control the page before it counts as a hang. */
const installBound = 150_000;

/**
 * The worker's activation claims the pages open at that moment (sw/sw.ts, `clientsClaim`). A
 * page whose navigation was under way while the worker activated is in none of them: it
 * stays uncontrolled, beside an activated worker, until it is loaded again (a busy CI run,
 * 3 Dec 2026: a report opened right after sign-in, 150 s without a controller). Tests that
 * reload the page next anyway pass `reloadIfMissed`, so the reload comes first; the others
 * keep the page as it is and see a claim that never came as the failure it may be.
 */
const missedByClaim = 'not controlled (installing: none, waiting: none, active: activated)';

/**
 * Waits until a service worker controls the page and returns its script URL. A worker's
 * first install fetches the whole precache before it takes control: with three browsers
 * on the two cores that once took over 30 s, and over 60 s on a day the machine ran at
 * half its usual speed (CI, 1 Dec 2026). It is a precondition of the tests that wait for it,
 * not what they measure, so the bound only catches a worker that never takes control; a
 * test that passes spends none of it. A full browser run on a slow day (2 Dec 2026) once
 * saw no controller within 150 s while the same test alone took 33 s; what is polled is the
 * registration's state, so a failure says whether the worker was still installing, waiting,
 * or thrown away (an install whose precache fetch failed), not only that it was missing.
 *
 * The test's own time limit never cuts this wait short (CI failed once on a test of 90 s
 * whose two installs each had 150 s): the wait's bound is added to the test's time, and
 * what the wait left unused is taken back, so the test keeps for its own steps what it had.
 */
export async function controllingWorker(page: Page, options: { reloadIfMissed?: boolean } = {}): Promise<string> {
  const controlled = async () => {
    const state = await serviceWorkerState(page);
    if (options.reloadIfMissed && state === missedByClaim) await page.reload();
    return state.startsWith('controlled') ? 'controlled' : state;
  };
  const info = test.info();
  const limited = info.timeout > 0;
  if (limited) info.setTimeout(info.timeout + installBound);
  const started = Date.now();
  await expect.poll(controlled, { message: 'a service worker controls the page', timeout: installBound }).toBe('controlled');
  if (limited) info.setTimeout(info.timeout - installBound + (Date.now() - started));
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Whether a worker controls the page, and the state of each of its registration's workers. */
export function serviceWorkerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return navigator.serviceWorker?.controller ? 'controlled (no registration)' : 'no registration';
    const states = (['installing', 'waiting', 'active'] as const).map((slot) => `${slot}: ${registration[slot]?.state ?? 'none'}`);
    return `${navigator.serviceWorker.controller ? 'controlled' : 'not controlled'} (${states.join(', ')})`;
  });
}
