/**
 * The lead desk on a new tablet, in Debian's full Chromium (as on a tablet, not the tests'
 * headless shell) against a real server of its own:
 * from opening the desk to 5,000 open leads stored on the device and counted, then from the
 * 'online' event to 50 changes made elsewhere drawn in the list (the device side of the
 * sync; `leads` in bench/run.ts times the server side of the same calls).
 */
import { chromium } from '@playwright/test';
import { fullChromiumLaunchOptions } from '../tests/e2e/support/chromium.ts';
import { apiSession, postLeadEvent, seedOpenLeads } from '../tests/e2e/support/lead-desk-api.ts';
import { adminCredentials, startServer } from '../tests/e2e/support/server.ts';
import { drawnAfterOnline } from './page/desk-sync-page.ts';

export interface DeskSyncFigures {
  leads: number;
  changes: number;
  firstSyncMs: number;
  deltaMs: number;
}

export async function benchDeskSync(leads = 5000, changes = 50): Promise<DeskSyncFigures> {
  const server = await startServer();
  const browser = await chromium.launch(fullChromiumLaunchOptions);
  try {
    await seedOpenLeads(server, leads);
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('User ID').fill(adminCredentials.userId);
    await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');

    // The device holds nothing yet: time from opening the desk to every lead stored and counted.
    const started = Date.now();
    await page.goto(`${server.url}/admin/leads?tab=open&q=Seeded`);
    await page.getByText(`${leads.toLocaleString('en-IN')} leads`).waitFor({ timeout: 300_000 });
    const firstSyncMs = Date.now() - started;

    const admin = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
    const list = (await (await admin.send(`/api/leads?tab=open&q=Seeded&limit=${changes}`)).json()) as { data: { id: string; version: number }[] };
    for (const lead of list.data) await postLeadEvent(admin, lead.id, lead.version, { type: 'status', data: { status: 'contacted' } });
    await page.goto(`${server.url}/admin/leads?tab=open&q=Seeded&status=contacted`);
    await page.getByText('Up to date').waitFor();
    await page.getByText(`${changes} leads`).waitFor();
    // Changes made elsewhere meanwhile, pulled by the 'online' event and timed inside the page.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    for (const lead of list.data) await postLeadEvent(admin, lead.id, lead.version + 1, { type: 'followup', data: { at: tomorrow } });
    const deltaMs = await page.evaluate(drawnAfterOnline, changes);
    return { leads, changes, firstSyncMs, deltaMs };
  } finally {
    await browser.close();
    await server.dispose();
  }
}
