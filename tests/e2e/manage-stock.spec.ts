/**
 * Manage > Stock (docs/stock-and-delivery.md "The Stock screen"), real Chromium against the
 * real server, with stock added as a dealer's would be: an Owner reads the vehicles in words (In stock, In transit
 * with its expected date, Blocked with its reason, days in stock), adds one by its chassis typed in small letters
 * with a space (a chassis with an O is refused under its field, in the contract's words)
 * finds it by its last digits and opens it to read who added it and when; a Sales person sees only their showroom's vehicles and
 * no Add vehicle. The maker's dispatch file is previewed with each row's problems and
 * added whole only when none has one. A vehicle in transit is received at the gate by its chassis, then marked PDI
 * done, blocked, unblocked and moved from its own page, each in its history; a change made from a screen another desk
 * has moved past (the vehicle blocked meanwhile) is refused in words and the vehicle shows as it is now.
 * axe, sideways scrolling and 44 px targets at 768 and 390 px.
 */
import { expect, test } from '@playwright/test';
import { istDateOf } from '#contract/ist-date.ts';
import { anyOf, istDaysSince } from './support/ist-days.ts';
import { stockMessages, stockPaths, vehicleChangedMessage, vinMessage, type StockKind, type VehicleRecord } from '#contract/stock.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { apiSession } from './support/lead-desk-api.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { adminCredentials } from './support/server.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const server = serverForFile({ setupTimeout: 240_000 });
const sales = { userId: 'ravi.stock', password: 'Ravi-pass-2026', name: 'Ravi Kumar' };

async function ownerVehicles(): Promise<VehicleRecord[]> {
  const owner = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  return ((await (await owner.send(stockPaths.vehicles)).json()) as { data: VehicleRecord[] }).data;
}

/** When the stock was added: its days on the floor are counted from the IST day then. */
let stockedAt = new Date();

/** Stock like a dealer's: on the floor for three weeks, on its way, and blocked for damage, at showrooms 1 and 2. */
async function addStock(owner: Awaited<ReturnType<typeof apiSession>>): Promise<void> {
  const [kind] = ((await (await owner.send(stockPaths.kinds)).json()) as { data: StockKind[] }).data.filter((k) => k.variants.length && k.colours.length);
  const base = { engineNo: 'JC55E', modelId: kind!.id, variant: kind!.variants[0], colour: kind!.colours[0] };
  stockedAt = new Date();
  const threeWeeksAgo = istDateOf(new Date(stockedAt.getTime() - 21 * 86_400_000));
  const nextMonth = istDateOf(new Date(stockedAt.getTime() + 30 * 86_400_000));
  for (const [i, showroomId] of [1, 2].entries()) {
    const serial = (n: number) => `MBLHA10DM26S${showroomId}000${n}`;
    const add = async (n: number, more: Record<string, unknown>) => {
      const res = await owner.send(stockPaths.vehicles, 'POST', { ...base, vin: serial(n), engineNo: `JC55E${i}${n}`, showroomId, ...more });
      const text = await res.text();
      expect(res.status, text).toBe(201);
      return (JSON.parse(text) as { vehicle: VehicleRecord }).vehicle;
    };
    await add(1, { status: 'in-stock', arrivedOn: threeWeeksAgo });
    await add(2, { status: 'in-transit', expectedOn: nextMonth });
    const blocked = await add(3, { status: 'in-stock', arrivedOn: threeWeeksAgo });
    const res = await owner.send(stockPaths.vehicleStatus(blocked.id), 'POST', { status: 'blocked', reason: 'damage', version: blocked.version });
    expect(res.status, await res.text()).toBe(200);
  }
}

test.beforeAll(async () => {
  const owner = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  await addStock(owner);
  const created = await owner.send('/api/staff', 'POST', {
    userId: sales.userId, userName: sales.name, mobileNo: '9811040777', role: 'sales', showroomIds: [2], password: sales.password,
  });
  expect(created.status, await created.text()).toBe(201);
});

