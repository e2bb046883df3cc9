/**
 * A customer who gives only a mobile, in Hindi on a 390 px phone (docs/notifications.md
 * "Consent"): the service booking's WhatsApp and SMS tick is off until ticked and says who
 * sends what and how to stop it; the booking goes with no e-mail; the words stored are the
 * words shown; /track shows the updates as on and stops them, in Hindi. Real server, real
 * Chromium, axe, no sideways scroll and 44 px targets on each screen.
 */
import { expect, test } from '@playwright/test';
import { formatClockIn } from '#contract/ist-date.ts';
import { leadPaths } from '#contract/lead-api.ts';
import type { TrackBookingAnswer } from '#contract/appointment-track.ts';
import { audit } from './support/audit.ts';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Late morning in India: the file's days stay the same days from its first booking to its
// last check, whatever the hour the run starts (support/test-clock.ts).
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ setupTimeout: 240_000, env: clock.serverEnv });
const daysAhead = (days: number) => clock.istDay(days);

test('a Hindi service booking with only a mobile and the updates tick; the updates stopped on /track', async ({ page, request }) => {
  const mobile = '9811040177';
  await page.goto(`${server.url}/service-booking?lang=hi`);
  await expect(page.getByRole('heading', { level: 1, name: 'सर्विस बुक करें' })).toBeVisible();
  const form = enquiryForm(page);
  const tick = form.getByRole('checkbox', { name: /मुझे WhatsApp और SMS पर अपडेट भेजें/ });
  await expect(tick).not.toBeChecked();
  // The words say who sends what, and how to stop it.
  const words = form.locator('.enquiry-consent');
  await expect(words).toContainText('Gurgaon Two Wheelers इस बुकिंग की पुष्टि, रिमाइंडर और बदलाव इसी मोबाइल नंबर पर WhatsApp और SMS से भेजेगा');
  await expect(words).toContainText('"अपना अनुरोध ट्रैक करें" पेज पर');

  await field(form, 'पसंद का शोरूम').selectOption({ label: 'Sector 18' });
  await field(form, 'बुकिंग की तारीख').fill(daysAhead(2));
  // The page's language names the time ('सुबह 11:00' on a Hindi page).
  await form.getByRole('radio', { name: formatClockIn('hi', '11:00'), exact: true }).check();
  await field(form, 'नाम').fill('सुनीता देवी');
  await field(form, 'संपर्क नंबर').fill(mobile);
  await tick.check();
  await audit(page, 'Hindi service booking with the updates tick');
  const shown = [await words.locator('.enquiry-consent__label').innerText(), await words.locator('.enquiry-consent__detail').innerText()].join('\n');
  await form.getByRole('button', { name: 'भेजें' }).click();

  const confirmation = page.getByRole('region', { name: 'आपकी बुकिंग पक्की है' });
  await expect(confirmation).toBeVisible();
  const reference = ((await confirmation.locator('.confirmation__reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^[0-9A-Z]{8}$/);
  await confirmation.getByRole('link', { name: 'इस अनुरोध को ट्रैक करें' }).click();

  await page.getByRole('button', { name: 'स्थिति देखें' }).click();
  const updates = page.getByRole('region', { name: 'WhatsApp और SMS पर अपडेट' });
  await expect(updates).toContainText('से चालू');
  // The words the customer agreed to are the words the form showed.
  await updates.getByText('आपने किस बात की सहमति दी थी').click();
  await expect(updates.locator('.track-updates__wording')).toHaveText(shown);
  await audit(page, 'Hindi /track with the updates on');
  await updates.getByRole('button', { name: 'WhatsApp और SMS अपडेट बंद करें' }).click();
  await expect(updates.getByRole('status')).toHaveText('बंद हो गए। इस अनुरोध के बारे में अब आपको WhatsApp या SMS संदेश नहीं मिलेंगे।');
  await expect(updates).toContainText('से बंद');
  await expect(updates.getByRole('button')).toHaveCount(0);
  await audit(page, 'Hindi /track with the updates stopped');

  // The server keeps the words shown, in Hindi, and the withdrawal.
  const res = await request.post(`${server.url}${leadPaths.track}`, { data: { reference, mobile } });
  const answer = (await res.json()) as TrackBookingAnswer;
  expect(answer.updates?.wording).toBe(shown);
  expect(answer.updates?.withdrawnAt).not.toBeNull();
});
