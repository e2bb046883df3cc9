/**
 * Hindi names in the PDF export, in real Chromium against the real server (issue: names in
 * Devanagari vanished from PDFs). Checks that the Devanagari font and shaper load only for a
 * PDF that needs them, that pdftotext reads the names back exactly, that the PDF states its
 * rows (scope, dates, search, count), and that the page, rendered as a picture
 * (pdftoppm -r 150), shows each name shaped the way Chromium shapes it with the same font:
 * the PDF's ink is compared with a canvas rendering by Chromium (support/ink-compare.ts).
 * A control PDF drawn by jsPDF alone (one glyph per character, no shaping) must fail the
 * same comparison, so the check is known to catch missing shaping. Offline, a Hindi PDF
 * works once one was made online, and before that the user is told why it cannot be made.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { jsPDF } from 'jspdf';
import { logIn } from './support/admin-login.ts';
import { compareInk, looksShapedLike, type InkComparison } from './support/ink-compare.ts';
import { boxOf, chromiumRendering, cropOfPicture, renderFirstPage } from './support/pdf-picture.ts';
import { devanagariFontPath } from '../support/pdf-files.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { withoutServiceWorker, withServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1024, height: 768 } });

/** Conjuncts (श्र, क्ष, त्र), short-i before its consonant (त्रि, कि), reph (र्मा), marks above and below. */
const hindiNames = ['श्रीमती क्षमा त्रिपाठी', 'किरण शर्मा'];
const latinName = 'Aarav Sharma';
/** The PDF's table text size (export-pdf.ts). */
const cellPoints = 8;

let server: RunningServer;
const dir = mkdtempSync(join(tmpdir(), 'pdf-hindi-e2e-'));

