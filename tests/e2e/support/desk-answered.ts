import type { Page } from '@playwright/test';
import { deskAlertPaths } from '#contract/desk-alerts.ts';

/**
 * Resolves once `page` has had a whole answer from the desks' alerts (docs/notifications.md):
 * from then on, a lead or a customer's change is news to it. Start waiting after the page
 * has loaded, or an earlier page's ask may finish first and stand in for this page's own.
 *
 * It waits for the request to finish rather than for a response's finished(): Playwright
 * settles that only on "requestfinished", and an ask that a navigation aborted after its
 * headers came never finishes, so the test would wait until its own timeout.
 */
export function deskAnswered(page: Page): Promise<unknown> {
  return page.waitForEvent('requestfinished', {
    predicate: async (request) => new URL(request.url()).pathname === deskAlertPaths.alerts && (await request.response())?.ok() === true,
    // A hang, not a slow machine: a desk asks every 3 s.
    timeout: 60_000,
  });
}
