/**
 * The staff day view on a portrait tablet (docs/appointments.md "Staff day view"), real
 * Chromium against the real server: a showroom's day in time rows, tomorrow's bookings
 * offering no Arrived, No-show or Done before their day, Reschedule to an open time, a
 * walk-in marked Done; offline, the day opens from the device after a reload and a
 * Cancel waits in the outbox, then reaches the server; a new time that was
 * taken by the time it was sent is shown on the row, never dropped; Manage > Appointments
 * lowers the places below the bookings of a slot, which are kept and flagged; axe finds
 * nothing. The lead, one tap away, shows what the customer wrote and the booking's changes.
 */
import { expect, test, type Page } from '@playwright/test';
import { appointmentPaths, type AppointmentRecord } from '#contract/appointment-api.ts';
import { formatIndianDate } from '#contract/ist-date.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { apiSession, submitLead } from './support/lead-desk-api.ts';
import { adminCredentials } from './support/server.ts';
import { controllingWorker } from './support/service-worker-control.ts';
import { testClock } from './support/test-clock.ts';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
test.describe.configure({ mode: 'serial' });

// Late morning in India, hours from midnight on either side: the file takes minutes, so its
// "today" and "tomorrow" stay the same days from its first booking to its last check, and
// tomorrow's bookings stay in the future. Any hour gives the same run (E2E_CLOCK_START).
const clock = testClock('2026-12-01T11:00:00+05:30');
const server = serverForFile({ setupTimeout: 240_000, env: clock.serverEnv });
const tomorrow = clock.istDay(1);

function bookTestRide(name: string, mobile: string, time: string): Promise<string> {
  return submitLead(server.url, 'product', { name, mobileNo: mobile, model: 'Shine 100', preferredShowroom: 1, preferredDate: tomorrow, preferredTime: time });
}

async function serverDay(date: string): Promise<AppointmentRecord[]> {
  const session = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  const res = await session.send(`${appointmentPaths.day}?showroom=1&date=${date}`);
  return ((await res.json()) as { appointments: AppointmentRecord[] }).appointments;
}

const row = (page: Page, name: string) => page.locator('li.appt-row').filter({ has: page.getByRole('link', { name: `Open the lead of ${name}` }) });

async function openTomorrow(page: Page) {
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Appointments' }).first().click();
  await page.waitForURL('**/admin/appointments**');
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(formatIndianDate(tomorrow)) })).toBeVisible();
  await expect(page.getByText('Up to date')).toBeVisible();
}

test("a tablet offers Arrived only on a booking's day, reschedules to an open time, records a walk-in and marks it Done, and works offline", async ({ page, context }) => {
  test.setTimeout(240_000);
  const asha = await bookTestRide('Asha Verma', '9811040201', '10:00');
  await bookTestRide('Bharat Singh', '9811040202', '10:30');
  await logIn(page, server.url);
  await openTomorrow(page);

  // Time rows: who, model, mobile and state.
  const ashaRow = row(page, 'Asha Verma');
  await expect(page.getByRole('heading', { level: 3, name: '10:00 am' })).toBeVisible();
  await expect(ashaRow).toContainText('Test ride · Shine 100');
  await expect(ashaRow).toContainText('9811040201');
  await expect(ashaRow).toContainText('Booked');
  await audit(page, 'appointments day at 768', { hard: true });

  // Tomorrow's booking: nobody has arrived yet, so only Cancel and Reschedule are offered.
  await expect(ashaRow.getByRole('button', { name: 'Cancel: Asha Verma' })).toBeVisible();
  await expect(ashaRow.getByRole('button', { name: 'Reschedule Asha Verma' })).toBeVisible();
  for (const state of ['Arrived', 'No-show', 'Done']) await expect(ashaRow.getByRole('button', { name: `${state}: Asha Verma` })).toHaveCount(0);

  // Reschedule: the open times of the showroom, the places checked by the server.
  const bharatRow = row(page, 'Bharat Singh');
  await bharatRow.getByRole('button', { name: 'Reschedule Bharat Singh' }).click();
  const form = bharatRow.getByRole('form', { name: 'New time for Bharat Singh' });
  await form.getByLabel('Date').selectOption(tomorrow);
  await form.getByLabel('Time').selectOption('15:00');
  await audit(page, 'reschedule form at 768', { hard: true });
  await form.getByRole('button', { name: 'Save new time' }).click();
  await expect(page.getByRole('heading', { level: 3, name: '3:00 pm' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await serverDay(tomorrow)).find((a) => a.time === '15:00')?.name, { timeout: 20_000 }).toBe('Bharat Singh');

  // Offline: the day opens from the device after a reload; a change waits, then is sent.
  await controllingWorker(page, { reloadIfMissed: true });
  await page.reload();
  await expect(row(page, 'Asha Verma')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline: showing the day kept on this device/)).toBeVisible();
  await row(page, 'Asha Verma').getByRole('button', { name: 'Cancel: Asha Verma' }).click();
  await expect(row(page, 'Asha Verma').locator('.appt-badge')).toHaveText('Cancelled');
  await expect(row(page, 'Asha Verma')).toContainText('Waiting to be sent');
  await expect(page.getByText('1 change waiting')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting/)).toHaveCount(0, { timeout: 30_000 });
  await expect(row(page, 'Asha Verma')).not.toContainText('Waiting to be sent');
  expect((await serverDay(tomorrow)).find((a) => a.id === asha)?.status).toBe('cancelled');

  // One tap to the lead: what the customer wrote, and the booking's changes on its timeline.
  await row(page, 'Asha Verma').getByRole('link', { name: 'Open the lead of Asha Verma' }).click();
  await page.waitForURL(`**/admin/leads/${asha}`);
  const wrote = page.getByRole('region', { name: 'What the customer wrote' });
  await expect(wrote).toContainText('Test ride please');
  await expect(wrote).toContainText(`${formatIndianDate(tomorrow)}, 10:00 am`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(`Booked: Test ride at`)).toContainText(`${formatIndianDate(tomorrow)}, 10:00 am`);
  await expect(timeline.getByText('Booking: Cancelled')).toBeVisible();
  await audit(page, 'lead with its booking at 768', { hard: true });
  await page.goBack();

  // A walk-in today: recorded as Arrived now.
  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'Walk-in' }).click();
  const walkIn = page.getByRole('form', { name: 'Walk-in' });
  await walkIn.getByRole('button', { name: 'Record walk-in' }).click();
  await expect(walkIn.getByText('Please enter the name')).toBeVisible();
  await walkIn.getByLabel('Name').fill('Chetan Das');
  await walkIn.getByLabel('Mobile').fill('98110 40203');
  await walkIn.getByRole('button', { name: 'Record walk-in' }).click();
  await expect(row(page, 'Chetan Das').locator('.appt-badge')).toHaveText('Arrived', { timeout: 20_000 });
  await expect(row(page, 'Chetan Das')).toContainText('Walk-in');
  await audit(page, 'today with a walk-in at 768', { hard: true });
  // Today is the walk-in's day: Done is offered and taken.
  await row(page, 'Chetan Das').getByRole('button', { name: 'Done: Chetan Das' }).click();
  await expect(row(page, 'Chetan Das').locator('.appt-badge')).toHaveText('Done');
  await expect.poll(async () => (await serverDay(clock.istDay())).find((a) => a.name === 'Chetan Das')?.status, { timeout: 20_000 }).toBe('done');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBe(0);
});

