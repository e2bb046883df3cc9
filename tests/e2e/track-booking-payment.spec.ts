/**
 * Paying a vehicle booking's booking amount from /track (docs/payments.md "The buyer's
 * side"), against the server `npm start` runs without keys: the local Razorpay stand-in.
 * Staff set the model's booking amount and book a vehicle through the admin API; the
 * customer finds the booking, taps Pay, pays on the stand-in's checkout page and comes
 * back to the site: the confirmation with the booking's reference, then the booking paid, and its
 * receipt PDF downloaded, its button in view where the buyer lands. A failed or cancelled payment
 * says so and offers Pay again; a retry after no answer keeps the attempt's key. In Hindi, a
 * refund is listed with where it stands, the booking still paid with no Pay button, and the
 * receipt is a Hindi one (the same in English: track-refund-nothing-due.spec.ts). axe and no
 * sideways scroll on each screen, at 390 x 844.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatIndianDate, formatIndianDateIn, istDateOf } from '#contract/ist-date.ts';
import { paymentPaths } from '#contract/payments.ts';
import { stockPaths, type BookingRecord, type StockKind } from '#contract/stock.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { fileBytes, pdfText } from '../support/pdf-files.ts';
import { pageAdminCall } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Today in India at 11:00 on the server, its payment stand-in and the page: the day a payment
// is received on is the day this file expects, whatever the hour.
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ env: clock.serverEnv });

const admin = <T>(page: Page, path: string, method: 'GET' | 'POST' | 'PUT', data?: unknown) => pageAdminCall<T>(page, server, path, data, method);

/** A booking of a model whose booking amount is ₹5,000, nothing paid yet. */
async function bookingWithAmountDue(page: Page, mobile: string): Promise<BookingRecord> {
  await logIn(page, server.url);
  const kinds = (await admin<{ data: StockKind[] }>(page, stockPaths.kinds, 'GET')).data;
  const kind = kinds.find((k) => k.variants.length > 0 && k.colours.length > 0)!;
  await admin(page, paymentPaths.bookingAmount(kind.id), 'PUT', { amountPaise: 500_000 });
  const { booking } = await admin<{ booking: BookingRecord }>(page, stockPaths.bookings, 'POST', {
    modelId: kind.id, variant: kind.variants[0], colour: kind.colours[0], showroomId: 1, customerName: 'Meera Iyer', mobile,
  });
  return booking;
}

async function lookUp(page: Page, language: 'en' | 'hi', booking: BookingRecord) {
  await page.goto(`${server.url}/track?lang=${language}`);
  const form = page.locator('form.enquiry-form');
  await form.locator('input[type="text"]').fill(booking.reference);
  await form.locator('input[type="tel"]').fill(booking.mobile);
  await form.locator('button[type="submit"]').click();
}

