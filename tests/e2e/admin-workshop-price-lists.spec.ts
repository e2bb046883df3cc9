/**
 * Workshop > Parts and labour (docs/workshop.md "Parts price list", "Labour list") on a
 * portrait tablet (768 x 1024): a price list file is chosen, previewed ("This will add 2
 * parts and change 1 price") and imported; a file with a bad row names its line and column
 * and offers no import; the list is found by name; a labour operation is added (a bad SAC
 * named under its field), its rate changed and retired, and the Workshop's add-line form
 * stops offering it. An edit or a retiring made from a rate someone else has changed since is
 * refused with words naming the rate it holds now, and the form and list show the fresh row.
 * axe and 44 px targets on each step, nothing scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { labourOperationPath, labourPaths, type LabourOperation } from '#contract/workshop-labour.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall, sideways } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
const server = serverForFile();

const header = 'Part Number,Name,HSN,Price,GST Rate';
const chooseFile = (page: Page, name: string, text: string) =>
  page.getByLabel('Price list file (CSV)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a price list file is previewed, then imported; a bad row names its line and column', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  await pageAdminCall(page, server, workshopPaths.partsImport, { csv: `${header}\nPL-OIL-1,Engine oil 0.9 L,27101980,389.99,18`, apply: true });
  await page.goto(`${server.url}/admin/workshop/price-lists`);
  await expect(page.getByRole('heading', { name: 'Parts and labour', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /PL-OIL-1/ })).toContainText('₹389.99');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('parts-price-list-template.csv');

  await chooseFile(page, 'bad.csv', `${header}\nPL-OIL-1,Engine oil 0.9 L,27101980,399,18\nPL-SHOE-1,Brake shoe set,8714A,450,28\nPL-CAP-1,Oil cap,87141090,-5,`);
  await expect(page.getByRole('alert').filter({ hasText: '2 rows have problems' })).toBeVisible();
  const bad = page.getByRole('list', { name: 'Rows of bad.csv with problems' });
  await expect(bad.getByRole('listitem').nth(0)).toContainText('Line 3: PL-SHOE-1');
  await expect(bad.getByRole('listitem').nth(0)).toContainText('HSN: 4, 6 or 8 digits');
  await expect(bad.getByRole('listitem').nth(1)).toContainText('Price: cannot be below 0');
  await expect(bad.getByRole('listitem').nth(1)).toContainText('GST rate: missing');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await audit(page, 'price list file with bad rows at 768', { hard: true });

  await chooseFile(page, 'prices.csv', `${header}\nPL-OIL-1,Engine oil 0.9 L,27101980,399,18\nPL-SHOE-1,Brake shoe set,87141090,"1,250.50",28\nPL-PLUG-1,Spark plug,85111000,180,28`);
  await expect(page.getByText('This will add 2 parts and change 1 price.')).toBeVisible();
  const changes = page.getByRole('list', { name: 'Changes in prices.csv' });
  await expect(changes).toContainText('price ₹389.99 → ₹399.00');
  await expect(changes).toContainText('new, ₹1,250.50');
  await audit(page, 'price list preview at 768', { hard: true });
  // The preview changed nothing.
  await expect(page.getByRole('row', { name: /PL-OIL-1/ })).toContainText('₹389.99');

  await page.getByRole('button', { name: 'Import: add 2, change 1' }).click();
  await expect(page.getByText('Price list imported: 2 parts added, 1 price changed')).toBeVisible();
  await expect(page.getByRole('row', { name: /PL-OIL-1/ })).toContainText('₹399.00');
  await page.getByLabel('Find a part').fill('brake');
  await expect(page.getByRole('row', { name: /PL-SHOE-1/ })).toContainText('₹1,250.50');
  await expect(page.getByRole('row', { name: /PL-PLUG-1/ })).toHaveCount(0);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('a labour operation is added, changed and retired, and is no longer offered for a new line', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  const card = await pageAdminCall<JobCardAnswer>(page, server, workshopPaths.jobCards, {
    customerName: 'Sunita Devi', mobile: '9811090501', showroomId: 1, model: 'Shine 100', registration: 'hr26pl5001', odometerKm: 640, fuel: 'Half', complaints: 'Clutch slips', serviceType: 'paid',
  });
  await page.goto(`${server.url}/admin/workshop/price-lists`);
  await page.getByRole('button', { name: 'Add an operation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New labour operation' });
  await dialog.getByLabel('Code').fill('pl-clutch');
  await dialog.getByLabel('Name').fill('Clutch plate change');
  await dialog.getByLabel('SAC').fill('9987');
  await dialog.getByLabel('Rate before GST (₹)').fill('1,450');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByLabel('SAC')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please enter the 6-digit SAC')).toBeVisible();
  await audit(page, 'labour form with a bad SAC at 768', { hard: true });
  await dialog.getByLabel('SAC').fill('998714');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /PL-CLUTCH/ });
  await expect(row).toContainText('₹1,450.00');

  await row.getByRole('button', { name: 'Edit Clutch plate change' }).click();
  const edit = page.getByRole('dialog', { name: 'Labour operation PL-CLUTCH' });
  await edit.getByLabel('Rate before GST (₹)').fill('1500');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('₹1,500.00');

  await row.getByRole('button', { name: 'Retire Clutch plate change' }).click();
  await expect(row).toContainText('Retired');
  await expect(row.getByRole('button', { name: 'Bring back Clutch plate change' })).toBeVisible();
  await audit(page, 'labour list with a retired operation at 768', { hard: true });
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // The Workshop's add-line form offers the list without it.
  await page.goto(`${server.url}/admin/workshop`);
  await page.getByRole('button', { name: new RegExp(`^${card.jobCard.reference},`) }).click();
  const select = page.getByRole('dialog').getByLabel('Labour operation');
  await expect(select.locator('option', { hasText: 'General service' })).toHaveCount(1);
  await expect(select.locator('option', { hasText: 'Clutch plate change' })).toHaveCount(0);
});

test('an edit or retiring from a rate someone else has changed shows their rate and the words, and saves nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  const chain = { name: 'Chain sprocket change', sac: '998714', ratePaise: 40_000, gstRate: 18 };
  await pageAdminCall<LabourOperation>(page, server, labourPaths.labour, { code: 'PL-CHAIN', ...chain });
  await page.goto(`${server.url}/admin/workshop/price-lists`);
  const row = page.getByRole('row', { name: /PL-CHAIN/ });
  await expect(row).toContainText('₹400.00');

  await row.getByRole('button', { name: 'Edit Chain sprocket change' }).click();
  const edit = page.getByRole('dialog', { name: 'Labour operation PL-CHAIN' });
  await expect(edit.getByLabel('Rate before GST (₹)')).toHaveValue('400');
  // Another Manager, on another tablet, changes the rate while this form is open.
  await pageAdminCall(page, server, labourOperationPath('PL-CHAIN'), { ...chain, ratePaise: 45_000, retired: false, version: 1 }, 'PUT');
  await edit.getByLabel('Rate before GST (₹)').fill('500');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toHaveText('This operation was changed by someone else: it is now ₹450 + 18% GST. Please look again.');
  await expect(edit.getByLabel('Rate before GST (₹)')).toHaveValue('450');
  await expect(row).toContainText('₹450.00');
  await audit(page, 'labour form refused for a stale version at 768', { hard: true });
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  const held = await pageAdminCall<{ data: LabourOperation[] }>(page, server, `${labourPaths.labour}?retired=include`);
  expect(held.data.find((op) => op.code === 'PL-CHAIN')).toMatchObject({ ratePaise: 45_000, version: 2 });

  // Looked again: the change now goes from the fresh version.
  await edit.getByLabel('Rate before GST (₹)').fill('500');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('₹500.00');

  // Retiring from the row as shown, after someone else changed it again, is refused too.
  await pageAdminCall(page, server, labourOperationPath('PL-CHAIN'), { ...chain, ratePaise: 52_500, retired: false, version: 3 }, 'PUT');
  await row.getByRole('button', { name: 'Retire Chain sprocket change' }).click();
  await expect(page.getByText('This operation was changed by someone else: it is now ₹525 + 18% GST. Please look again.')).toBeVisible();
  await expect(row).toContainText('₹525.00');
  await expect(row).not.toContainText('Retired');
  await audit(page, 'labour list after a stale retiring at 768', { hard: true });
});
