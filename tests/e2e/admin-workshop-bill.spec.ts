/**
 * The workshop bill (docs/workshop.md "The bill screen"): a walk-in opened with its
 * technician chosen from the showroom's staff and the GST choice naming the dealer's state,
 * its approved line billed with Bill and deliver, the bill read on screen (number, GSTIN,
 * the line's code and tax split, the amount in words) and downloaded as a PDF whose text
 * says the same. At 1024 x 768, 768 x 1024 and 390 x 844: axe, nothing scrolls sideways.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { leadPaths } from '#contract/lead-api.ts';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall, sideways } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const server = serverForFile();

const adminApi = <T>(page: Page, path: string, data?: unknown) => pageAdminCall<T>(page, server, path, data);
const path = (p: string, id: number, lineId = 0) => p.replace(':id', String(id)).replace(':lineId', String(lineId));

test('a job card billed: technician from the staff, Bill and deliver, the bill on screen and as a PDF', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  await adminApi(page, leadPaths.staff, { userId: 'ravi.tech', userName: 'Ravi Kumar', mobileNo: '9811070700', showroomIds: [1], role: 'sales', password: 'ravi tech password' });
  await page.goto(`${server.url}/admin/workshop`);
  await page.getByRole('button', { name: 'New job card' }).click();
  const form = page.getByRole('form', { name: 'Open a job card' });
  await form.getByLabel('Customer name').fill('Meena Sharma');
  await form.getByLabel('Mobile number').fill('9811070701');
  if (await form.getByLabel('Showroom').count()) await form.getByLabel('Showroom').selectOption('1');
  await form.getByLabel('Model').fill('Activa 6G');
  await form.getByLabel('Registration number').fill('hr26xx7070');
  await form.getByLabel('Odometer (km)').fill('5,100');
  await form.getByLabel('Complaints in the customer\'s words').fill('First paid service');
  // The GST choice names the dealer's state (its GSTIN's); the technician is one of the showroom's staff.
  await expect(form.getByLabel('GST').locator('option')).toHaveText(['Within Haryana (CGST + SGST)', 'Another state (IGST)']);
  await form.getByLabel('Technician (optional)').selectOption({ label: 'Ravi Kumar' });
  await audit(page, 'Workshop walk-in with a technician', { hard: true });
  await form.getByRole('button', { name: 'Open job card' }).click();
  const card = page.getByRole('dialog', { name: /^Job card JC-\d{6,}$/ });
  await expect(card.getByLabel('Technician')).toHaveValue('ravi.tech');
  const reference = ((await card.getByRole('heading').first().textContent()) ?? '').replace('Job card ', '');

  // The work, approved, and the bike through the bay to Ready (as other tablets would).
  const board = await adminApi<{ data: { id: number; reference: string }[] }>(page, workshopPaths.jobCards);
  const id = board.data.find((c) => c.reference === reference)!.id;
  let answer = await adminApi<JobCardAnswer>(page, path(workshopPaths.lines, id), { labourCode: 'GEN-SERVICE' });
  answer = await adminApi<JobCardAnswer>(page, path(workshopPaths.lineDecision, id, answer.lines[0]!.id), { decision: 'approved' });
  for (const stage of ['in_bay', 'final_inspection', 'washing', 'ready']) {
    answer = await adminApi<JobCardAnswer>(page, path(workshopPaths.stage, id), { stage, version: answer.jobCard.version });
  }
  await card.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('region', { name: /^Ready/ }).getByRole('button', { name: new RegExp(`^${reference},`) }).click();
  const opened = page.getByRole('dialog', { name: `Job card ${reference}` });
  await opened.getByRole('button', { name: 'Bill and deliver' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^Tax invoice WS\/\d{4}-\d{2}\/\d{6}$/ });
  await expect(heading).toBeVisible();
  const invoice = ((await heading.textContent()) ?? '').replace('Tax invoice ', '');
  await expect(page).toHaveURL(new RegExp(`/admin/workshop/bill/${id}$`));
  await expect(page.locator('.workshop-facts')).toContainText('06AAGCG4821K1ZK');
  await expect(page.locator('.workshop-facts')).toContainText('Within Haryana (CGST + SGST)');
  const row = page.getByRole('row', { name: /General service/ });
  await expect(row).toContainText('998714');
  await expect(row).toContainText('₹450.00');
  await expect(row).toContainText('18%');
  await expect(row.getByRole('cell')).toHaveText(['998714', '1', '₹450.00', '₹450.00', '18%', '₹40.50', '₹40.50', '₹531.00']);
  await expect(page.locator('.workshop-bill-totals')).toContainText('Rupees Five Hundred Thirty-One Only');

  for (const [width, height] of [[1024, 768], [768, 1024], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await expect(heading).toBeVisible();
    expect(await sideways(page), `${width}x${height}`).toBe(0);
    await audit(page, `Workshop bill at ${width}x${height}`, { hard: true });
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download bill (PDF)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`bill-${invoice.replace(/\//g, '-')}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', (await file.path())!, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
  expect(text).toContain(`Invoice ${invoice}`);
  expect(text).toContain('GSTIN 06AAGCG4821K1ZK');
  expect(text).toContain('Rupees Five Hundred Thirty-One Only');
  expect(text).toMatch(/998714 1 ₹450\.00 ₹450\.00 18% ₹40\.50 ₹40\.50 ₹531\.00/);

  // Billed once: the card is delivered and says so.
  await page.getByRole('link', { name: 'Back to the workshop' }).click();
  await expect(page.getByRole('heading', { name: 'Workshop', level: 1 })).toBeVisible();
  const delivered = await adminApi<JobCardAnswer>(page, path(workshopPaths.jobCard, id));
  expect(delivered.jobCard.stage).toBe('delivered');
});

test("a walk-in moved to another showroom drops the old showroom's technician and opens", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  await adminApi(page, leadPaths.staff, { userId: 'asha.tech', userName: 'Asha Rani', mobileNo: '9811070710', showroomIds: [1], role: 'sales', password: 'asha tech password' });
  await page.goto(`${server.url}/admin/workshop`);
  await page.getByRole('button', { name: 'New job card' }).click();
  const form = page.getByRole('form', { name: 'Open a job card' });
  await form.getByLabel('Showroom').selectOption('1');
  await form.getByLabel('Technician (optional)').selectOption({ label: 'Asha Rani' });
  // Asha works at showroom 1 only: kept after the move, the server would refuse the card.
  await form.getByLabel('Showroom').selectOption('2');
  await expect(form.getByLabel('Technician (optional)')).toHaveValue('');
  await form.getByLabel('Customer name').fill('Kiran Bala');
  await form.getByLabel('Mobile number').fill('9811070711');
  await form.getByLabel('Model').fill('Shine 100');
  await form.getByLabel('Registration number').fill('HR26XX7171');
  await form.getByLabel('Odometer (km)').fill('800');
  await form.getByLabel('Complaints in the customer\'s words').fill('First free service');
  await form.getByRole('button', { name: 'Open job card' }).click();
  const card = page.getByRole('dialog', { name: /^Job card JC-\d{6,}$/ });
  await expect(card.getByLabel('Technician')).toHaveValue('');
});
