/**
 * docs/architecture.md "One flow, end to end": the server dies while an enquiry is in flight and
 * comes back; the enquiry arrives exactly once, whether the crash lost the request or
 * only its answer (then the resend carries the same Idempotency-Key and stores nothing).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { enquiryForm } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { queryStopped } from './support/stopped-db.ts';

const server = serverForFile();

/** Holds the first POST to `path` until the test lets it go; later ones pass through. */
async function holdFirstPost(page: Page, path: string): Promise<{ held: Promise<Route> }> {
  let release!: (route: Route) => void;
  let taken = false;
  const held = new Promise<Route>((resolve) => (release = resolve));
  await page.route(`${server.url}${path}`, (route) => {
    if (route.request().method() !== 'POST' || taken) return route.fallback();
    taken = true;
    release(route);
  });
  return { held };
}

async function expectQueued(page: Page) {
  await expect(page.getByText(/^Saved on this device\. It will be sent automatically when you're back online\. Reference given when sent\.$/).last()).toBeVisible();
  await expect(page.getByRole('button', { name: '1 enquiry waiting to be sent' })).toBeVisible();
}

async function expectDrained(page: Page, label: string) {
  // Sent later by the outbox's timer at the next due attempt (5 s backoff, with jitter).
  await expect(page.getByRole('button', { name: /waiting to be sent/ })).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(new RegExp(`^${label} sent$`))).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `${label} sent` })).toContainText(/Reference: [2-9A-HJ-NP-Z]{8}/);
}

async function rowsOf(kind: string): Promise<string[]> {
  const rows = await queryStopped<{ id: string }>(server, 'SELECT id::text AS id FROM enquiries WHERE kind = $1', [kind], { restart: true });
  return rows.map((r) => r.id);
}

test('the server is killed after storing an enquiry but before answering: the resend stores nothing more', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${server.url}/contact`);
  const heldPost = await holdFirstPost(page, '/contact');
  await enquiryForm(page).getByLabel('Name').fill('Asha Verma');
  await enquiryForm(page).getByLabel('Email').fill('asha@example.com');
  await enquiryForm(page).getByLabel('Contact number').fill('9811000011');
  await enquiryForm(page).getByLabel('Reason').selectOption('Support');
  await enquiryForm(page).getByLabel('Message').fill('My bike needs a check-up.');
  await enquiryForm(page).getByRole('button', { name: 'SUBMIT' }).click();

  const held = await heldPost.held;
  const key = held.request().headers()['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  // The request reaches the server and is stored; then the server dies and the answer is lost.
  const answer = await held.fetch();
  expect(answer.status()).toBeLessThan(300);
  await server.stop('SIGKILL');
  await held.abort('connectionreset');

  await expectQueued(page);
  await server.restart();
  await expectDrained(page, 'Contact request');
  expect(await rowsOf('contact')).toEqual([key]);
});

test('the server is killed before the enquiry reaches it: it is sent once when the server is back', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${server.url}/optain`);
  const heldPost = await holdFirstPost(page, '/opt-in');
  await enquiryForm(page).getByLabel('Registration number').fill('HR26CD5678');
  await enquiryForm(page).getByLabel('Name').fill('Ravi Kumar');
  await enquiryForm(page).getByLabel('Mobile number').fill('9811000012');
  await enquiryForm(page).getByRole('button', { name: 'SUBMIT' }).click();

  const held = await heldPost.held;
  const key = held.request().headers()['idempotency-key'];
  await server.stop('SIGKILL');
  // Let it go on to a dead server: the connection is refused.
  await held.continue();

  await expectQueued(page);
  await server.restart();
  await expectDrained(page, 'Communication opt-in');
  expect(await rowsOf('optin')).toEqual([key]);
});
