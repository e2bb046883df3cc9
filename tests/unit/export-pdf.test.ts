import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { reportById } from '#contract/reports.ts';
import { buildPdf } from '../../src/admin/export/export-pdf.ts';
import { exportTable } from '../../src/admin/export/export-table.ts';
import { exportLetterheadText } from '../../src/admin/export/export-letterhead.ts';
import { defaultSiteSettings } from '#contract/site-settings.ts';
import { fileBytes, latinFontPath, pdfText } from '../support/pdf-files.ts';

const font = fileBytes(latinFontPath);
/** Fonts whose Devanagari loader must not be called: these tables have no Devanagari. */
const latinOnly = { latin: font, devanagari: () => Promise.reject(new Error('the Devanagari font was loaded for a table without Devanagari')) };
const finance = reportById('finance')!;
const fetchedAt = new Date(2026, 10, 21, 14, 5);

describe('PDF export (requirements 7.3)', () => {
  it('is a landscape PDF with the font embedded, the title, the fetch time, ₹ and the names', async () => {
    const rows = [
      { name: 'Aarav Sharma', contact: '9810000001', email: 'aarav@example.in', model: 'activa-6g', loan_amount: '150000', message: 'ok', created_date: '21-11-2026', created_time: '10:15 AM' },
      { name: 'Saanvi Gupta', contact: '9810000002', email: 's@example.in', model: 'sp-160', loan_amount: '85000.50', message: '', created_date: '21-11-2026', created_time: '10:16 AM' },
    ];
    const bytes = await buildPdf(exportTable(finance, rows, fetchedAt), latinOnly);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.startsWith('%PDF')).toBe(true);
    expect(raw).toMatch(/\/BaseFont \/DejaVuSans/);
    expect(raw).toMatch(/\/FontFile2/);
    const info = execFileSync('pdfinfo', ['-'], { input: Buffer.from(bytes), encoding: 'utf8' });
    const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
    expect(Number(w)).toBeGreaterThan(Number(h));
    const text = pdfText(bytes);
    expect(text).toContain('Finance Report');
    expect(text).toContain('Data fetched at 21 Nov 2026, 2:05 pm');
    expect(text).toContain('Aarav Sharma');
    expect(text).toContain('Saanvi Gupta');
    expect(text).toContain('₹1,50,000');
    expect(text).toContain('₹85,000.50');
    expect(text).toContain('Loan Amount');
  });

  it('carries the dealer\'s letterhead like the quote: name, GSTIN, the exporter\'s showroom with its address and lines', async () => {
    const rows = [{ name: 'Aarav Sharma', contact: '9810000001', email: 'aarav@example.in', model: 'activa-6g', loan_amount: '150000', message: 'ok', created_date: '21-11-2026', created_time: '10:15 AM' }];
    const showroom = defaultSiteSettings.showrooms[1]!;
    const bytes = await buildPdf(exportTable(finance, rows, fetchedAt), latinOnly, undefined, { ...exportLetterheadText(defaultSiteSettings, [showroom.id]), logo: null });
    const [firstPage = ''] = pdfText(bytes).split('\f');
    const head = firstPage.slice(0, firstPage.indexOf('Finance Report'));
    expect(head).toContain(defaultSiteSettings.dealerName);
    expect(head).toContain(`GSTIN ${defaultSiteSettings.gstin}`);
    expect(head).toContain(showroom.name);
    expect(head).toContain(showroom.salesNo);
    expect(head).toContain(showroom.email);
    expect(firstPage).toContain('Aarav Sharma');
    // Someone of several showrooms (or an Owner) exports under the head office.
    expect(exportLetterheadText(defaultSiteSettings, [1, 2])).toMatchObject({ showroomName: 'Head office', address: defaultSiteSettings.office.address });
  });

  // The timeout catches a hang, not slowness: the work is CPU-bound, and with the machine
  // loaded (load average about 21 on two cores) it took 121 s, past an earlier 120 s.
  it('builds 10,000 rows in chunks, yielding between them and reporting progress', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Customer ${i + 1}`, contact: `98100${String(i).padStart(5, '0')}`, email: `c${i}@example.in`, model: 'shine-100',
      loan_amount: String(50_000 + i), message: 'Call after 6', created_date: '21-11-2026', created_time: '10:15 AM',
    }));
    const progress: number[] = [];
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const bytes = await buildPdf(exportTable(finance, rows, fetchedAt), latinOnly, (drawn) => progress.push(drawn));
    clearInterval(timer);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(10_000);
    // Other work (here: a timer) ran while the PDF was being built.
    expect(ticks).toBeGreaterThan(5);
    const text = pdfText(bytes);
    expect(text).toContain('Customer 1 ');
    expect(text).toContain('Customer 10000');
    // One table: every row once, in order, and the heading row once at the top of each page.
    const names = [...text.matchAll(/Customer (\d+) /g)].map((m) => Number(m[1]));
    expect(names).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
    const pages = text.split('\f').filter((p) => p.trim() !== '');
    for (const page of pages) expect(page.match(/Loan Amount/g)).toHaveLength(1);
    // Chunks carry on where the previous one stopped: no half-empty page inside the table.
    const rowsPerPage = pages.slice(1, -1).map((p) => (p.match(/Customer \d+ /g) ?? []).length);
    expect(Math.max(...rowsPerPage) - Math.min(...rowsPerPage)).toBeLessThanOrEqual(1);
  }, 600_000);
});