test.beforeAll(async () => {
  // A fresh server's start on a busy machine: the bound catches a hang only (support/file-server.ts).
  test.setTimeout(240_000);
  server = await startServer();
  for (const [i, name] of [...hindiNames, latinName].entries()) {
    const res = await fetch(`${server.url}/finance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ name, email: `c${i}@example.in`, contact: `981100000${i}`, loanAmount: String(150_000 + i), model: 'shine-100', message: 'Call after 6', agreed: true }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }
});

test.afterAll(async () => {
  await server?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** Paths of the scripts and fonts the page asks for. */
function watchRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}
const devanagariAssets = (paths: string[]) => paths.filter((p) => /NotoSansDevanagari|devanagari-shaper/.test(p));

async function exportPdf(page: Page, scope: 'This page' | 'All matching rows'): Promise<string> {
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: scope }).click()]);
  expect(download.suggestedFilename()).toBe('finance_report.pdf');
  return download.path();
}

const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

test('a PDF without Devanagari never loads the Devanagari font or shaper', async ({ page }) => {
  const requested = watchRequests(page);
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/reports/finance?q=Aarav`);
  await expect(page.locator('table.report-table tbody tr')).toHaveCount(1);
  const text = pdfText(await exportPdf(page, 'This page'));
  expect(text).toContain(latinName);
  expect(text).toContain('This page (page 1): 1 row · Dates: all · Search: “Aarav”');
  expect(devanagariAssets(requested)).toEqual([]);
});

test('Hindi names export to PDF: pdftotext reads them exactly and the page shows them shaped as Chromium does', async ({ page, context }, testInfo) => {
  const requested = watchRequests(page);
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/reports/finance`);
  await expect(page.locator('table.report-table tbody tr')).toHaveCount(3);
  // The screen may fetch the Devanagari font to draw the names (a device without the
  // script, as this Chromium is); the PDF shaper comes only with an export.
  expect(requested.filter((p) => p.includes('devanagari-shaper'))).toEqual([]);
  const pdfPath = await exportPdf(page, 'All matching rows');
  // Loaded for this export, because it has Devanagari cells.
  expect(devanagariAssets(requested).some((p) => p.includes('NotoSansDevanagari'))).toBe(true);
  expect(devanagariAssets(requested).some((p) => p.includes('devanagari-shaper'))).toBe(true);

  const text = pdfText(pdfPath);
  for (const name of [...hindiNames, latinName]) expect(text).toContain(name);
  expect(text).toContain('₹1,50,000');
  expect(text).toContain('All matching rows: 3 rows · Dates: all · Search: none');

  const png = renderFirstPage(pdfPath);
  await testInfo.attach('finance_report page 1 at 150 dpi', { body: png, contentType: 'image/png' });
  const pictures = await context.newPage();
  const comparisons: Record<string, InkComparison> = {};
  for (const name of hindiNames) {
    const inPdf = await cropOfPicture(pictures, png, boxOf(pdfPath, name), 1.5);
    const byChromium = await chromiumRendering(pictures, devanagariFontPath, name, cellPoints);
    comparisons[name] = compareInk(inPdf, byChromium);
  }

  // Control: the same names drawn by jsPDF alone with the same font (no shaping).
  const unshaped = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  unshaped.addFileToVFS('NotoSansDevanagari.ttf', readFileSync(devanagariFontPath).toString('base64'));
  unshaped.addFont('NotoSansDevanagari.ttf', 'NotoSansDevanagari', 'normal');
  unshaped.setFont('NotoSansDevanagari', 'normal');
  unshaped.setFontSize(cellPoints);
  hindiNames.forEach((name, i) => unshaped.text(name, 40, 100 + 40 * i));
  const unshapedPath = join(dir, 'unshaped.pdf');
  writeFileSync(unshapedPath, Buffer.from(unshaped.output('arraybuffer')));
  const unshapedPng = renderFirstPage(unshapedPath);
  const controls: Record<string, InkComparison> = {};
  for (const name of hindiNames) {
    const inPdf = await cropOfPicture(pictures, unshapedPng, boxOf(unshapedPath, name), 1.5);
    controls[name] = compareInk(inPdf, await chromiumRendering(pictures, devanagariFontPath, name, cellPoints));
  }
  console.log('shaped export vs Chromium', comparisons, '\njsPDF alone vs Chromium', controls);

  for (const name of hindiNames) {
    expect(looksShapedLike(comparisons[name]!), `${name}: ${JSON.stringify(comparisons[name])}`).toBe(true);
    expect(looksShapedLike(controls[name]!), `control ${name}: ${JSON.stringify(controls[name])}`).toBe(false);
  }
  await pictures.close();
});

test.describe('offline, with the service worker that saved the font', () => {
  test.use(withServiceWorker);

  test('offline: Hindi names export from the device once the Devanagari font was loaded online', async ({ page, context }) => {
    await logIn(page, server.url);
    await page.goto(`${server.url}/admin/reports/finance`);
    await expect(page.locator('table.report-table tbody tr')).toHaveCount(3);
    await exportPdf(page, 'This page');

    await context.setOffline(true);
    const text = pdfText(await exportPdf(page, 'This page'));
    for (const name of [...hindiNames, latinName]) expect(text).toContain(name);
  });

  test('offline before any Hindi PDF was made: the export says why it cannot be made, and makes no PDF without the names', async ({ page, context }) => {
    await logIn(page, server.url);
    await page.goto(`${server.url}/admin/reports/finance`);
    await expect(page.locator('table.report-table tbody tr')).toHaveCount(3);
    // A PDF without Devanagari online: the export code and the Latin font are on the device, the Devanagari font is not.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Aarav');
    await expect(page.locator('table.report-table tbody tr')).toHaveCount(1);
    await exportPdf(page, 'This page');

    await context.setOffline(true);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(page.locator('table.report-table tbody tr')).toHaveCount(3);
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    await page.getByRole('menuitem', { name: 'This page' }).click();
    await expect(page.getByText('The PDF font is not saved on this device yet. Connect to the internet and export the PDF again.')).toBeVisible();
    expect(downloads).toBe(0);
  });
});
