/**
 * The customer's side of the lead desk on a phone (390 x 844): a submitted enquiry's
 * toast gives its reference; /track with that reference and the mobile shows "Received",
 * and after staff set the lead to Contacted through the API, "We have called you". A wrong
 * pair says "No request found". The page passes axe, never scrolls sideways and its
 * controls take a fingertip.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { setLeadStatus } from './support/lead-api.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);

test.describe.configure({ mode: 'serial' });

const server = serverForFile();
const mobile = '9811040123';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Sends a finance enquiry through its form and returns the reference its toast shows. */
async function sendFinanceEnquiry(page: Page): Promise<string> {
  await page.goto(`${server.url}/finance`);
  const form = enquiryForm(page);
  await field(form, 'Name').fill('Kavya Raghunathan');
  await field(form, 'Contact number').pressSequentially(mobile);
  const model = form.getByRole('button', { name: /^Model/ });
  await model.click();
  await page.getByRole('option', { name: 'Activa 6G', exact: true }).click();
  await form.getByRole('button', { name: 'SUBMIT', exact: true }).click();
  // The spec's message stays exactly as it is; the reference is the toast's second line.
  await expect(page.getByText('Finance Enquiry Submitted Successfully!', { exact: true })).toBeVisible();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Finance Enquiry Submitted Successfully!' });
  await expect(toast).toContainText(/Reference: [2-9A-HJ-NP-Z]{8}/);
  return /Reference: ([2-9A-HJ-NP-Z]{8})/.exec((await toast.textContent()) ?? '')![1]!;
}

/** The live region the answer is read from. */
const resultRegion = (page: Page) => page.getByRole('status', { name: 'Request status' });

async function check(page: Page, reference: string, mobileNumber: string) {
  await page.goto(`${server.url}/track`);
  await expect(page.getByRole('heading', { level: 1, name: 'TRACK YOUR REQUEST' })).toBeVisible();
  await page.getByLabel('Reference').fill(reference);
  // The first form: the service history below asks for a mobile number too.
  await page.getByLabel('Mobile number').first().fill(mobileNumber);
  await page.getByRole('button', { name: 'Check status' }).click();
}

test('a sent enquiry shows its reference, and /track shows Received, then We have called you', async ({ page }) => {
  const reference = await sendFinanceEnquiry(page);

  await check(page, reference.toLowerCase(), `+91 ${mobile}`);
  const result = resultRegion(page);
  await expect(result).toContainText('Received');
  // Nothing but the status and the showroom: no name, no model.
  await expect(result).toContainText('Showroom');
  await expect(result).not.toContainText('Kavya');
  await expect(result).not.toContainText('Activa');
  await audit(page, '/track with a result', { hard: true });

  await logIn(page, server.url);
  await setLeadStatus(page, server.url, reference, 'contacted');
  await check(page, reference, mobile);
  await expect(resultRegion(page)).toContainText('We have called you');
});

test('a wrong pair says "No request found", whichever part is wrong; the form says what is missing', async ({ page }) => {
  const reference = await sendFinanceEnquiry(page);
  await check(page, reference, '9811049999');
  await expect(resultRegion(page)).toHaveText('No request found');
  await check(page, reference === 'ABCDEF12' ? 'ABCDEF13' : 'ABCDEF12', mobile);
  await expect(resultRegion(page)).toHaveText('No request found');
  await audit(page, '/track not found', { hard: true });

  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Track Your Request' })).toHaveAttribute('href', '/track');

  // Keyboard only: an empty form names both fields' problems and sends nothing.
  await page.goto(`${server.url}/track`);
  await page.getByLabel('Reference').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reference is the 8 letters and digits you were given')).toBeVisible();
  await expect(page.getByLabel('Reference')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a 10-digit mobile number')).toBeVisible();
  await audit(page, '/track with field errors', { hard: true });
});

test('too many checks from one address: a clear wait message', async ({ page }) => {
  await page.goto(`${server.url}/track`);
  await page.getByLabel('Reference').fill('ABCDEF12');
  await page.getByLabel('Mobile number').first().fill(mobile);
  const button = page.getByRole('button', { name: 'Check status' });
  // The address's budget is 10 checks at once (server/limits/budgets.ts); earlier tests used some.
  for (let i = 0; i < 12; i++) {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/track');
    await button.click();
    if ((await answered).status() === 429) break;
  }
  await expect(resultRegion(page)).toHaveText(/^Too many status checks from your network just now\. Please try again in \d+ minutes?\.$/);
});
