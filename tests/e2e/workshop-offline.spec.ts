/**
 * The workshop board offline (docs/workshop.md "Offline, like the lead desk"), real Chromium
 * against the real server on a portrait tablet: the board read online is kept on the device;
 * offline, a reload opens it from there and says how old it is; a card moved a stage waits
 * in the outbox ("Waiting to be sent") and reaches the server once, one stage change in the
 * card's history; what needs the server (a card's details, a new card, the call list) says
 * so in words. A move made offline on a card someone else moved meanwhile is refused in the
 * server's words on the card, which keeps the server's stage. axe finds nothing.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { workshopMessages, workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { technicianPaths } from '#contract/workshop-technicians.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { apiSession } from './support/lead-desk-api.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { sideways } from './support/page-admin-api.ts';
import { adminCredentials } from './support/server.ts';
import { controllingWorker } from './support/service-worker-control.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ setupTimeout: 240_000, env: clock.serverEnv });

const onCard = (path: string, id: number) => path.replace(':id', String(id));

/** Another tablet: the owner's own session, from outside the browser (it has the signal). */
async function otherTablet() {
  return apiSession(server.url, adminCredentials.userId, adminCredentials.password);
}

async function openWalkIn(mobile: string, customerName: string): Promise<JobCardAnswer> {
  const session = await otherTablet();
  const res = await session.send(workshopPaths.jobCards, 'POST', {
    customerName, mobile, showroomId: 1, model: 'Shine 100', registration: `hr26wo${mobile.slice(-4)}`, odometerKm: 5_200, fuel: 'Half', complaints: 'Chain noise', serviceType: 'paid',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as JobCardAnswer;
}

async function serverCard(id: number): Promise<JobCardAnswer> {
  const res = await (await otherTablet()).send(onCard(workshopPaths.jobCard, id));
  return (await res.json()) as JobCardAnswer;
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\d+$`) });
const cardItem = (page: Page, stage: string, reference: string) =>
  column(page, stage).getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${reference},`) }) });

async function openBoard(page: Page) {
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Workshop' }).first().click();
  await page.waitForURL('**/admin/workshop');
  await expect(page.getByText('Up to date')).toBeVisible();
}

