/**
 * docs/offline.md "Whose change it is" in real Chromium: the owner adds a note offline and
 * logs out keeping it; a Sales account signs in on the same tablet and is told whose
 * change waits, and the note is not sent with the Sales session; the owner signs in again
 * and the note is sent once, as the owner. That nothing was sent as Sales is shown by
 * Sales's own notes, queued behind the owner's, reaching the server while it does not.
 */
import { expect, test, type Page } from '@playwright/test';
import { leadPaths, type LeadChanges } from '#contract/lead-api.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { addStaff, apiSession, submitLead } from './support/lead-desk-api.ts';
import { adminCredentials } from './support/server.ts';
import { controllingWorker } from './support/service-worker-control.ts';

const server = serverForFile({ setupTimeout: 180_000 });
const salesPassword = 'sales-Password-123';

async function logOut(page: Page) {
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

let owner: Awaited<ReturnType<typeof apiSession>>;

/** The notes stored on a lead and who wrote them, read as the owner through the desk's first sync. */
async function notesOf(leadId: string): Promise<{ text: unknown; author: string }[]> {
  const answer = await owner.send(leadPaths.changes);
  expect(answer.status).toBe(200);
  const { events } = (await answer.json()) as LeadChanges;
  return events.filter((e) => e.leadId === leadId && e.type === 'note').map((e) => ({ text: e.data.text, author: e.by }));
}

/** Sales adds a note on its own lead; it reaching the server shows the queue was flushed past the owner's change. */
async function salesNoteIsSent(page: Page, leadId: string, text: string) {
  await page.getByLabel('Note', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect.poll(async () => (await notesOf(leadId)).map((n) => n.text), { timeout: 30_000 }).toContain(text);
}

test("a note queued by the owner waits for the owner: never sent as Sales, sent once as the owner", async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  owner = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  await addStaff(owner, 'sales7', 'Sita Sales', salesPassword);
  const name = 'Nikhil Rao';
  const leadId = await submitLead(server.url, 'product', { name, model: 'Shine 100' });

  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/leads/${leadId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await controllingWorker(page);

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
  // Sales works a lead of its own showroom: each of its notes is sent, so the queue was
  // flushed past the owner's change, which is still not on the server; after a reload too.
  const salesLeadId = await submitLead(server.url, 'product', { name: 'Pooja Sharma', model: 'Shine 100', preferredShowroom: 2 });
  await page.goto(`${server.url}/admin/leads/${salesLeadId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pooja Sharma' })).toBeVisible();
  await salesNoteIsSent(page, salesLeadId, 'Will visit on Saturday');
  expect(await notesOf(leadId)).toEqual([]);
  await page.reload();
  await expect(page.getByText(/^1 change by .+ is waiting for them to sign in$/)).toBeVisible({ timeout: 30_000 });
  await salesNoteIsSent(page, salesLeadId, 'Wants the red one');
  expect(await notesOf(leadId)).toEqual([]);
  expect(await notesOf(salesLeadId)).toEqual([
    { text: 'Will visit on Saturday', author: 'sales7' },
    { text: 'Wants the red one', author: 'sales7' },
  ]);

  // Sales has nothing of its own waiting: logout asks nothing.
  await logOut(page);
  await page.waitForURL('**/admin/login');

  await logIn(page, server.url);
  // Right after sign-in the outbox may not have drawn its line yet, so the note's arrival
  // is waited for on the server; then nothing is left waiting and it was sent once.
  const sentOnceAsOwner = [{ text: 'Offer the exchange bonus', author: adminCredentials.userId }];
  await expect.poll(() => notesOf(leadId), { timeout: 30_000 }).toEqual(sentOnceAsOwner);
  await expect(page.getByText(/waiting for them to sign in/)).toHaveCount(0);
  await expect(page.getByText(/changes? waiting$/)).toHaveCount(0, { timeout: 30_000 });
  expect(await notesOf(leadId)).toEqual(sentOnceAsOwner);
});
