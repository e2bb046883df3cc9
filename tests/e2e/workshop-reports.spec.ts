/**
 * The workshop reports (docs/workshop.md "Reports") in real Chromium against the built
 * server: a job card billed through the API shows in Workshop Revenue on a 768 x 1024 tablet
 * with parts, labour and GST apart in ₹ with Indian grouping, exported as CSV and as a PDF; axe, no sideways scroll at 768 and 390 px; and,
 * with the service worker, the saved report opens offline after a reload.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { formatIndianDate } from '#contract/ist-date.ts';
import type { ReportPage } from '#contract/reports.ts';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { workshopRevenueReport } from '#contract/workshop-reports.ts';
import { formatRupees } from '../../src/lib/format.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker, withServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall, sideways } from './support/page-admin-api.ts';
import { controllingWorker } from './support/service-worker-control.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const server = serverForFile();
const adminApi = <T>(page: Page, path: string, data?: unknown) => pageAdminCall<T>(page, server, path, data);
const path = (p: string, id: number, lineId = 0) => p.replace(':id', String(id)).replace(':lineId', String(lineId));
const todayIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const revenueUrl = () => `${server.url}/admin/reports/${workshopRevenueReport.id}?from=${todayIst()}&to=${todayIst()}`;

/** A walk-in at showroom 1 with general service approved and brake adjustment declined, billed and delivered. */
async function billedCard(page: Page, mobile: string, registration: string): Promise<void> {
  const opened = await adminApi<JobCardAnswer>(page, workshopPaths.jobCards, {
    registration, odometerKm: 8_200, fuel: 'Half', complaints: 'Paid service', serviceType: 'paid',
    customerName: 'Meena Sharma', mobile, showroomId: 1, model: 'Activa 6G',
  });
  const id = opened.jobCard.id;
  await adminApi(page, path(workshopPaths.lines, id), { labourCode: 'GEN-SERVICE' });
  let answer = await adminApi<JobCardAnswer>(page, path(workshopPaths.lines, id), { labourCode: 'BRAKE-ADJ' });
  for (const line of answer.lines) {
    answer = await adminApi<JobCardAnswer>(page, path(workshopPaths.lineDecision, id, line.id), { decision: line.code === 'GEN-SERVICE' ? 'approved' : 'declined' });
  }
  for (const stage of ['in_bay', 'final_inspection', 'washing', 'ready']) {
    answer = await adminApi<JobCardAnswer>(page, path(workshopPaths.stage, id), { stage, version: answer.jobCard.version });
  }
  await adminApi(page, path(workshopPaths.bill, id), {});
}

async function exportFile(page: Page, format: 'PDF' | 'CSV'): Promise<Download> {
  await page.getByRole('button', { name: format, exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'All matching rows' }).click()]);
  return download;
}

test('Workshop Revenue on a tablet: the bill\'s parts, labour and GST, exported as CSV and PDF', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  await billedCard(page, '9811071801', 'HR 26 WR 7001');
  // What the server adds up for showroom 1 today, whatever else the demo data billed.
  const answer = await adminApi<ReportPage>(page, workshopRevenueReport.path, { page: 1, limit: 100, fromDate: todayIst(), toDate: todayIst() });
  const figures = answer.data.find((r) => Number(r.labour_amount) >= 450)!;
  expect(figures).toBeTruthy();

  await page.goto(revenueUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop Revenue' })).toBeVisible();
  for (const heading of ['Day', 'Showroom', 'Bills', 'Parts (before GST)', 'Labour (before GST)', 'CGST', 'SGST', 'IGST', 'GST', 'Total with GST']) {
    await expect(page.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  }
  const row = page.locator('table.report-table tbody tr', { hasText: figures.showroom! });
  await expect(row.locator('td')).toHaveText([
    formatIndianDate(todayIst()), figures.showroom!, figures.bills!,
    ...['parts_amount', 'labour_amount', 'cgst_amount', 'sgst_amount', 'igst_amount', 'gst_amount', 'total_amount'].map((f) => formatRupees(figures[f]!)),
  ]);
  expect(await sideways(page)).toBe(0);
  await audit(page, 'workshop revenue at 768 x 1024', { hard: true });

  const csv = readFileSync(await (await exportFile(page, 'CSV')).path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('Day,Showroom,Bills,Parts (before GST),Labour (before GST),CGST,SGST,IGST,GST,Total with GST');
  // Amounts with ₹ as every report's money (src/admin/reports/cell-text.ts), the day as ISO for the accounts' software.
  const money = ['parts_amount', 'labour_amount', 'cgst_amount', 'sgst_amount', 'igst_amount', 'gst_amount', 'total_amount'].map((f) => formatRupees(figures[f]!));
  expect(csv).toContain([todayIst(), figures.showroom, figures.bills, ...money].join(','));
  const pdf = await exportFile(page, 'PDF');
  expect(pdf.suggestedFilename()).toBe(`${workshopRevenueReport.fileBase}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('Workshop Revenue');
  expect(text).toContain(formatRupees(figures.total_amount!));

  // The declined line on Approvals Declined, and the phone's width.
  await page.goto(`${server.url}/admin/reports/workshop-declined?from=${todayIst()}&to=${todayIst()}`);
  const declined = page.locator('table.report-table tbody tr', { hasText: 'HR 26 WR 7001' });
  await expect(declined).toContainText('Brake adjustment');
  await expect(declined).toContainText('₹118');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(declined).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await audit(page, 'approvals declined at 390 x 844', { hard: true });
});

test.describe('offline, with the service worker', () => {
  test.use(withServiceWorker);

  test('the saved Workshop Revenue opens with no network after a reload', async ({ page, context }) => {
    test.setTimeout(120_000);
    await logIn(page, server.url);
    await page.goto(revenueUrl());
    const cells = page.locator('table.report-table tbody tr td:nth-child(2)');
    await expect(cells.first()).toBeVisible();
    await controllingWorker(page, { reloadIfMissed: true });
    await page.reload();
    await expect(cells.first()).toBeVisible();
    const showrooms = await cells.allTextContents();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Workshop Revenue' })).toBeVisible();
    await expect(page.getByText(/^Offline: data saved at \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
    await expect(cells).toHaveText(showrooms);
    await context.setOffline(false);
  });
});
