/**
 * The visitor's screens read in Hindi at 390 px (docs/visitor-language.md): each shows its
 * Hindi heading and none of the English words it used to show, its form reads in Hindi
 * (labels, choices, the button), and in English the spec's own texts stay exact. The axe,
 * width and 44 px checks of every route in both languages are in public-phone-audit.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { audit, standInForThirdParties } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';

const server = serverForFile({ setupTimeout: 240_000 });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Path, its Hindi heading, English words that must be gone in Hindi. */
const screens: [string, RegExp, string[]][] = [
  ['/about', /हमारे बारे में|के बारे में/, ['What we do', 'Our promise']],
  ['/amc', /सालाना मेंटेनेंस कॉन्ट्रैक्ट/, ['AMC benefits', 'Year of purchase', 'Registration number', 'SUBMIT']],
  ['/extendedWarranty', /एक्सटेंडेड वारंटी/, ['Warranty plans', 'Extended by', 'standard warranty']],
  ['/finance', /फ़ाइनेंस/, ['Required documents', 'Disclaimer', 'Loan amount']],
  ['/contact', /संपर्क करें/, ['Reach us', 'Send us a message', 'Select a reason']],
  ['/optain', /सूचनाओं की सहमति/, ['Check all', 'Send me updates by']],
  ['/offers', /ऑफ़र/, ['Enquire about this offer', 'I agree to the terms and conditions']],
  ['/joy-club', /जॉय क्लब/, ['Our customer engagement programme', 'ENQUIRE NOW']],
  ['/feedback', /आपकी राय/, ['Central CRM', 'Select department']],
  ['/career', /नौकरी के लिए आवेदन/, ['Apply now', 'Applied position']],
  ['/gallery', /फ़ोटो/, ['IMAGES', 'No images yet.']],
  ['/networks', /हमारे शोरूम/, ['View showroom']],
  ['/dealers/1', /.+/, ['Opening time', 'Open in Maps']],
  ['/view-details?bike=Shine100', /Shine 100/, ['SPECIFICATIONS', 'BOOK TEST RIDE', 'Start from']],
  ['/angle-view?bike=Shine100', /360° दृश्य/, ['Drag to rotate', '360° view of']],
];

test('each visitor screen reads in Hindi at 390 px, with no English words left', async ({ page }) => {
  test.setTimeout(300_000);
  await standInForThirdParties(page);
  for (const [path, heading, english] of screens) {
    await test.step(path, async () => {
      await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}lang=hi`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/^लोड हो रहा है/)).toHaveCount(0);
      for (const words of english) await expect(page.locator('main'), `${path}: ${words}`).not.toContainText(words);
    });
  }
});

test('a form in Hindi: labels, choices, the button and the field errors', async ({ page }) => {
  await page.goto(`${server.url}/finance?lang=hi`);
  const form = page.locator('form.enquiry-form');
  await expect(form.getByLabel('पहचान का प्रमाण (POI)')).toBeVisible();
  await expect(form.getByRole('option', { name: 'आधार कार्ड' })).toHaveCount(1);
  await form.getByRole('button', { name: 'भेजें' }).click();
  // The device's check refuses the empty form in Hindi (src/lib/i18n/field-messages.ts).
  await expect(form.locator('.enquiry-field__error').first()).toContainText(/[\u0900-\u097F]/);
  await audit(page, '/finance (hi, refused)');
});

test('in English the spec texts stay exact', async ({ page }) => {
  await page.goto(`${server.url}/finance?lang=en`);
  await expect(page.locator('form.enquiry-form').getByRole('option', { name: 'Aadhar Card' })).toHaveCount(1);
  await expect(page.locator('form.enquiry-form').getByRole('button', { name: 'SUBMIT' })).toBeVisible();
  await page.goto(`${server.url}/amc?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ANNUAL MAINTENANCE CONTRACT');
  await page.goto(`${server.url}/view-details?bike=Shine100&lang=en`);
  await expect(page.getByText(/^Start from ₹ [\d,]+\/-$/)).toBeVisible();
  await page.getByRole('tab', { name: 'COLOURS' }).click();
  await expect(page.getByRole('heading', { name: 'AVAILABLE COLORS' })).toBeVisible();
});
