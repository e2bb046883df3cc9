/**
 * The Workshop screen (docs/workshop.md), tablet first: staff open a walk-in job card (the
 * shared schema's messages beside the fields first), add a labour line, record the
 * customer's decision given at the counter, move the card on, and, when someone else moved
 * it meanwhile, read the 409 in words and reload. The board at 1024 x 768, 768 x 1024 and
 * 390 x 844: axe, nothing scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import { registrationMessage } from '#contract/delivery-checklist.ts';
import { workshopMessages, workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall, sideways } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const server = serverForFile();

const adminApi = <T>(page: Page, path: string, data?: unknown) => pageAdminCall<T>(page, server, path, data);

test('a walk-in job card: opened, a line added and decided at the counter, moved on, and a stale move said in words', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  await page.getByRole('link', { name: 'Workshop' }).first().click();
  await expect(page.getByRole('heading', { name: 'Workshop', level: 1 })).toBeVisible();
  await audit(page, 'Workshop board', { hard: true });

  await page.getByRole('button', { name: 'New job card' }).click();
  const form = page.getByRole('form', { name: 'Open a job card' });
  await form.getByRole('button', { name: 'Open job card' }).click();
  await expect(form.getByText('Please enter the customer\'s name')).toBeVisible();
  await expect(form.getByText('Please enter the odometer reading in km')).toBeVisible();
  await expect(form.getByLabel('Customer name')).toHaveAttribute('aria-invalid', 'true');
  await audit(page, 'Workshop walk-in with problems', { hard: true });

  await form.getByLabel('Customer name').fill('Rakesh Yadav');
  await form.getByLabel('Mobile number').fill('9811070601');
  await form.getByLabel('Model').fill('Shine 100');
  await form.getByLabel('Registration number').fill('HARYANA 26');
  await form.getByLabel('Odometer (km)').fill('15,400');
  await form.getByLabel('Complaints in the customer\'s words').fill('Chain noise; pickup is low');
  await form.getByRole('button', { name: 'Open job card' }).click();
  await expect(form.getByText(registrationMessage)).toBeVisible();
  await expect(form.getByLabel('Registration number')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Registration number').fill('hr26xx4321');
  await form.getByRole('button', { name: 'Open job card' }).click();
  const card = page.getByRole('dialog', { name: /^Job card JC-\d{6,}$/ });
  await expect(card).toBeVisible();
  const reference = ((await card.getByRole('heading').first().textContent()) ?? '').replace('Job card ', '');
  await expect(card).toContainText('HR 26 XX 4321');
  await expect(card).toContainText('15,400 km');
  await expect(card.locator('.workshop-facts')).toContainText('Waiting');

  await card.getByLabel('Labour operation').selectOption('GEN-SERVICE');
  await card.getByRole('button', { name: 'Add line' }).click();
  const row = card.getByRole('row', { name: /General service/ });
  await expect(row).toContainText('₹531.00');
  // A walk-in who gave no opt-in form is not messaged (docs/workshop.md "Messages to the customer"), and the card says so.
  await expect(card.getByRole('region', { name: 'Messages to the customer' })).toContainText('Nothing sent yet.');
  await audit(page, 'Workshop job card with a waiting line', { hard: true });
  await row.getByRole('button', { name: 'Approved' }).click();
  await expect(row).toContainText('Approved at the counter');
  await expect(card.locator('.workshop-totals')).toContainText('Approved (the bill)₹531.00');

  await card.getByRole('button', { name: 'Move to In bay' }).click();
  await expect(card.locator('.workshop-facts')).toContainText('In bay');
  await expect(card.getByRole('button', { name: 'Move to Final inspection' })).toBeVisible();

  // Someone else moves the card on meanwhile, from another tablet.
  const board = await adminApi<{ data: { id: number; reference: string }[] }>(page, workshopPaths.jobCards);
  const id = board.data.find((c) => c.reference === reference)!.id;
  const now = await adminApi<JobCardAnswer>(page, workshopPaths.jobCard.replace(':id', String(id)));
  await adminApi(page, workshopPaths.stage.replace(':id', String(id)), { stage: 'final_inspection', version: now.jobCard.version });
  await card.getByRole('button', { name: 'Move to Final inspection' }).click();
  await expect(card.getByRole('alert')).toContainText(workshopMessages.versionConflict);
  await expect(card.locator('.workshop-facts')).toContainText('In bay');
  await audit(page, 'Workshop stale version', { hard: true });
  await card.getByRole('button', { name: 'Reload' }).click();
  await expect(card.locator('.workshop-facts')).toContainText('Final inspection');
  await expect(card.getByRole('button', { name: 'Move to Washing' })).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await card.getByRole('button', { name: 'Close' }).click();

  const column = page.getByRole('region', { name: /^Final inspection/ });
  await expect(column.getByRole('button', { name: new RegExp(`^${reference}, HR 26 XX 4321, Shine 100, Rakesh Yadav`) })).toBeVisible();
  for (const [width, height] of [[1024, 768], [768, 1024], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await expect(column).toBeVisible();
    expect(await sideways(page), `${width}x${height}`).toBe(0);
    await audit(page, `Workshop board at ${width}x${height}`, { hard: true });
  }
});

test('the board counts the lines waiting for the customer', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  const opened = await adminApi<JobCardAnswer>(page, workshopPaths.jobCards, {
    customerName: 'Asha Rani', mobile: '9811070602', showroomId: 1, model: 'Activa 6G', registration: 'hr26xx5555', odometerKm: 800, fuel: 'Full', complaints: 'First service', serviceType: 'free',
  });
  for (const labourCode of ['GEN-SERVICE', 'GEN-SERVICE']) await adminApi(page, workshopPaths.lines.replace(':id', String(opened.jobCard.id)), { labourCode });
  await page.goto(`${server.url}/admin/workshop`);
  const waiting = page.getByRole('region', { name: /^Waiting/ }).getByRole('button', { name: new RegExp(`^${opened.jobCard.reference},`) });
  await expect(waiting).toContainText('2 waiting for approval');
  await page.setViewportSize({ width: 390, height: 844 });
  await waiting.click();
  const card = page.getByRole('dialog', { name: `Job card ${opened.jobCard.reference}` });
  await expect(card.getByRole('button', { name: 'Move to In bay' })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await audit(page, 'Workshop job card at 390', { hard: true });
});
