/**
 * A customer's own booking on /track at 390 px (docs/appointments.md "The customer's
 * changes"): the lookup shows the time and state; Change time offers the open times, a
 * time taken meanwhile is answered with the nearest open ones, one tap books one; Cancel
 * asks first and then says it is done. Real server, real Chromium, axe on each step.
 */
import { expect, test } from '@playwright/test';
import { formatIndianDate } from '#contract/ist-date.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { submitLeadForReference } from './support/lead-desk-api.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Late morning in India: the file's days stay the same days from its first booking to its
// last check, whatever the hour the run starts (support/test-clock.ts).
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ setupTimeout: 240_000, env: clock.serverEnv });
const dayAfter = clock.istDay(2);

function bookService(name: string, mobile: string, time: string): Promise<{ id: string; reference: string }> {
  return submitLeadForReference(server.url, 'service', { name, contactNumber: mobile, preferredShowroom: 2, bookingDate: dayAfter, bookingTime: time });
}

test('a customer sees the booked time, changes it past a time taken meanwhile, and cancels', async ({ page }) => {
  test.setTimeout(180_000);
  const { reference } = await bookService('Meena Iyer', '9811040301', '10:00');
  await page.goto(`${server.url}/track?reference=${reference}&mobile=9811040301`);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByText('Service at')).toBeVisible();
  await expect(page.locator('.track-booking__time')).toHaveText(`${formatIndianDate(dayAfter)}, 10:00 am`);
  await audit(page, '/track with a booking', { hard: true });

  await page.getByRole('button', { name: 'Change time' }).click();
  const form = page.getByRole('form', { name: 'Change time' });
  await form.getByLabel('New date').selectOption(dayAfter);
  await form.getByLabel('New time').selectOption('11:00');
  await audit(page, '/track change time', { hard: true });
  // Meanwhile the three bays of 11:00 are taken.
  for (const [n, name] of ['Ravi', 'Sunil', 'Tara'].entries()) await bookService(`${name} Other`, `981104031${n}`, '11:00');
  await form.getByRole('button', { name: 'Save new time' }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('That time was just taken. Please choose another.');
  await audit(page, '/track time taken', { hard: true });
  const choice = refusal.getByRole('button').first();
  const chosen = (await choice.textContent()) ?? '';
  await choice.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your new time is' })).toBeVisible();
  // 'Tue 1 Dec 2026, 10:00 am': the time as the choice said it.
  const time = /(\d{1,2}:\d{2} [ap]m)$/.exec(chosen)?.[1];
  expect(time, chosen).toBeDefined();
  await expect(page.locator('.track-booking__time')).toHaveText(new RegExp(`, ${time}$`));

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('group', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your booking is cancelled. The showroom has been told.')).toBeVisible();
  await expect(page.locator('.track-booking')).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Change time' })).toHaveCount(0);
  await audit(page, '/track cancelled', { hard: true });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBe(0);
});