test('an Owner reads the stock in words and adds a vehicle by its chassis', async ({ page }) => {
  await logIn(page, server.url);
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('button', { name: 'Manage' }).click();
  await menu.getByRole('link', { name: 'Stock', exact: true }).click();
  await page.waitForURL('**/admin/manage/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();

  const table = page.locator('table.stock-table');
  await expect(table.getByRole('cell', { name: 'In stock', exact: true }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: /^In transit — expected \d{1,2} [A-Z][a-z]{2} \d{4}$/ }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Blocked — Damage' }).first()).toBeVisible();
  // Three weeks on the floor, counted to the server's today (IST): a day more if midnight in India fell since the stock was added.
  const days = istDaysSince(stockedAt).map((_, crossed) => 21 + crossed);
  await expect(table.getByRole('cell', { name: new RegExp(`^${anyOf(days)} days$`) }).first()).toBeVisible();
  await expect(table).not.toContainText('in-transit');
  await expect(table).not.toContainText('in-stock');
  await audit(page, 'stock at 768', { hard: true });

  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const form = page.getByRole('form', { name: 'Add a vehicle' });
  const chassis = form.getByLabel('Chassis number');
  await expect(chassis).toHaveAttribute('autocomplete', 'off');
  await chassis.fill('MBLHA10O000000001');
  await form.getByLabel('Engine number').fill('JC55E7000001');
  await form.getByRole('radio', { name: 'In transit' }).check();
  await form.getByLabel('Expected on').fill('2026-12-12');
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(chassis).toHaveAttribute('aria-invalid', 'true');
  await expect(chassis).toHaveAccessibleDescription(vinMessage);
  await audit(page, 'add vehicle form at 768', { hard: true });

  await chassis.fill('mblha10az 26e00001');
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(form).toHaveCount(0);
  await expect.poll(async () => (await ownerVehicles()).find((v) => v.vin === 'MBLHA10AZ26E00001')?.status).toBe('in-transit');

  await page.getByRole('searchbox', { name: 'Chassis number' }).fill('e00001');
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^MBLHA10AZ26\s?E00001$/ }) });
  await expect(row).toContainText('In transit — expected 12 Dec 2026');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Opening the vehicle: its history, who and when, in words.
  await row.getByRole('button', { name: /E00001/ }).click();
  const opened = page.getByRole('dialog', { name: 'Chassis …E00001' });
  await expect(opened).toContainText('Added, in transit, expected on 12 Dec 2026');
  // Who, by the account's name (the first admin's is "Administrator"), never its user id.
  await expect(opened.getByRole('listitem')).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m · Administrator$/);
  await audit(page, 'vehicle history at 768', { hard: true });
  await opened.getByRole('button', { name: 'Close' }).click();
  await expect(opened).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Chassis number' }).fill('');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table.getByRole('cell', { name: 'In stock', exact: true }).first()).toBeVisible();
  await audit(page, 'stock at 390', { hard: true });
});

