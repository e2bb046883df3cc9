/**
 * A service customer approves the estimate from the phone (docs/workshop.md "What the
 * customer sees"), at 390 x 844: staff open a walk-in job card with three lines through the
 * admin API; on /track the job card's reference and mobile show the vehicle, the stage as
 * steps and the lines; the customer approves one and declines another, each after a
 * confirmation, and the approved totals change with them; a line decided meanwhile at the
 * counter is refused in plain words; no signal is said so. In Hindi too. axe on each step,
 * nothing scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall, sideways } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const server = serverForFile();
const priceList = 'Part Number,Name,HSN,Price,GST Rate\n94109-06000,Engine oil 0.9 L,27101980,389.99,18\n06455-K44-V01,Brake shoe set,87141090,450,28';

/** The admin API from the signed-in page, as the panel calls it. */
const admin = <T>(page: Page, path: string, data: unknown) => pageAdminCall<T>(page, server, path, data);
const onCard = (path: string, card: JobCardAnswer, lineId = 0) => path.replace(':id', String(card.jobCard.id)).replace(':lineId', String(lineId));

/** A walk-in job card with oil (₹414.17 with GST), a general service (₹531) and brake shoes (₹576). */
async function cardWithLines(page: Page, mobile: string): Promise<JobCardAnswer> {
  await logIn(page, server.url);
  await admin(page, workshopPaths.partsImport, { csv: priceList, apply: true });
  const card = await admin<JobCardAnswer>(page, workshopPaths.jobCards, {
    customerName: 'Sunita Devi', mobile, showroomId: 1, model: 'Activa 6G', registration: 'hr26xx1234', odometerKm: 12_480, fuel: 'Half', complaints: 'Brakes squeak', serviceType: 'paid',
  });
  await admin(page, onCard(workshopPaths.lines, card), { partNumber: '94109-06000', qty: 0.9 });
  await admin(page, onCard(workshopPaths.lines, card), { labourCode: 'GEN-SERVICE' });
  return admin<JobCardAnswer>(page, onCard(workshopPaths.lines, card), { partNumber: '06455-K44-V01', qty: 1 });
}

async function check(page: Page, language: 'en' | 'hi', reference: string, mobile: string) {
  await page.goto(`${server.url}/track?lang=${language}`);
  const form = page.locator('form.enquiry-form');
  await form.locator('input[type="text"]').fill(reference);
  await form.locator('input[type="tel"]').fill(mobile);
  await form.locator('button[type="submit"]').click();
}

const line = (page: Page, name: string) => page.locator('.track-line').filter({ hasText: name });
const total = (page: Page) => page.locator('.track-job__total dd');

test('the customer approves one line and declines another, and the approved totals follow', async ({ page }) => {
  test.setTimeout(120_000);
  const mobile = '9811070501';
  const card = await cardWithLines(page, mobile);
  await check(page, 'en', card.jobCard.reference, mobile);

  await expect(page.getByText(`Service job: ${card.jobCard.reference}`)).toBeVisible();
  await expect(page.getByText('Activa 6G · HR 26 XX 1234')).toBeVisible();
  await expect(page.getByText('Now: Waiting')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Workshop stages' }).getByRole('listitem')).toHaveText(['✓Waiting', 'In bay', 'Final inspection', 'Washing', 'Ready', 'Delivered']);
  await expect(page.getByText('3 of 3 lines wait for your decision.')).toBeVisible();
  await expect(line(page, 'Engine oil 0.9 L')).toContainText('Quantity 0.9');
  await expect(line(page, 'Engine oil 0.9 L')).toContainText('₹414.17 with GST');
  await expect(total(page)).toHaveText('₹0.00');
  await audit(page, '/track job card', { hard: true });
  expect(await sideways(page)).toBe(0);

  // Approve asks once more, naming the line and its price, before anything is sent.
  await line(page, 'Engine oil 0.9 L').getByRole('button', { name: 'Approve' }).click();
  const ask = page.getByRole('group', { name: 'Approve Engine oil 0.9 L?' });
  await expect(ask).toContainText('Approve Engine oil 0.9 L for ₹414.17? The workshop will do this work and bill it.');
  await audit(page, '/track approve confirmation', { hard: true });
  await ask.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You approved Engine oil 0.9 L.' })).toBeVisible();
  await expect(line(page, 'Engine oil 0.9 L')).toContainText('Approved');
  await expect(line(page, 'Engine oil 0.9 L').getByRole('button')).toHaveCount(0);
  // 0.9 × ₹389.99 = ₹350.99; CGST and SGST 9 % each, ₹31.59.
  await expect(page.locator('.track-job__totals')).toContainText('Before GST₹350.99');
  await expect(page.locator('.track-job__totals')).toContainText('CGST₹31.59');
  await expect(page.locator('.track-job__totals')).toContainText('SGST₹31.59');
  await expect(total(page)).toHaveText('₹414.17');

  await line(page, 'Brake shoe set').getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('group', { name: 'Decline Brake shoe set?' }).getByRole('button', { name: 'Yes, decline' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You declined Brake shoe set.' })).toBeVisible();
  await expect(line(page, 'Brake shoe set')).toContainText('Declined');
  await expect(total(page)).toHaveText('₹414.17');
  await expect(page.getByText('1 of 3 lines wait for your decision.')).toBeVisible();
  await audit(page, '/track decided lines', { hard: true });

  // Decided at the counter meanwhile: the customer's Approve is refused in plain words and the line shows the counter's decision.
  const service = card.lines.find((l) => l.code === 'GEN-SERVICE')!;
  await line(page, 'General service').getByRole('button', { name: 'Approve' }).click();
  await admin(page, onCard(workshopPaths.lineDecision, card, service.id), { decision: 'approved' });
  await page.getByRole('group', { name: 'Approve General service?' }).getByRole('button', { name: 'Yes, approve' }).click();
  await expect(line(page, 'General service').getByRole('alert')).toHaveText('This line was already decided');
  await expect(line(page, 'General service')).toContainText('Approved');
  await expect(total(page)).toHaveText('₹945.17');
  await expect(page.getByText('You have decided every line.')).toBeVisible();
  expect(await sideways(page)).toBe(0);
});

test('no signal is said in plain words and nothing changes; the page reads in Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  const mobile = '9811070502';
  const card = await cardWithLines(page, mobile);
  await check(page, 'hi', card.jobCard.reference, mobile);
  await expect(page.getByText('अभी: इंतज़ार में')).toBeVisible();
  await expect(line(page, 'Engine oil 0.9 L')).toContainText('GST सहित ₹414.17');
  await audit(page, '/track job card in Hindi', { hard: true });

  await page.route('**/api/workshop/decision', (route) => route.abort('internetdisconnected'));
  await line(page, 'Engine oil 0.9 L').getByRole('button', { name: 'मंज़ूर करें' }).click();
  await page.getByRole('button', { name: 'हाँ, मंज़ूर करें' }).click();
  await expect(line(page, 'Engine oil 0.9 L').getByRole('alert')).toHaveText('नेटवर्क नहीं है: कुछ नहीं बदला गया। इंटरनेट आने पर फिर कोशिश करें।');
  await expect(line(page, 'Engine oil 0.9 L')).not.toContainText('मंज़ूर किया');
  await expect(total(page)).toHaveText('₹0.00');
  expect(await sideways(page)).toBe(0);
});
