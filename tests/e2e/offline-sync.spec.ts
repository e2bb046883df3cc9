/**
 * docs/offline.md: with no page of the site open, the service worker's Background Sync
 * event ('outbox-sync') sends what waits in the outbox, once.
 */
import { expect, test } from '@playwright/test';
import { outboxIds } from './support/outbox.ts';
import { serverForFile } from './support/file-server.ts';
import { queryStopped } from './support/stopped-db.ts';
import { controllingWorker } from './support/service-worker-control.ts';

const server = serverForFile();

test('the service worker sends a queued enquiry on its sync event, with no page of the app open', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto(`${server.url}/optain`);
  await controllingWorker(page);

  // The server is down: the first send fails and the enquiry is queued.
  await server.stop();
  const form = page.locator('form.enquiry-form');
  await form.getByLabel('Registration number').fill('HR26EF9012');
  await form.getByLabel('Name').fill('Sunil Yadav');
  await form.getByLabel('Mobile number').fill('9811000031');
  await form.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText(/^Saved on this device\. .* Reference given when sent\.$/)).toBeVisible();

  // Leave the app: from here on only the service worker can send it.
  await page.goto('about:blank');
  await server.restart();
  const probe = await context.newPage();
  // A JSON read of the same origin: a document that runs none of the app's code.
  await probe.goto(`${server.url}/api/offline-manifest`);
  const ids = await outboxIds(probe);
  expect(ids).toHaveLength(1);

  const cdp = await context.newCDPSession(probe);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${server.url}/`)).toBe(true);
  const registrationId = registrations.find((r) => r.scopeURL === `${server.url}/`)!.registrationId;

  // The browser fires 'outbox-sync' (here on demand); the entry goes once its backoff is over.
  await expect
    .poll(
      async () => {
        await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: server.url, registrationId, tag: 'outbox-sync', lastChance: false }).catch(() => undefined);
        return outboxIds(probe);
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toEqual([]);

  const rows = await queryStopped<{ id: string }>(server, "SELECT id::text AS id FROM enquiries WHERE kind = 'optin'");
  expect(rows.map((r) => r.id)).toEqual(ids);
});
