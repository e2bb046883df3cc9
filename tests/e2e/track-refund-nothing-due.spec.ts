/**
 * A refund never asks the buyer to pay again (docs/payments.md "What is due"): a booking
 * amount paid on /track through the stand-in `npm start` runs without keys, then ₹500 given
 * back by a Manager through the gateway with the reason, and ₹1,500 given back at the counter
 * (a negative adjustment). Looked up again, /track shows the booking still paid, the refund
 * listed with where it stands and the counter's beside it with its day, in English and in
 * Hindi, and no Pay button, no amount due, no "please pay at the showroom"; axe and no
 * sideways scroll at 390 x 844. A file of its own: its server's status-check budget per
 * address (`lookups`) is its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatIndianDate, formatIndianDateIn } from '#contract/ist-date.ts';
import { paymentPaths } from '#contract/payments.ts';
import { stockPaths, type BookingRecord, type StockKind } from '#contract/stock.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Today in India at 11:00 on the server, its stand-in and the page: the refund's day is the one expected.
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ env: clock.serverEnv });

const admin = <T>(page: Page, path: string, method: 'GET' | 'POST' | 'PUT', data?: unknown) => pageAdminCall<T>(page, server, path, data, method);

async function lookUp(page: Page, booking: BookingRecord, language: 'en' | 'hi' = 'en') {
  await page.goto(`${server.url}/track?lang=${language}`);
  const form = page.locator('form.enquiry-form');
  await form.locator('input[type="text"]').fill(booking.reference);
  await form.locator('input[type="tel"]').fill(booking.mobile);
  await form.locator('button[type="submit"]').click();
}

test('after a part refund the booking stays paid: the refund is listed and nothing is asked for again', async ({ page }) => {
  await logIn(page, server.url);
  const kind = (await admin<{ data: StockKind[] }>(page, stockPaths.kinds, 'GET')).data.find((k) => k.variants.length > 0 && k.colours.length > 0)!;
  await admin(page, paymentPaths.bookingAmount(kind.id), 'PUT', { amountPaise: 500_000 });
  const { booking } = await admin<{ booking: BookingRecord }>(page, stockPaths.bookings, 'POST', {
    modelId: kind.id, variant: kind.variants[0], colour: kind.colours[0], showroomId: 1, customerName: 'Kavya Menon', mobile: '9811040891',
  });

  await lookUp(page, booking);
  const section = page.getByRole('region', { name: 'Booking amount' });
  await section.getByRole('button', { name: 'Pay booking amount ₹5,000' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/track\\?lang=en$`));
  await expect(section).toContainText('Booking amount paid: ₹5,000');
  // A Manager gives ₹500 back through the gateway, with the reason; the stand-in processes it at once.
  await admin(page, paymentPaths.refunds(booking.id), 'POST', { amountPaise: 50_000, reason: 'Accessory not wanted' });
  // And ₹1,500 handed back in cash at the counter: a negative adjustment in the ledger.
  await admin(page, paymentPaths.ledger(booking.id), 'POST', { kind: 'adjustment', amountPaise: -150_000, note: 'Cash given back for the helmet' });

  await lookUp(page, booking);
  const today = clock.istDay();
  await expect(section.getByRole('listitem')).toHaveText([
    `Refund of ₹500: sent back to your account on ${formatIndianDate(today)}`,
    `Given back at the showroom: ₹1,500 on ${formatIndianDate(today)}`,
  ]);
  await expect(section).toContainText('Booking amount paid: ₹5,000');
  // No Pay, no amount due, no "please pay at the showroom": the receipt is the one button.
  await expect(section.getByRole('button')).toHaveText(['Download receipt']);
  await expect(section).not.toContainText('Pay booking amount');
  await expect(section).not.toContainText('Paid so far');
  await expect(section).not.toContainText('Please pay at the showroom');
  await audit(page, '/track after a part refund', { hard: true });

  // The same in Hindi: both lines in the visitor's language, figures and ₹ as printed.
  await lookUp(page, booking, 'hi');
  const hindi = page.getByRole('region', { name: 'बुकिंग राशि' });
  const hindiToday = formatIndianDateIn('hi', today);
  await expect(hindi.getByRole('listitem')).toHaveText([
    `₹500 की वापसी: ${hindiToday} को आपके खाते में भेज दी गई`,
    `शोरूम पर लौटाए गए: ${hindiToday} को ₹1,500`,
  ]);
  await expect(hindi).toContainText('बुकिंग राशि का भुगतान हो गया: ₹5,000');
  await audit(page, '/track in Hindi after a part refund and money given back at the counter', { hard: true });
});
