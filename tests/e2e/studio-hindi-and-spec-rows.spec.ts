/**
 * The catalogue studio's words for visitors (docs/catalogue.md "Hindi for what visitors read",
 * "Specifications: the usual rows, pasting"): a dealer on a tablet writes Hindi for a colour,
 * a feature and a specification value, publishes, and a phone's Hindi model page shows them,
 * with the English marked lang="en" where none was written; a full specification sheet goes
 * in by pasting 35 rows from a spreadsheet (previewed, in order, blank lines left out, a
 * replace undone) and by "Add the usual rows"; an on-road option's Hindi name written in
 * Manage > On-road rates names it on the Hindi quote. axe on every screen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';

test.describe.configure({ mode: 'serial' });

const server = serverForFile();

async function openEditor(page: Page, model: string): Promise<void> {
  await page.goto(`${server.url}/admin/manage/catalogue`);
  await page.getByRole('link', { name: `Edit ${model}` }).click();
  await page.waitForURL(/\/admin\/manage\/catalogue\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: model })).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.locator('.studio-result')).toContainText('Published: visitors see it now');
}

const group = (page: Page, title: string) => page.locator('fieldset.studio-spec-group').filter({ has: page.locator('legend', { hasText: new RegExp(`^${title}$`) }) });
const labelsIn = (fieldset: Locator) => fieldset.getByLabel('Label', { exact: true }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const valuesIn = (fieldset: Locator) => fieldset.getByLabel('Value', { exact: true }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

test('768x1024: Hindi for a colour, a feature and a specification value; the Hindi model page shows them, English marked where none', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await logIn(page, server.url);
  await openEditor(page, 'Shine 100');

  const colour = (await page.getByLabel('Colour 1 name', { exact: true }).inputValue());
  const secondColour = (await page.getByLabel('Colour 2 name', { exact: true }).inputValue());
  await page.getByLabel('Colour 1 name in Hindi (optional)').fill('लाल धारियों वाला काला');
  await page.getByLabel('Feature 1 heading in Hindi (optional)').fill('ईएसपी तकनीक');
  await page.getByLabel('Text in Hindi (optional)').first().fill('इंजन के अंदर घर्षण कम, बेहतर माइलेज और शांत सवारी।');
  const secondFeature = await page.getByLabel('Feature 2 heading', { exact: true }).inputValue();

  // The Hindi fields of the specification rows show on request.
  const transmission = group(page, 'Transmission');
  await expect(transmission.getByLabel('Value in Hindi')).toHaveCount(0);
  await page.getByLabel('Show the Hindi fields').check();
  const clutchRow = (await labelsIn(transmission)).indexOf('Clutch');
  expect(clutchRow).toBeGreaterThanOrEqual(0);
  await transmission.getByLabel('Value in Hindi').nth(clutchRow).fill('मल्टी-प्लेट वेट');
  await audit(page, 'editor with Hindi fields (portrait)');
  await publish(page);
  await expect(page.locator('.studio-result')).toContainText(`Hindi name of ${colour} changed`);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const visitor = await phone.newPage();
  await visitor.goto(`${server.url}/view-details?bike=Shine100&lang=hi`);
  await visitor.getByRole('tab', { name: 'रंग' }).click();
  const hindiColour = visitor.getByRole('button', { name: 'लाल धारियों वाला काला' });
  await expect(hindiColour).toBeVisible();
  await expect(hindiColour).not.toHaveAttribute('lang', /./);
  await expect(visitor.locator('.colour-name')).toHaveText('लाल धारियों वाला काला');
  await expect(visitor.locator('.colour-name')).not.toHaveAttribute('lang', /./);
  // No Hindi written for the second colour: its English name, marked as English.
  await expect(visitor.getByRole('button', { name: secondColour })).toHaveAttribute('lang', 'en');
  await audit(visitor, 'Hindi colours tab');

  await visitor.getByRole('tab', { name: 'फ़ीचर' }).click();
  const features = visitor.getByRole('region', { name: 'Shine 100 के फ़ीचर' });
  const heading = features.getByRole('heading', { level: 2, name: 'ईएसपी तकनीक' });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveAttribute('lang', /./);
  await expect(features.getByText('इंजन के अंदर घर्षण कम, बेहतर माइलेज और शांत सवारी।')).not.toHaveAttribute('lang', /./);
  await features.getByRole('button', { name: /अगला|next/i }).click();
  await expect(features.getByRole('heading', { level: 2, name: secondFeature })).toHaveAttribute('lang', 'en');
  await audit(visitor, 'Hindi features tab');

  await visitor.getByRole('tab', { name: 'स्पेसिफ़िकेशन' }).click();
  await visitor.getByRole('button', { name: 'ट्रांसमिशन' }).click();
  const clutch = visitor.getByRole('row', { name: /मल्टी-प्लेट वेट/ });
  await expect(clutch.getByRole('cell')).not.toHaveAttribute('lang', /./);
  // A value with no Hindi shows as written, marked as English.
  await expect(visitor.getByRole('row', { name: /Constant mesh/ }).getByRole('cell')).toHaveAttribute('lang', 'en');
  await audit(visitor, 'Hindi specifications tab');

  // The test ride offers the colour by its Hindi name; the showroom gets the catalogue's name.
  await visitor.goto(`${server.url}/text-ride-booking?bike=Shine100&lang=hi`);
  const colourChoice = visitor.locator('select').filter({ has: visitor.locator('option', { hasText: 'लाल धारियों वाला काला' }) });
  await expect(colourChoice.locator('option', { hasText: 'लाल धारियों वाला काला' })).toHaveAttribute('value', colour);

  // The English page is as the dealer wrote it in English.
  await visitor.goto(`${server.url}/view-details?bike=Shine100&lang=en`);
  await visitor.getByRole('tab', { name: 'COLOURS' }).click();
  await expect(visitor.getByRole('button', { name: colour })).not.toHaveAttribute('lang', /./);
  await expect(visitor.getByText('लाल धारियों वाला काला')).toHaveCount(0);
  await phone.close();
});

/** 35 rows of an engine sheet as a spreadsheet copies them, with blank lines among them. */
const sheet = Array.from({ length: 35 }, (_, i) => `Engine row ${String(i + 1).padStart(2, '0')}\t${i + 1}.5 kW`);
const pasted = ['', ...sheet.slice(0, 12), '', '', ...sheet.slice(12, 30), '\t', ...sheet.slice(30), ''].join('\n');

