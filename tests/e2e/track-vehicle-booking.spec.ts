/**
 * A vehicle booking on /track at 390 x 844 (docs/stock-and-delivery.md "What the customer
 * sees"): staff book a vehicle, it is allotted, insurance and the registration number are
 * filled in and it is marked Ready through the admin API; the customer's reference and
 * mobile show the steps with their dates, the chassis by its last four characters only, in
 * English and in Hindi. axe, no sideways scroll.
 */
import { expect, test, type Page } from '@playwright/test';
import type { BookingChecklist } from '#contract/delivery-checklist.ts';
import { formatIndianDate, formatIndianDateIn, istDateOf } from '#contract/ist-date.ts';
import { stockPaths, type BookingRecord, type StockKind } from '#contract/stock.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const server = serverForFile();
const mobile = '9811040777';

/** The admin API from the signed-in page, as the panel calls it. */
const admin = <T>(page: Page, path: string, method: 'GET' | 'POST' | 'PUT', data?: unknown) => pageAdminCall<T>(page, server, path, data, method);

/** A booking of a demo-stock kind: allotted at once, insured, registered, Ready. */
async function readyBooking(page: Page): Promise<BookingRecord> {
  await logIn(page, server.url);
  const kinds = (await admin<{ data: StockKind[] }>(page, stockPaths.kinds, 'GET')).data;
  const kind = kinds.find((k) => k.variants.length > 0 && k.colours.length > 0)!;
  const vin = `MBLTRACK${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
  await admin(page, stockPaths.vehicles, 'POST', {
    vin, engineNo: 'JF50E1234567', modelId: kind.id, variant: kind.variants[0], colour: kind.colours[0], showroomId: 1, status: 'in-stock', arrivedOn: '2026-01-05',
  });
  const { booking } = await admin<{ booking: BookingRecord }>(page, stockPaths.bookings, 'POST', {
    modelId: kind.id, variant: kind.variants[0], colour: kind.colours[0], showroomId: 1, customerName: 'Kavya Raghunathan', mobile,
  });
  expect(booking.state).toBe('allotted');
  await admin<BookingChecklist>(page, stockPaths.bookingChecklistItem(booking.id, 'insurance'), 'PUT', { value: 'OG-26-1101-1800-00004821', was: null });
  await admin<BookingChecklist>(page, stockPaths.bookingChecklistItem(booking.id, 'registration'), 'PUT', { value: 'hr26xx1234', was: null });
  await admin(page, stockPaths.bookingState(booking.id), 'POST', { state: 'ready', version: booking.version });
  return booking;
}

async function check(page: Page, language: 'en' | 'hi', reference: string, mobileNumber = mobile) {
  await page.goto(`${server.url}/track?lang=${language}`);
  const form = page.locator('form.enquiry-form');
  await form.locator('input[type="text"]').fill(reference);
  await form.locator('input[type="tel"]').fill(mobileNumber);
  await form.locator('button[type="submit"]').click();
}

test('a booking\'s steps with their dates, in English and in Hindi', async ({ page }) => {
  const booking = await readyBooking(page);
  expect(booking.vin).toMatch(/^[A-Z0-9]{17}$/);
  const chassisEnd = booking.vin!.slice(-4);
  const today = istDateOf(booking.createdAt);

  await check(page, 'en', booking.reference);
  const steps = page.locator('.track-vehicle__step');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(0)).toHaveText(`Booked${formatIndianDate(today)}`);
  await expect(steps.nth(1)).toHaveText(`Allotted (chassis ending ${chassisEnd})${formatIndianDate(today)}`);
  await expect(steps.nth(2)).toHaveText(`Insurance${formatIndianDate(today)}`);
  await expect(steps.nth(3)).toHaveText(`Registration: HR 26 XX 1234${formatIndianDate(today)}`);
  await expect(steps.nth(4)).toHaveText(`Ready for delivery${formatIndianDate(today)}`);
  await expect(steps.nth(5)).toHaveText('DeliveredWaiting');
  await expect(page.locator('.track-vehicle')).not.toContainText(booking.vin!);
  await expect(page.locator('.track-vehicle')).not.toContainText('OG-26');
  await audit(page, '/track with a vehicle booking', { hard: true });

  await check(page, 'hi', booking.reference.toLowerCase());
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(1)).toHaveText(`गाड़ी तय हुई (चेसिस नंबर के आख़िरी अंक ${chassisEnd})${formatIndianDateIn('hi', today)}`);
  await expect(steps.nth(3)).toHaveText(`रजिस्ट्रेशन: HR 26 XX 1234${formatIndianDateIn('hi', today)}`);
  await expect(steps.nth(5)).toHaveText('डिलीवर हुईइंतज़ार है');
  await audit(page, '/track with a vehicle booking, Hindi', { hard: true });

  // A wrong mobile: the lead lookup's answer, nothing about the booking.
  await check(page, 'en', booking.reference, '9811049999');
  await expect(page.getByRole('status', { name: 'Request status' })).toHaveText('No request found');
});