test('an Owner previews the dispatch file row by row and adds it only when every row is right', async ({ page }) => {
  const owner = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  const [kind] = ((await (await owner.send(stockPaths.kinds)).json()) as { data: StockKind[] }).data.filter((k) => k.variants.length && k.colours.length);
  const line = (vin: string) => `${vin},JC55F${vin.slice(-4)},${kind!.name},${kind!.variants[0]},${kind!.colours[0]},1,2026-12-20`;
  const header = 'Chassis No,Engine No,Model,Variant,Colour,Showroom,Expected On';
  const file = (rows: string[]) => ({ name: 'dispatch.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });

  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/stock`);
  await page.getByRole('button', { name: 'Dispatch file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispatch file' });
  await dialog.getByLabel('Dispatch file (CSV)').setInputFiles(file([line('MBLHA10DF26C00001'), line('MBLHA10DM26S10001')]));
  const rows = dialog.getByRole('list', { name: 'Rows of the file' });
  await expect(rows.getByRole('listitem').nth(1)).toContainText(stockMessages.knownVin);
  await expect(rows.getByRole('listitem').nth(0)).toContainText('expected 20 Dec 2026');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await audit(page, 'dispatch file preview at 768', { hard: true });
  expect((await ownerVehicles()).some((v) => v.vin === 'MBLHA10DF26C00001')).toBe(false);

  await dialog.getByLabel('Dispatch file (CSV)').setInputFiles(file([line('MBLHA10DF26C00001'), line('MBLHA10DF26C00002')]));
  await dialog.getByRole('button', { name: 'Confirm: add 2 vehicles' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Chassis number' }).fill('DF26C');
  await expect(page.locator('table.stock-table').getByRole('cell', { name: 'In transit — expected 20 Dec 2026' })).toHaveCount(2);
});

test('a Sales person sees only their showroom\'s stock and cannot add', async ({ page }) => {
  const theirs = (await ownerVehicles()).filter((v) => v.showroomId === 2);
  expect(theirs.length).toBeGreaterThan(0);
  await logIn(page, server.url, { userId: sales.userId, password: sales.password });
  await page.goto(`${server.url}/admin/manage/stock`);
  const table = page.locator('table.stock-table');
  await expect(table.getByRole('rowheader')).toHaveCount(theirs.length);
  const shown = await table.getByRole('rowheader').allInnerTexts();
  expect(shown.map((t) => t.replace(/\s/g, '')).sort()).toEqual(theirs.map((v) => v.vin).sort());
  await expect(page.getByRole('button', { name: 'Add vehicle' })).toHaveCount(0);
  await expect(page.getByLabel('Showroom')).toHaveCount(0);
  await audit(page, 'sales stock at 768', { hard: true });
});

test('an Owner receives a vehicle at the gate by its chassis, then marks PDI, blocks, unblocks and moves it', async ({ page }) => {
  const inTransit = 'MBLHA10DM26S10002';
  const onTheFloor = 'MBLHA10DM26S10001';
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/stock`);
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const gate = page.getByRole('dialog', { name: 'Receive at the gate' });
  const chassis = gate.getByLabel('Chassis number');
  // A vehicle already on the floor is refused under the field, and nothing changes.
  await chassis.fill(onTheFloor.toLowerCase());
  await chassis.press('Enter');
  await expect(chassis).toHaveAttribute('aria-invalid', 'true');
  await expect(chassis).toHaveAccessibleDescription(stockMessages.notInTransit);
  // A scanner types the chassis and presses Enter; the form empties for the next one.
  await chassis.fill(inTransit);
  await chassis.press('Enter');
  await expect(gate.getByRole('listitem')).toContainText('…S10002');
  await expect(chassis).toHaveValue('');
  await expect(gate.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await audit(page, 'receive at the gate at 768', { hard: true });
  const received = (await ownerVehicles()).find((v) => v.vin === inTransit)!;
  expect(received.status).toBe('in-stock');
  expect(received.arrivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((await ownerVehicles()).find((v) => v.vin === onTheFloor)!.status).toBe('in-stock');
  await gate.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('searchbox', { name: 'Chassis number' }).fill('S10002');
  await page.locator('table.stock-table').getByRole('button', { name: /S10002/ }).click();
  const opened = page.getByRole('dialog', { name: 'Chassis …S10002' });
  const change = opened.getByRole('form', { name: 'Change this vehicle' });
  const status = opened.locator('.stock-facts div').filter({ hasText: 'Status' }).locator('dd');
  // In stock: PDI, block and move are offered; Arrived is not.
  await expect(change.locator('.stock-radio')).toHaveText(['PDI done', 'Block', 'Move to another showroom']);
  const save = async (choice: string) => {
    await change.getByRole('radio', { name: choice }).check();
    await change.getByRole('button', { name: 'Save change' }).click();
  };

  await save('PDI done');
  await expect(status).toHaveText('PDI done');
  await expect(opened.getByRole('list').last()).toContainText(/In stock → PDI done on \d{1,2} [A-Z][a-z]{2} \d{4}/);

  await change.getByRole('radio', { name: 'Block' }).check();
  await change.getByLabel('Reason').selectOption({ label: 'Recall' });
  await change.getByRole('button', { name: 'Save change' }).click();
  await expect(status).toHaveText('Blocked — Recall');
  await expect(change.getByRole('radio', { name: 'PDI done' })).toHaveCount(0);
  await audit(page, 'vehicle change at 768', { hard: true });

  await change.getByRole('radio', { name: 'Unblock' }).check();
  await expect(change.getByLabel('In stock again from')).toBeVisible();
  await change.getByRole('button', { name: 'Save change' }).click();
  await expect(status).toHaveText('In stock');

  await change.getByRole('radio', { name: 'Move to another showroom' }).check();
  await change.getByRole('combobox', { name: 'Move to' }).selectOption({ index: 0 });
  await change.getByLabel('Note (optional)').fill('Sector 14 is short of this colour');
  await change.getByRole('button', { name: 'Save change' }).click();
  await expect(opened.getByRole('list').last()).toContainText(/Moved from .+ to .+/);
  const moved = (await ownerVehicles()).find((v) => v.vin === inTransit)!;
  expect(moved.showroomId).not.toBe(1);
  expect(moved.status).toBe('in-stock');

  await page.setViewportSize({ width: 390, height: 844 });
  await change.getByRole('radio', { name: 'Block' }).check();
  await audit(page, 'vehicle change at 390', { hard: true });
});

test('a change made from a screen someone else has moved past is refused in words, and the vehicle shows as it is now', async ({ page }) => {
  const owner = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  const [kind] = ((await (await owner.send(stockPaths.kinds)).json()) as { data: StockKind[] }).data.filter((k) => k.variants.length && k.colours.length);
  const added = await owner.send(stockPaths.vehicles, 'POST', {
    vin: 'MBLHA10DM26V10009', engineNo: 'JC55V009', modelId: kind!.id, variant: kind!.variants[0], colour: kind!.colours[0],
    showroomId: 1, status: 'in-stock', arrivedOn: istDateOf(new Date(Date.now() - 3 * 86_400_000)),
  });
  const addedText = await added.text();
  expect(added.status, addedText).toBe(201);
  const shown = (JSON.parse(addedText) as { vehicle: VehicleRecord }).vehicle;

  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/stock`);
  await page.getByRole('searchbox', { name: 'Chassis number' }).fill('V10009');
  await page.locator('table.stock-table').getByRole('button', { name: /V10009/ }).click();
  const opened = page.getByRole('dialog', { name: 'Chassis …V10009' });
  const change = opened.getByRole('form', { name: 'Change this vehicle' });
  const status = opened.locator('.stock-facts div').filter({ hasText: 'Status' }).locator('dd');
  await expect(status).toHaveText('In stock');
  await change.getByRole('radio', { name: 'PDI done' }).check();

  // Meanwhile the workshop finds a dent and another desk blocks the vehicle.
  const blocked = await owner.send(stockPaths.vehicleStatus(shown.id), 'POST', { status: 'blocked', reason: 'damage', note: 'dent on the tank', version: shown.version });
  const blockedText = await blocked.text();
  expect(blocked.status, blockedText).toBe(200);
  const now = (JSON.parse(blockedText) as { vehicle: VehicleRecord }).vehicle;
  const before = (await ownerVehicles()).find((v) => v.id === shown.id);

  await change.getByRole('button', { name: 'Save change' }).click();
  const words = 'This vehicle was changed by someone else: it now shows Blocked — Damage at Railway Road. Please look again.';
  expect(vehicleChangedMessage(now, 'Railway Road')).toBe(words);
  await expect(opened.getByRole('alert')).toHaveText(words);
  // The vehicle as it is now: Blocked, offered Unblock instead of PDI done, the other desk's block in its history.
  await expect(status).toHaveText('Blocked — Damage');
  await expect(change.locator('.stock-radio')).toHaveText(['Unblock', 'Move to another showroom']);
  await expect(opened.getByRole('list').last()).toContainText('In stock → Blocked — Damage');
  // The refused change marked nothing done.
  expect((await ownerVehicles()).find((v) => v.id === shown.id)).toEqual(before);
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) await close.dispatchEvent('click');
  await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0);
  await audit(page, 'vehicle changed by someone else at 768', { hard: true });

  // Looked at again, the next change goes through and the words go.
  await change.getByRole('radio', { name: 'Unblock' }).check();
  await change.getByRole('button', { name: 'Save change' }).click();
  await expect(status).toHaveText('In stock');
  await expect(opened.getByRole('alert')).toHaveCount(0);
});
