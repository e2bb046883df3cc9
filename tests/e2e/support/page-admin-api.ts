/**
 * Staff API calls made from a signed-in page, with its session cookie and CSRF token: a
 * test's set-up (a job card, a booking amount) and its checks of what the server holds.
 * A call the server refuses fails the test with the server's answer.
 */
import { expect, type Page } from '@playwright/test';
import { csrfHeader } from '#contract/api-paths.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The answer of one staff call from `page` to `server`; without `method`, GET, or POST when there is a body. */
export async function pageAdminCall<T>(page: Page, server: { url: string }, path: string, data?: unknown, method?: Method): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const res = await page.request.fetch(`${server.url}${path}`, {
    method: method ?? (data === undefined ? 'GET' : 'POST'),
    headers: { [csrfHeader]: token ?? '' },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** How far the page scrolls sideways (0 when it fits). */
export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