test('1024x768: 35 rows pasted from a spreadsheet land in order; a replace is previewed and undone; the usual rows go in at once', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/catalogue`);
  await page.getByRole('button', { name: 'New model' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Paste Test 160');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(/\/admin\/manage\/catalogue\/\d+$/);

  const engine = group(page, 'Engine');
  await engine.getByRole('button', { name: 'Paste Engine rows' }).click();
  await page.getByLabel('Rows from a spreadsheet or a sheet').fill(pasted);
  await expect(page.locator('.studio-paste caption')).toHaveText('Preview: 35 rows');
  await audit(page, 'paste preview (landscape)');
  await page.getByRole('button', { name: 'Add 35 rows', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '35 rows pasted into Engine' })).toBeVisible();
  expect(await labelsIn(engine)).toEqual(sheet.map((l) => l.split('\t')[0]));
  expect(await valuesIn(engine)).toEqual(sheet.map((l) => l.split('\t')[1]));
  // The first pasted value has the focus, ready to check.
  await expect(engine.getByLabel('Value', { exact: true }).first()).toBeFocused();

  // Pasted straight into a label field: it asks before replacing the 35 rows, and Undo brings them back.
  const input = engine.getByLabel('Label', { exact: true }).first();
  await input.evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, 'Displacement\t109.51 cc\nMax Power\t5.77 kW');
  await expect(page.locator('.studio-paste caption')).toHaveText('Preview: 2 rows');
  expect(await labelsIn(engine)).toHaveLength(35);
  await page.getByRole('button', { name: 'Replace the 35 rows of Engine' }).click();
  expect(await labelsIn(engine)).toEqual(['Displacement', 'Max Power']);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await labelsIn(engine)).toEqual(sheet.map((l) => l.split('\t')[0]));

  // The usual rows of a motorcycle's body dimensions, labelled, values to fill in.
  const body = group(page, 'Body Dimensions');
  await body.getByRole('button', { name: 'Add the usual Body Dimensions rows (8)' }).click();
  expect(await labelsIn(body)).toEqual(['Overall Length', 'Overall Width', 'Overall Height', 'Wheelbase', 'Ground Clearance', 'Kerb Weight', 'Fuel Tank Capacity', 'Seat Height']);
  await expect(body.getByLabel('Value', { exact: true }).first()).toBeFocused();
  await expect(body.getByRole('button', { name: /Add the usual Body Dimensions rows/ })).toHaveCount(0);
  await body.getByLabel('Value', { exact: true }).nth(3).fill('1,285 mm');
  await audit(page, 'specifications with usual rows (landscape)');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.reload();
  await expect(group(page, 'Engine').getByLabel('Label', { exact: true })).toHaveCount(35);
  expect(await labelsIn(group(page, 'Engine'))).toEqual(sheet.map((l) => l.split('\t')[0]));
  expect(await valuesIn(group(page, 'Body Dimensions'))).toEqual(['', '', '', '1,285 mm', '', '', '', '']);
  // The preview shows what the site will: only the row with a value.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('table', { name: 'Body Dimensions' }).getByRole('row')).toHaveCount(1);
  await expect(preview.getByRole('row', { name: 'Wheelbase 1,285 mm' })).toBeVisible();
});

test("768x1024: an on-road option's Hindi name, written in Manage > On-road rates, names it on the Hindi quote", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/onroad-rates`);
  await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Shine 100' });
  const extras = page.getByRole('region', { name: 'Optional extras: Shine 100' });
  const kitRow = extras.getByRole('group').filter({ has: page.getByRole('combobox', { name: 'Kind' }).and(page.locator('select:has(option[value="accessoryKit"]:checked)')) }).first();
  const kitName = await kitRow.getByLabel('Name on the quote', { exact: true }).inputValue();
  await kitRow.getByLabel('Name on the quote in Hindi (optional)').fill('एक्सेसरी किट: सीट कवर, क्रैश गार्ड');
  await audit(page, 'On-road rates, an option named in Hindi');
  await extras.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Optional extras: Shine 100 saved')).toBeVisible();

  // A buyer's phone (not the staff tablet, whose worker keeps the rates it saved).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const buyer = await phone.newPage();
  await buyer.goto(`${server.url}/quote?bike=Shine100&lang=hi`);
  const options = buyer.getByRole('group', { name: 'अपने कोटेशन में जोड़ें' });
  const kit = options.locator('.quote-option-label', { hasText: 'एक्सेसरी किट: सीट कवर, क्रैश गार्ड' });
  await expect(kit).not.toHaveAttribute('lang', /./);
  // No Hindi written for the warranty plans: their English names, marked as English.
  await expect(options.locator('.quote-option-label', { hasText: /^Extended warranty \+1 year / })).toHaveAttribute('lang', 'en');
  await kit.click();
  const breakup = buyer.getByRole('table', { name: 'ऑन-रोड क़ीमत का ब्योरा' });
  await expect(breakup.getByRole('rowheader', { name: 'एक्सेसरी किट: सीट कवर, क्रैश गार्ड' }).locator('[lang]')).toHaveCount(0);
  await audit(buyer, 'Hindi quote with a Hindi option name');
  await buyer.goto(`${server.url}/quote?bike=Shine100&lang=en`);
  await expect(buyer.getByRole('group', { name: 'Add to your quote' }).locator('.quote-option-label', { hasText: kitName })).toBeVisible();
  await phone.close();
});
