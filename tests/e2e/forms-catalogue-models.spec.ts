/**
 * docs/catalogue.md "One list of models": a model published in the studio is offered at
 * once by the finance and service forms, read from the catalogue as the listings read it,
 * and the finance enquiry naming it is accepted. Real server, real Chromium, a 390 px phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { csrfHeader } from '#contract/api-paths.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const server = serverForFile();
const launched = 'Monsoon Rider 125';

/** Makes and publishes a model through the studio's API, signed in as staff. */
async function publishModel(staff: Page, name: string): Promise<void> {
  await logIn(staff, server.url);
  const token = (await staff.evaluate(() => localStorage.getItem('adminToken')))!;
  const headers = { [csrfHeader]: token };
  const made = await staff.request.post(`${server.url}${adminApiPaths.adminCatalogue}`, { headers, data: { type: 'bikes', name } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const saved = await staff.request.put(`${server.url}${adminApiPaths.adminModel(id)}`, {
    headers,
    data: {
      type: 'bikes', name, brand: 'Honda', description: 'A commuter for the rains.',
      keyFigures: { engine: '123.94 cc', power: '8.04 kW', transmission: '5-speed' },
      variants: [{ name: 'Drum', price: 81_500 }],
      colours: [{ name: 'Pearl Igneous Black', swatch: '#1d1f24', photo: '/media/studio/black.webp' }],
      photos: { main: '/media/studio/main.webp', more: [] },
      specifications: { bodyDimensions: [], engineDetails: [], transmissionDetails: [], tyreDetails: [], frame: [], Electrical: [] },
      features: [], accessories: [], frames: [], brochure: '',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await staff.request.post(`${server.url}${adminApiPaths.adminModelPublish(id)}`, { headers });
  expect(published.status(), await published.text()).toBe(200);
}

test('a model published in the studio is offered by the finance and service forms at once', async ({ page, browser }) => {
  const staff = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await publishModel(staff, launched);
  await staff.close();

  await page.goto(`${server.url}/service-booking`);
  const service = enquiryForm(page);
  const model = field(service, 'Model');
  // The catalogue's models, the new one among them; none of the old fixed list's slugs.
  await expect(model.locator('option', { hasText: launched })).toHaveCount(1);
  await expect(model.locator('option', { hasText: 'Shine 100' })).toHaveCount(1);
  await expect(model.locator('option', { hasText: 'H Ness CB350 Anniversary Edition' })).toHaveCount(0);
  await model.selectOption({ label: launched });
  await expect(model).toHaveValue(launched);
  await audit(page, 'service booking: catalogue models');

  await page.goto(`${server.url}/finance`);
  const finance = enquiryForm(page);
  await expect(finance.getByRole('button', { name: /Model/ })).toBeVisible();
  await audit(page, 'finance: catalogue models');
  await finance.getByRole('button', { name: /Model/ }).click();
  const list = page.getByRole('listbox', { name: /Model/ });
  await expect(list.getByRole('option', { name: launched, exact: true })).toBeVisible();
  // The open list scrolls (more models than its height): it takes focus itself, so a
  // keyboard can scroll it (axe scrollable-region-focusable).
  await expect(list).toBeFocused();
  await audit(page, 'finance: model list open');
  await list.getByRole('option', { name: launched, exact: true }).click();
  await expect(finance.getByRole('button', { name: new RegExp(launched) })).toBeVisible();
  await field(finance, 'Name').fill('Ravi Kumar');
  await field(finance, 'Contact number').fill('9811040201');
  await finance.getByRole('button', { name: 'SUBMIT' }).click();
  const confirmation = page.getByRole('region', { name: 'We have your request' });
  await expect(confirmation).toContainText(launched);
  await expect(confirmation.locator('.confirmation__reference')).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
});
