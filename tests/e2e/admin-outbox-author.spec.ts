/**
 * docs/offline.md "Whose change it is" in real Chromium: the owner adds a note offline and
 * logs out keeping it; a Sales account signs in on the same tablet and is told whose
 * change waits, and the note is not sent with the Sales session; the owner signs in again
 * and the note is sent once, as the owner.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { addStaff, apiSession, submitLead } from './support/lead-desk-api.ts';
import { adminCredentials } from './support/server.ts';
import { queryStopped } from './support/stopped-db.ts';

const server = serverForFile({ setupTimeout: 180_000 });
const salesPassword = 'sales-Password-123';

async function logOut(page: Page) {
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

function notesOf(leadId: string) {
  return queryStopped<{ text: string; author: string }>(
    server, "SELECT data->>'text' AS text, author FROM lead_events WHERE lead_id = $1 AND type = 'note' ORDER BY version", [leadId], { restart: true },
  );
}

test("a note queued by the owner waits for the owner: never sent as Sales, sent once as the owner", async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  const owner = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  await addStaff(owner, 'sales7', 'Sita Sales', salesPassword);
  const name = 'Nikhil Rao';
  const leadId = await submitLead(server.url, 'product', { name, model: 'Shine 100' });

  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/leads/${leadId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker?.controller), { timeout: 30_000 }).toBe(true);

  // Offline, the owner writes a note, then logs out, keeping it for later.
  await context.setOffline(true);
  await page.getByLabel('Note', { exact: true }).fill('Offer the exchange bonus');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('1 change waiting')).toBeVisible();
  await logOut(page);
  const asking = page.getByRole('dialog', { name: '1 change is still waiting to be sent' });
  await expect(asking).toBeVisible();
  await audit(page, 'Logout with a change waiting', { hard: true });
  // Stay signed in closes the question and changes nothing.
  await asking.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(asking).toHaveCount(0);
  await expect(page.getByText('1 change waiting')).toBeVisible();
  await logOut(page);
  await page.getByRole('dialog', { name: '1 change is still waiting to be sent' }).getByRole('button', { name: 'Keep them for later' }).click();
  await page.waitForURL('**/admin/login');

  // Sales signs in on the same tablet, back online: told whose change waits; nothing sent.
  await context.setOffline(false);
  await logIn(page, server.url, { userId: 'sales7', password: salesPassword });
  await expect(page.getByText(/^1 change by .+ is waiting for them to sign in$/)).toBeVisible();
  await expect(page.getByText(/changes? waiting$/)).toHaveCount(0);
  await page.waitForTimeout(5_000);
  expect(await notesOf(leadId)).toEqual([]);
  await page.reload();
  await expect(page.getByText(/^1 change by .+ is waiting for them to sign in$/)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(3_000);
  expect(await notesOf(leadId)).toEqual([]);

  // Sales has nothing of its own waiting: logout asks nothing.
  await logOut(page);
  await page.waitForURL('**/admin/login');

  await logIn(page, server.url);
  await expect(page.getByText(/waiting for them to sign in/)).toHaveCount(0);
  await expect(page.getByText(/changes? waiting$/)).toHaveCount(0, { timeout: 30_000 });
  expect(await notesOf(leadId)).toEqual([{ text: 'Offer the exchange bonus', author: adminCredentials.userId }]);
});
