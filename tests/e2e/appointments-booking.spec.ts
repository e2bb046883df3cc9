/**
 * Booking a real time on a 390 px phone (docs/appointments.md): Showroom, Date, an open
 * Time; the confirmation with its reference and an .ics file; a time taken meanwhile
 * answered with the nearest open times; a booking made with no signal sent later, its time
 * taken by then and kept as a request. Real server, real Chromium, axe on each screen.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatClock } from '#contract/ist-date.ts';
import { slotInstant } from '#contract/appointment-slots.ts';
import { audit } from './support/audit.ts';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { outboxIds } from './support/outbox.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial' });

// Late morning in India: the file's days stay the same days from its first booking to its
// last check, whatever the hour the run starts (support/test-clock.ts).
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ setupTimeout: 240_000, env: clock.serverEnv });
const daysAhead = (days: number) => clock.istDay(days);

/** Takes a service place of the slot straight through the API, as another visitor would. */
async function takePlace(request: APIRequestContext, showroom: number, date: string, time: string, n: number): Promise<void> {
  const res = await request.post(`${server.url}/book-service`, {
    data: { name: `Other Visitor ${n}`, contactNumber: `98110${String(50_000 + n)}`, preferredShowroom: showroom, bookingDate: date, bookingTime: time },
  });
  expect(res.status()).toBe(201);
}

async function openServiceBooking(page: Page) {
  await page.goto(`${server.url}/service-booking`);
  await expect(page.getByRole('heading', { level: 1, name: 'BOOK FOR SERVICE' })).toBeVisible();
}

async function chooseSlot(page: Page, showroom: string, date: string, time: string) {
  const form = enquiryForm(page);
  await field(form, 'Preferred showroom').selectOption({ label: showroom });
  await field(form, 'Booking date').fill(date);
  await form.getByRole('radio', { name: formatClock(time), exact: true }).check();
}

async function fillDetails(page: Page, name: string, mobile: string) {
  const form = enquiryForm(page);
  await field(form, 'Name').fill(name);
  await field(form, 'Contact number').fill(mobile);
}

test('a phone books a time, keeps the confirmation with its reference and downloads the .ics', async ({ page }) => {
  const date = daysAhead(2);
  await openServiceBooking(page);
  await chooseSlot(page, 'Sector 18', date, '10:00');
  await audit(page, 'service booking with times');
  await fillDetails(page, 'Neha Sharma', '9811040101');
  await enquiryForm(page).getByRole('button', { name: 'SUBMIT' }).click();

  const confirmation = page.getByRole('region', { name: 'Your booking is confirmed' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.locator('.confirmation__reference')).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
  const reference = (await confirmation.locator('.confirmation__reference').textContent()) ?? '';
  await expect(confirmation).toContainText('Gurgaon Two Wheelers, Sector 18');
  await expect(confirmation).toContainText('10:00 am IST');
  await expect(confirmation).toContainText('What happens next');
  await expect(confirmation.getByRole('link', { name: 'Track this request' })).toHaveAttribute('href', `/track?reference=${reference}&mobile=9811040101`);
  await audit(page, 'booking confirmation');

  const download = page.waitForEvent('download');
  await confirmation.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${reference}.ics`);
  const ics = await readFile(await file.path(), 'utf8');
  const start = slotInstant(date, '10:00').toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART:${start}`);
  expect(ics).toContain(`UID:${reference}@${new URL(server.url).hostname}`);

  await confirmation.getByRole('link', { name: 'Track this request' }).click();
  await expect(page.getByLabel('Reference')).toHaveValue(reference);
});

test('a time taken while the visitor chose it is answered with the nearest open times', async ({ page, request }) => {
  const date = daysAhead(3);
  await openServiceBooking(page);
  await chooseSlot(page, 'Pataudi', date, '11:00');
  await fillDetails(page, 'Arjun Mehta', '9811040102');
  // Three others take the slot's three bays before this visitor sends.
  for (let n = 1; n <= 3; n++) await takePlace(request, 4, date, '11:00', n);
  await enquiryForm(page).getByRole('button', { name: 'SUBMIT' }).click();

  const refusal = page.getByRole('alert').filter({ hasText: 'That time was just taken. Please choose another.' });
  await expect(refusal).toBeVisible();
  const choices = refusal.getByRole('button');
  await expect(choices).toHaveCount(4);
  // The nearest open times around 11:00 on that day, in time order.
  await expect(choices).toContainText([', 10:00 am', ', 10:30 am', ', 11:30 am', ', 12:00 pm']);
  await audit(page, 'taken time with alternatives');
  await choices.filter({ hasText: ', 10:30 am' }).click();
  await expect(enquiryForm(page).getByRole('radio', { name: '10:30 am', exact: true })).toBeChecked();
  await enquiryForm(page).getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('region', { name: 'Your booking is confirmed' })).toContainText('10:30 am IST');
});

test('a booking made with no signal waits on the phone; its time taken by then, it is kept as a request', async ({ page, context, request }) => {
  const date = daysAhead(4);
  await openServiceBooking(page);
  await chooseSlot(page, 'Railway Road', date, '12:00');
  await fillDetails(page, 'Kavya Rao', '9811040103');
  await context.setOffline(true);
  await enquiryForm(page).getByRole('button', { name: 'SUBMIT' }).click();
  const saved = page.getByRole('region', { name: 'Saved on this phone' });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('12:00 pm IST');
  // The server gives the reference when the booking arrives (docs/security.md).
  await expect(saved.locator('.confirmation__reference')).toHaveText('Given when sent');
  expect(await outboxIds(page)).toHaveLength(1);

  for (let n = 4; n <= 6; n++) await takePlace(request, 1, date, '12:00', n);
  await context.setOffline(false);
  await expect(page.getByText(/Your time was taken; the showroom will call you to fix one/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => outboxIds(page), { timeout: 30_000 }).toEqual([]);
  const sent = page.locator('[data-sonner-toast]').filter({ hasText: /Reference: / });
  await expect(sent).toContainText(/Reference: [2-9A-HJ-NP-Z]{8}/);
  const reference = /Reference: ([2-9A-HJ-NP-Z]{8})/.exec((await sent.textContent()) ?? '')![1]!;
  // Never lost: the request is there, under the customer's reference.
  const track = await request.post(`${server.url}/api/track`, { data: { reference, mobile: '9811040103' } });
  expect(track.status()).toBe(200);
});
