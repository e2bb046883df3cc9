/**
 * Manage > Payments (docs/payments.md "Gateway keys") on a portrait tablet and a phone: the
 * Owner starts on the stand-in's test payments, tests the connection, is refused a key id
 * of the wrong form at its field, saves keys (shown only by their last four characters,
 * never in a field), and removes them to go back to test payments; axe, no sideways scroll
 * and 44 px targets at 768 and 390 px.
 */
import { expect, test } from '@playwright/test';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const server = serverForFile();
const secret = 'LiveSecretForScreenTest42';

test('the Owner saves, tests and removes the gateway keys', async ({ page }) => {
  await logIn(page, server.url);
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('button', { name: 'Manage' }).click();
  await menu.getByRole('link', { name: 'Payments' }).click();
  await page.waitForURL('**/admin/manage/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const inUse = page.getByRole('region', { name: 'In use now' });
  await expect(inUse).toContainText('payments go to the local test gateway');
  await expect(inUse).toContainText('Test payments: no money is taken');
  await inUse.getByRole('button', { name: 'Test connection' }).click();
  await expect(inUse.getByRole('status')).toHaveText(/The local test gateway answered/);
  await audit(page, 'payments at 768', { hard: true });

  const form = page.getByRole('form', { name: 'Live keys' });
  const keyId = form.getByLabel('Key id');
  await keyId.fill('live_key_123');
  await form.getByLabel('Key secret').fill(secret);
  await form.getByRole('button', { name: 'Save keys' }).click();
  await expect(keyId).toHaveAttribute('aria-invalid', 'true');
  await keyId.fill('rzp_live_ScreenTest12345');
  await form.getByRole('button', { name: 'Save keys' }).click();
  await expect(inUse).toContainText('Payments use the keys saved here (rzp_live_ScreenTest12345)');
  await expect(inUse).not.toContainText('Test payments');
  // Who saved them reads by name, never by user id.
  await expect(form).toContainText(' by Administrator: key secret ending st42');
  await expect(form.getByLabel('Key secret')).toHaveValue('');
  expect(await page.content()).not.toContain(secret);

  await page.setViewportSize({ width: 390, height: 844 });
  await audit(page, 'payments at 390', { hard: true });
  await form.getByRole('button', { name: 'Remove keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the payment keys?' });
  await audit(page, 'remove keys dialog at 390', { hard: true });
  await dialog.getByRole('button', { name: 'Remove keys' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(inUse).toContainText('Test payments: no money is taken');
  await expect(form).toContainText('No keys are saved here.');
});