test('pay the booking amount on the stand-in\'s checkout and come back to the booking paid', async ({ page }) => {
  const booking = await bookingWithAmountDue(page, '9811040881');
  await lookUp(page, 'en', booking);
  const section = page.getByRole('region', { name: 'Booking amount' });
  const pay = section.getByRole('button', { name: 'Pay booking amount ₹5,000' });
  await expect(pay).toBeVisible();
  await expect(section).toContainText('Test payments: no money is taken');
  await audit(page, '/track with a booking amount due', { hard: true });

  await pay.click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('Test payments: no money is taken')).toBeVisible();
  await audit(page, 'the stand-in\'s checkout page', { hard: true });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the site: the payment verified, the booking read again.
  await expect(page).toHaveURL(new RegExp(`^${server.url}/track\\?lang=en$`));
  const today = formatIndianDate(clock.istDay());
  await expect(section.getByRole('status')).toContainText(`Booking amount received: ₹5,000 on ${today}`);
  await expect(section.getByRole('status')).toContainText(/Payment reference: pay_[0-9a-f]{14}/);
  await expect(section).toContainText('Booking amount paid: ₹5,000');
  await expect(section).toContainText('Test payments: no money is taken');
  // Nothing to pay: the receipt is the one button left.
  await expect(section.getByRole('button')).toHaveText(['Download receipt']);
  await expect(page.locator('.track-vehicle__reference')).toHaveText(booking.reference);
  // Where the buyer lands, unscrolled: the outcome first, with the booking's reference, and the receipt one tap away.
  await expect(section.getByRole('status')).toContainText(`Booking reference: ${booking.reference}`);
  await expect(section.getByRole('button', { name: 'Download receipt' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await audit(page, '/track after paying', { hard: true });

  // The receipt, made in the browser: the booking, the customer, the amount in figures and words.
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download receipt' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-RC-\d{6}\.pdf$/);
  const receipt = pdfText(fileBytes(await download.path())).replace(/\s+/g, ' ');
  for (const expected of ['Payment receipt', booking.reference, 'Meera Iyer', 'Paid online', '₹5,000', 'Rupees Five Thousand Only', today]) expect(receipt).toContain(expected);
  expect(receipt).toMatch(/GSTIN \w{15}/);
  expect(receipt).toMatch(/Payment ID pay_[0-9a-f]{14}/);

  // Looked up again later: paid, no Pay button.
  await lookUp(page, 'en', booking);
  await expect(section).toContainText('Booking amount paid: ₹5,000');
  await expect(section.getByRole('button')).toHaveText(['Download receipt']);
});

test('a failed payment says so, in Hindi, and Pay is there again', async ({ page }) => {
  const booking = await bookingWithAmountDue(page, '9811040882');
  await lookUp(page, 'hi', booking);
  const section = page.getByRole('region', { name: 'बुकिंग राशि' });
  await expect(section).toContainText('टेस्ट भुगतान: कोई पैसा नहीं कटता');
  await section.getByRole('button', { name: 'बुकिंग राशि ₹5,000 चुकाएँ' }).click();
  await page.getByRole('button', { name: 'Fail', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${server.url}/track\\?lang=hi$`));
  await expect(section.getByRole('alert')).toHaveText('भुगतान नहीं हो सका। कोई पैसा नहीं कटा। आप फिर से कोशिश कर सकते हैं।');
  await expect(section.getByRole('button', { name: 'बुकिंग राशि ₹5,000 चुकाएँ' })).toBeVisible();
  await expect(page.locator('.track-vehicle__steps li').first()).toContainText(formatIndianDateIn('hi', istDateOf(booking.createdAt)));
  await audit(page, '/track after a failed payment, Hindi', { hard: true });
});

test('a retry after a network error asks for the same order with the same Idempotency-Key; a cancelled payment says so', async ({ page }) => {
  const booking = await bookingWithAmountDue(page, '9811040883');
  await lookUp(page, 'en', booking);
  const keys: string[] = [];
  let first = true;
  await page.route(`${server.url}${paymentPaths.orders}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (first) {
      first = false;
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  const section = page.getByRole('region', { name: 'Booking amount' });
  const pay = section.getByRole('button', { name: 'Pay booking amount ₹5,000' });
  await pay.click();
  await expect(section.getByRole('alert')).toHaveText('No signal: nothing was paid. Please try again when you are online.');
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);

  // Cancelled at the checkout: back with nothing paid, and the next attempt is a new key.
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(section.getByRole('alert')).toHaveText('The payment was cancelled. No money was taken.');
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test('in Hindi, a refund shows where it stands and the receipt is a Hindi one', async ({ page }) => {
  const booking = await bookingWithAmountDue(page, '9811040884');
  await lookUp(page, 'hi', booking);
  const section = page.getByRole('region', { name: 'बुकिंग राशि' });
  await section.getByRole('button', { name: 'बुकिंग राशि ₹5,000 चुकाएँ' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/track\\?lang=hi$`));
  await expect(section.getByRole('status')).toBeVisible();
  // A Manager refunds ₹1,000 through the gateway; the stand-in processes it at once.
  await admin(page, paymentPaths.refunds(booking.id), 'POST', { amountPaise: 100_000, reason: 'Accessory not wanted' });

  await lookUp(page, 'hi', booking);
  const today = formatIndianDateIn('hi', clock.istDay());
  await expect(section.getByRole('listitem')).toHaveText([`₹1,000 की वापसी: ${today} को आपके खाते में भेज दी गई`]);
  // Still paid in full: the refund is not asked for again (docs/payments.md "What is due").
  await expect(section).toContainText('बुकिंग राशि का भुगतान हो गया: ₹5,000');
  await expect(section.getByRole('button')).toHaveText(['रसीद डाउनलोड करें']);
  await audit(page, '/track in Hindi with a refund', { hard: true });

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'रसीद डाउनलोड करें' }).click()]);
  const receipt = pdfText(fileBytes(await download.path())).replace(/\s+/g, ' ');
  for (const expected of ['भुगतान रसीद', 'रसीद संख्या', booking.reference, 'Meera Iyer', 'ऑनलाइन भुगतान', '₹5,000', 'Rupees Five Thousand Only', today]) expect(receipt).toContain(expected);
  expect(receipt).not.toContain('Payment receipt');
});
