/**
 * The job card's add-line form on a maker's full parts price list (docs/workshop.md "The
 * job card"): 5,200 parts, more than one page of the list (5,000). On a portrait tablet
 * (768 x 1024) the part last in part number order is found by typing its number, chosen
 * from the matches (number, name, ₹ price + GST) and added to the card; a search with no
 * match says so; a search the network drops says so with Try again. axe on each step, and
 * nothing scrolls sideways at 390 px.
 */
import { expect, test } from '@playwright/test';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall, sideways } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
const server = serverForFile();

const count = 5200;
const number = (i: number) => `PS-${String(i).padStart(5, '0')}`;
const csv = ['Part Number,Name,HSN,Price,GST Rate',
  ...Array.from({ length: count }, (_, k) => k + 1 === count ? `${number(count)},Rear brake cable,87141090,"1,25,000.50",28` : `${number(k + 1)},Maker part ${k + 1},87141090,${100 + k},18`)].join('\n');

test('a part past the first 5,000 is found by typing and added to a job card', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  await pageAdminCall(page, server, workshopPaths.partsImport, { csv, apply: true });
  const opened = await pageAdminCall<JobCardAnswer>(page, server, workshopPaths.jobCards, {
    customerName: 'Meena Kumari', mobile: '9811070611', showroomId: 1, model: 'Activa 6G', registration: 'hr26xx6161', odometerKm: 12_000, fuel: 'Half', complaints: 'Rear brake slack', serviceType: 'paid',
  });
  await page.goto(`${server.url}/admin/workshop`);
  await page.getByRole('region', { name: /^Waiting/ }).getByRole('button', { name: new RegExp(`^${opened.jobCard.reference},`) }).click();
  const card = page.getByRole('dialog', { name: `Job card ${opened.jobCard.reference}` });
  await card.getByRole('radio', { name: 'Parts price list' }).check();
  const find = card.getByLabel('Part', { exact: true });

  await find.fill('no such part');
  await expect(card.getByText('No part matches "no such part".')).toBeVisible();
  await audit(page, 'Part search with no match at 768', { hard: true });

  // The network drops the next search: it says so, and Try again searches again.
  await page.route(`**${workshopPaths.parts}?*`, (route) => route.abort('internetdisconnected'));
  await find.fill(number(count).toLowerCase());
  const failure = card.getByRole('alert').filter({ hasText: 'Failed to search the parts list' });
  await expect(failure).toBeVisible();
  await audit(page, 'Part search failed at 768', { hard: true });
  await page.unroute(`**${workshopPaths.parts}?*`);
  await card.getByRole('button', { name: 'Try again' }).click();

  const matches = card.getByRole('list', { name: 'Parts found' });
  const last = matches.getByRole('button', { name: new RegExp(number(count)) });
  await expect(last).toContainText('Rear brake cable');
  await expect(last).toContainText('₹1,25,000.50 + 28% GST');
  await expect(matches.getByRole('button')).toHaveCount(1);
  await expect(card.getByText('1 part matches')).toBeVisible();
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText(`Chosen: Rear brake cable (${number(count)})`)).toBeVisible();
  await audit(page, 'Part search with a part chosen at 768', { hard: true });
  const box = await last.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await card.getByLabel('Quantity').fill('2');
  await card.getByRole('button', { name: 'Add line' }).click();
  const row = card.getByRole('row', { name: /Rear brake cable/ });
  await expect(row).toContainText(number(count));
  await expect(row).toContainText('₹3,20,001.28');
  await expect(page.getByText(`Rear brake cable (${number(count)}) added: waiting for the customer`)).toBeVisible();
  await expect(card.getByText('No part chosen yet')).toBeVisible();
  const now = await pageAdminCall<JobCardAnswer>(page, server, workshopPaths.jobCard.replace(':id', String(opened.jobCard.id)));
  expect(now.lines.map((l) => [l.code, l.qty, l.unitPricePaise])).toEqual([[number(count), 2, 12_500_050]]);

  // Many matches: a screenful, saying how many there are; on a phone nothing scrolls sideways.
  await find.fill('ps-0');
  await expect(card.getByText('The first 20 of 5,200 parts: type more to narrow them')).toBeVisible();
  await expect(matches.getByRole('button')).toHaveCount(20);
  expect(await sideways(page)).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(matches.getByRole('button').first()).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await audit(page, 'Part search at 390', { hard: true });
  await matches.scrollIntoViewIfNeeded();
});