test('offline, the board opens from the device, a move waits in the outbox and is sent once when the network returns', async ({ page, context }) => {
  test.setTimeout(240_000);
  const card = await openWalkIn('9811080101', 'Meena Joshi');
  const reference = card.jobCard.reference;
  await logIn(page, server.url);
  await openBoard(page);
  await expect(cardItem(page, 'Waiting', reference)).toBeVisible();

  // The worker controls the page: a reload with no signal opens the admin app from the device.
  await controllingWorker(page, { reloadIfMissed: true });
  await page.reload();
  await expect(page.getByText('Up to date')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Workshop', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Offline: showing the board kept on this device \(as of \d{1,2}:\d{2} [ap]m\)$/)).toBeVisible();
  const waiting = cardItem(page, 'Waiting', reference);
  await expect(waiting).toContainText('Meena Joshi');
  await expect(page.getByText('Service history and bills for the accounts need a connection.')).toBeVisible();

  // The move: at once in its new column, waiting to be sent.
  await waiting.getByRole('button', { name: `Move ${reference} to In bay` }).click();
  const inBay = cardItem(page, 'In bay', reference);
  await expect(inBay).toContainText('Waiting to be sent');
  await expect(cardItem(page, 'Waiting', reference)).toHaveCount(0);
  await expect(page.getByText('1 change waiting')).toBeVisible();
  await audit(page, 'Workshop board offline with a waiting move at 768', { hard: true });
  expect(await sideways(page)).toBe(0);

  // What needs the server says so in words.
  await inBay.getByRole('button', { name: new RegExp(`^${reference},`) }).click();
  const dialog = page.getByRole('dialog', { name: `Job card ${reference}` });
  await expect(dialog.getByText("A job card's details, estimate, bill and photos need a connection.")).toBeVisible();
  await audit(page, 'Workshop card offline at 768', { hard: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'New job card' }).click();
  await expect(page.getByRole('dialog', { name: 'New job card (walk-in)' }).getByText('Opening a new job card needs a connection.')).toBeVisible();
  await page.getByRole('dialog', { name: 'New job card (walk-in)' }).getByRole('button', { name: 'Close' }).click();
  expect((await serverCard(card.jobCard.id)).jobCard.stage).toBe('waiting');

  // Back online: sent once, the board read again from the server.
  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting/)).toHaveCount(0, { timeout: 30_000 });
  await expect(cardItem(page, 'In bay', reference)).not.toContainText('Waiting to be sent');
  await expect(page.getByText('Up to date')).toBeVisible({ timeout: 30_000 });
  const after = await serverCard(card.jobCard.id);
  expect(after.jobCard).toMatchObject({ stage: 'in_bay', version: 2 });
  expect(after.history.map((h) => h.to)).toEqual(['waiting', 'in_bay']);

  // A screen under Workshop that needs the server says so, and offers the board.
  await context.setOffline(true);
  await page.goto(`${server.url}/admin/workshop/calls`);
  await expect(page.getByRole('heading', { name: 'This screen needs a connection', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Works offline' }).getByRole('link', { name: 'Workshop', exact: true })).toBeVisible();
  await context.setOffline(false);
});

// On the open page (offline without a reload): no service worker needed.
test.describe('on the open page', () => {
  test.use(withoutServiceWorker);

  /** A new walk-in's card on the board, moved to In bay with no signal: waiting to be sent. */
  async function movedOfflineToInBay(page: Page, context: BrowserContext, mobile: string, name: string) {
    const card = await openWalkIn(mobile, name);
    const reference = card.jobCard.reference;
    await logIn(page, server.url);
    await openBoard(page);
    await context.setOffline(true);
    // The page has seen the signal go before the move, so the move waits and is not sent at once.
    await expect(page.getByText(/^Offline: showing the board kept on this device/)).toBeVisible();
    await cardItem(page, 'Waiting', reference).getByRole('button', { name: `Move ${reference} to In bay` }).click();
    await expect(cardItem(page, 'In bay', reference)).toContainText('Waiting to be sent');
    return { card, reference };
  }

  test('a move made offline on a card someone else moved meanwhile is refused in words on the card, which keeps the server\'s stage', async ({ page, context }) => {
    test.setTimeout(180_000);
    const { card, reference } = await movedOfflineToInBay(page, context, '9811080102', 'Naveen Kumar');

    // Meanwhile another tablet moves it to In bay, then on to Final inspection.
    const other = await otherTablet();
    for (const [stage, version] of [['in_bay', 1], ['final_inspection', 2]] as const) {
      const res = await other.send(onCard(workshopPaths.stage, card.jobCard.id), 'POST', { stage, version });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    await context.setOffline(false);

    const refused = cardItem(page, 'Final inspection', reference).getByRole('alert');
    await expect(refused).toContainText(`Not moved to In bay: ${workshopMessages.versionConflict}`, { timeout: 30_000 });
    await expect(cardItem(page, 'In bay', reference)).toHaveCount(0);
    await expect(page.getByText('1 change not sent')).toBeVisible();
    await audit(page, 'Workshop board with a refused move at 768', { hard: true });
    expect((await serverCard(card.jobCard.id)).history.map((h) => h.to)).toEqual(['waiting', 'in_bay', 'final_inspection']);

    await refused.getByRole('button', { name: 'Keep it at Final inspection' }).click();
    await expect(cardItem(page, 'Final inspection', reference).getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/changes? not sent/)).toHaveCount(0);
    await expect(cardItem(page, 'Final inspection', reference).getByRole('button', { name: `Move ${reference} to Washing` })).toBeVisible();
  });

  test('a move refused because the card changed meanwhile is made again with Try again, from the server\'s version, and sent once', async ({ page, context }) => {
    test.setTimeout(180_000);
    const { card, reference } = await movedOfflineToInBay(page, context, '9811080103', 'Usha Pillai');
    // Meanwhile the counter changes the card's technician: its version moves on, its stage stays.
    const res = await (await otherTablet()).send(onCard(technicianPaths.technician, card.jobCard.id), 'POST', { technicianId: null, version: 1 });
    expect(res.status, await res.clone().text()).toBe(200);
    await context.setOffline(false);

    const refused = cardItem(page, 'Waiting', reference).getByRole('alert');
    await expect(refused).toContainText(`Not moved to In bay: ${workshopMessages.versionConflict}`, { timeout: 30_000 });
    await expect(refused.getByRole('button', { name: 'Keep it at Waiting' })).toBeVisible();
    await refused.getByRole('button', { name: `Try again: move ${reference} to In bay` }).click();
    await expect(cardItem(page, 'In bay', reference)).toBeVisible();
    await expect(page.getByText(/changes? (waiting|not sent)/)).toHaveCount(0, { timeout: 30_000 });
    await expect(cardItem(page, 'In bay', reference)).not.toContainText('Waiting to be sent');
    await expect(cardItem(page, 'In bay', reference).getByRole('alert')).toHaveCount(0);
    const after = await serverCard(card.jobCard.id);
    expect(after.jobCard).toMatchObject({ stage: 'in_bay', version: 3 });
    expect(after.history.map((h) => h.to)).toEqual(['waiting', 'in_bay']);
  });
});
