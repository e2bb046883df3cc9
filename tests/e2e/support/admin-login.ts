import { expect, type Page } from '@playwright/test';
import { adminCredentials } from './server.ts';

/**
 * Signs in through the real login screen and waits for the dashboard. `expectToast` also
 * asserts the success toast, for the file that tests the login itself. Another account
 * than the first admin signs in with `userId` and `password`.
 */
export async function logIn(page: Page, baseUrl: string, options: { userId?: string; password?: string; expectToast?: boolean } = {}): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('User ID').fill(options.userId ?? adminCredentials.userId);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? adminCredentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  if (options.expectToast) await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await page.waitForURL('**/admin/dashboard');
}
