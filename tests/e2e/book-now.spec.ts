/**
 * "Book now" on a model's page (docs/payments.md "Book now"), against the server `npm start`
 * runs without keys (the local Razorpay stand-in), at 390 x 844 with axe: the buyer books,
 * pays ₹5,000 on the stand-in's checkout and comes back to /track, which shows the booking
 * paid; "Pay at the showroom" in Hindi ends on a confirmation with the reference and a link
 * to /track, where the booking waits for its amount; without a signal the form says so,
 * keeps what was typed and sends the same booking when tried again.
 */
import { expect, test, type Page } from '@playwright/test';
import { bookNowPaths } from '#contract/book-now.ts';
import { paymentPaths } from '#contract/payments.ts';
import { stockPaths, type BookingRecord, type StockKind } from '#contract/stock.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const server = serverForFile();

const admin = <T>(page: Page, path: string, method: 'GET' | 'POST' | 'PUT', data?: unknown) => pageAdminCall<T>(page, server, path, data, method);

/** A model of the catalogue with a booking amount of ₹5,000 and refund rules, set as staff set them. */
async function bookableModel(page: Page): Promise<StockKind> {
  await logIn(page, server.url);
  const kinds = (await admin<{ data: StockKind[] }>(page, stockPaths.kinds, 'GET')).data;
  const kind = kinds.find((k) => k.variants.length > 0 && k.colours.length > 1)!;
  await admin(page, paymentPaths.bookingAmount(kind.id), 'PUT', {
    amountPaise: 500_000, refundRules: 'Full refund until a vehicle is allotted; after that ₹500 is kept.', refundRulesHi: 'गाड़ी मिलने तक पूरी राशि वापस; उसके बाद ₹500 कटेंगे।',
  });
  return kind;
}

async function bookingsOf(page: Page, mobile: string): Promise<BookingRecord[]> {
  return (await admin<{ data: BookingRecord[] }>(page, stockPaths.bookings, 'GET')).data.filter((b) => b.mobile === mobile);
}

async function fillForm(page: Page, kind: StockKind, mobile: string) {
  const form = page.getByRole('dialog');
  await form.locator('select').nth(1).selectOption({ label: kind.colours[1]! });
  await form.locator('select').nth(2).selectOption({ index: 1 });
  await form.locator('input[autocomplete="name"]').fill('Kavya Rao');
  await form.locator('input[type="tel"]').fill(mobile);
}

const modelPage = (kind: StockKind, language: 'en' | 'hi') => `${server.url}/view-details?bike=${encodeURIComponent(kind.name.replace(/\s+/g, ''))}&lang=${language}`;

test('book now, pay ₹5,000 through the stand-in, and /track shows the booking paid', async ({ page }) => {
  const kind = await bookableModel(page);
  await page.goto(modelPage(kind, 'en'));
  await page.getByRole('button', { name: 'Book now for ₹5,000' }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${kind.name}` });
  await expect(dialog).toContainText('Test payments: no money is taken');
  await expect(dialog.getByRole('region', { name: 'Refund rules' })).toHaveText(/Full refund until a vehicle is allotted; after that ₹500 is kept\./);
  // Nothing chosen: the fields say what is missing, and nothing is sent.
  await dialog.getByRole('button', { name: 'Pay ₹5,000 now' }).click();
  await expect(dialog.getByText('Please choose the colour')).toBeVisible();
  await expect(dialog.getByText('Please enter your mobile number')).toBeVisible();
  await audit(page, 'the booking form with its problems', { hard: true });

  await fillForm(page, kind, '98110 40991');
  await audit(page, 'the booking form filled in', { hard: true });
  await dialog.getByRole('button', { name: 'Pay ₹5,000 now' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('₹5,000')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${server.url}/track\\?lang=en$`));
  const section = page.getByRole('region', { name: 'Booking amount' });
  await expect(section.getByRole('status')).toContainText('Booking amount received: ₹5,000');
  await expect(section).toContainText('Booking amount paid: ₹5,000');
  await expect(section).toContainText('Test payments: no money is taken');
  const [booking] = await bookingsOf(page, '9811040991');
  expect(booking).toMatchObject({ state: 'booked', modelId: kind.id, colour: kind.colours[1], customerName: 'Kavya Rao', leadId: expect.any(String) });
  await expect(page.locator('.track-vehicle__reference')).toHaveText(booking!.reference);
  await audit(page, '/track after booking and paying', { hard: true });
});

test('"Pay at the showroom" in Hindi: the confirmation with the reference, and /track with the amount still due', async ({ page }) => {
  const kind = await bookableModel(page);
  await page.goto(modelPage(kind, 'hi'));
  await page.getByRole('button', { name: '₹5,000 में अभी बुक करें' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('टेस्ट भुगतान: कोई पैसा नहीं कटता');
  await expect(dialog.getByRole('region', { name: 'पैसा वापसी के नियम' })).toHaveText(/गाड़ी मिलने तक पूरी राशि वापस/);
  await fillForm(page, kind, '9811040992');
  await audit(page, 'the booking form in Hindi', { hard: true });
  await dialog.getByRole('button', { name: 'शोरूम पर चुकाएँ' }).click();

  await expect(dialog.getByRole('heading', { name: `आपकी ${kind.name} बुक हो गई है` })).toBeFocused();
  const [booking] = await bookingsOf(page, '9811040992');
  expect(booking?.state).toBe('booked');
  await expect(dialog.locator('.book-now-done__reference')).toHaveText(booking!.reference);
  await expect(dialog).toContainText('आपकी बुकिंग ₹5,000 की बुकिंग राशि की प्रतीक्षा में है।');
  await expect(dialog).toContainText('टेस्ट भुगतान: कोई पैसा नहीं कटता');
  await audit(page, 'the booking confirmation in Hindi', { hard: true });

  await dialog.getByRole('link', { name: 'ट्रैक पर अपनी बुकिंग देखें' }).click();
  await expect(page).toHaveURL(/\/track\?reference=BK-\d{6}&mobile=9811040992&lang=hi$/);
  await page.locator('form.enquiry-form button[type="submit"]').click();
  await expect(page.locator('.track-vehicle__reference')).toHaveText(booking!.reference);
  await expect(page.getByRole('region', { name: 'बुकिंग राशि' }).getByRole('button', { name: 'बुकिंग राशि ₹5,000 चुकाएँ' })).toBeVisible();
  await audit(page, '/track of a booking waiting for its amount, Hindi', { hard: true });
});

test('without a signal the form says so and keeps what was typed; tried again, it makes one booking', async ({ page }) => {
  const kind = await bookableModel(page);
  await page.goto(modelPage(kind, 'en'));
  await page.getByRole('button', { name: 'Book now for ₹5,000' }).click();
  await fillForm(page, kind, '9811040993');
  const keys: string[] = [];
  let first = true;
  await page.route(`${server.url}${bookNowPaths.bookings}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (first) {
      first = false;
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Pay at the showroom' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No signal: your booking was not sent. What you typed is kept here; please try again when you are online.');
  await expect(dialog.locator('input[autocomplete="name"]')).toHaveValue('Kavya Rao');
  await expect(dialog.locator('input[type="tel"]')).toHaveValue('9811040993');
  // Closed and opened again: still there.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Book now for ₹5,000' }).click();
  await expect(dialog.locator('input[autocomplete="name"]')).toHaveValue('Kavya Rao');
  await dialog.getByRole('button', { name: 'Pay at the showroom' }).click();
  await expect(dialog.getByRole('heading', { name: `Your ${kind.name} is booked` })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await bookingsOf(page, '9811040993')).toHaveLength(1);
});