// These stay on the open page (offline without a reload): no service worker saving the
// catalogue meanwhile.
test.describe('on the open page', () => {
  test.use(withoutServiceWorker);

  test('a new time made offline and taken by the time it is sent is shown on the row, not dropped', async ({ page, context }) => {
    test.setTimeout(180_000);
    const dina = await bookTestRide('Dina Kapoor', '9811040204', '12:00');
      await logIn(page, server.url);
    await openTomorrow(page);
    await context.setOffline(true);
    const dinaRow = row(page, 'Dina Kapoor');
    await dinaRow.getByRole('button', { name: 'Reschedule Dina Kapoor' }).click();
    const form = dinaRow.getByRole('form', { name: 'New time for Dina Kapoor' });
    await expect(form.getByText('No signal: the places are checked when this is sent.')).toBeVisible();
    await form.getByLabel('Time').fill('16:00');
    await form.getByRole('button', { name: 'Save new time' }).click();
    await expect(dinaRow).toContainText('Waiting to be sent');
    // Meanwhile two visitors take both places at 16:00.
    await bookTestRide('Esha Rao', '9811040205', '16:00');
    await bookTestRide('Farhan Ali', '9811040206', '16:00');
    await context.setOffline(false);

    const refused = dinaRow.getByRole('alert');
    await expect(refused).toContainText(`Not moved to ${formatIndianDate(tomorrow)}, 4:00 pm`, { timeout: 30_000 });
    await expect(refused).toContainText('That time was just taken');
    // The two new bookings were announced as toasts; the one stacked behind is drawn scaled down, so axe waits for them to go.
    const openToast = page.getByRole('button', { name: 'Open', exact: true });
    await expect(openToast.first()).toBeVisible({ timeout: 30_000 });
    await expect(openToast).toHaveCount(0, { timeout: 45_000 });
    await audit(page, 'refused new time at 768', { hard: true });
    expect((await serverDay(tomorrow)).find((a) => a.id === dina)?.time).toBe('12:00');
    await refused.getByRole('button', { name: 'Keep the old time' }).click();
    await expect(dinaRow.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: '12:00 pm' })).toBeVisible();
  });

  test('Manage > Appointments lowers the places below a slot\'s bookings: kept and flagged on the day view', async ({ page }) => {
    test.setTimeout(180_000);
    await bookTestRide('Gita Menon', '9811040207', '17:00');
    await bookTestRide('Hari Prasad', '9811040208', '17:00');
      await logIn(page, server.url);
    await page.goto(`${server.url}/admin/manage/appointments`);
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    const form = page.getByRole('form', { name: /^Schedule of / });
    await expect(form.getByLabel('Monday opens')).toHaveValue('09:30');
    await expect(form.getByLabel('Test-ride places per slot (demo bikes)')).toHaveValue('2');
    await audit(page, 'schedule at 768', { hard: true });

    await form.getByLabel('Slot length (minutes)').fill('5');
    await form.getByRole('button', { name: 'Save schedule' }).click();
    await expect(form.getByRole('status')).toHaveText('Not saved: A slot is at least 10 minutes');
    await form.getByLabel('Slot length (minutes)').fill('30');
    await form.getByLabel('Test-ride places per slot (demo bikes)').fill('1');
    await form.getByLabel('Holiday date').fill(clock.istDay(10));
    await form.getByRole('button', { name: 'Add holiday' }).click();
    await form.getByRole('button', { name: 'Save schedule' }).click();
    // 17:00 here and 16:00 of the test before hold two bookings each: one of each is over.
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(/^Saved\. 2 bookings are now over the places/);

    await page.goto(`${server.url}/admin/appointments?showroom=1&day=${tomorrow}`);
    await expect(row(page, 'Hari Prasad')).toContainText('Over the places: call to move');
    await expect(row(page, 'Gita Menon')).not.toContainText('Over the places');
    expect((await serverDay(tomorrow)).filter((a) => a.time === '17:00' && a.status === 'booked')).toHaveLength(2);
  });
});
