/**
 * A test ride's colour is one of the model's own (src/lib/use-model-colours.ts): while the
 * model's colours are still on their way, the form offers none, never the spec's five
 * stand-ins. Before, a visitor quick to choose picked "Blue", the model's colours then
 * replaced the list, and the choice was silently gone ("Please choose one of the listed
 * options" at SUBMIT). The colours' answer is held here until the form has been looked at.
 */
import { expect, test } from '@playwright/test';
import { productColours } from '#contract/options.ts';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const server = serverForFile();

test("while the model's colours load, the test ride offers no colour to pick; then only the model's own", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let asked = false;
  await page.route('**/api/bikeColours/**', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/text-ride-booking?bike=Shine100`);
  await expect(page.getByRole('heading', { name: 'Shine 100' })).toBeVisible();
  const colour = field(enquiryForm(page), 'Colour');
  await expect.poll(() => asked).toBe(true);
  await expect(colour.locator('option')).toHaveText(['Select colour']);

  release();
  await expect(colour.locator('option')).not.toHaveText(['Select colour']);
  const offered = await colour.locator('option').allTextContents();
  expect(offered[0]).toBe('Select colour');
  expect(offered.length).toBeGreaterThan(1);
  for (const standIn of productColours) expect(offered).not.toContain(standIn);
});
