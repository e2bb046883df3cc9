/**
 * PDF export of Devanagari (Hindi) names: the Devanagari font is loaded only for tables
 * that need it, names come back exactly from pdftotext, Latin, '₹' and Devanagari share
 * rows and cells, the heading states which rows these are, and 10,000 rows with 20% Hindi
 * names stay responsive (the time is printed). How the page looks is checked against
 * Chromium's own rendering in tests/e2e/admin-pdf-hindi.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { reportById } from '#contract/reports.ts';
import { buildPdf } from '../../src/admin/export/export-pdf.ts';
import { exportTable } from '../../src/admin/export/export-table.ts';
import { PdfFontUnavailableError } from '../../src/admin/export/export-unavailable-error.ts';
import { devanagariFontPath, fileBytes, latinFontPath, pdfText } from '../support/pdf-files.ts';

const latin = fileBytes(latinFontPath);
const devanagari = fileBytes(devanagariFontPath);

/** The fonts with a loader that counts how often the Devanagari font was asked for. */
function fonts() {
  const loads = { count: 0 };
  return {
    loads,
    fonts: {
      latin,
      devanagari: async () => {
        loads.count++;
        return devanagari;
      },
    },
  };
}

const finance = reportById('finance')!;
const fetchedAt = new Date(2026, 10, 21, 14, 5);
const row = (name: string, i: number, extra: Record<string, string> = {}) => ({
  name,
  contact: `98100${String(i).padStart(5, '0')}`,
  email: `c${i}@example.in`,
  model: 'shine-100',
  loan_amount: String(50_000 + i),
  message: 'Call after 6',
  created_date: '21-11-2026',
  created_time: '10:15 AM',
  ...extra,
});

describe('PDF export of Devanagari names', () => {
  it('draws Hindi names that pdftotext reads back exactly, beside Latin names and ₹', async () => {
    const { fonts: withHindi, loads } = fonts();
    const rows = [
      row('श्रीमती क्षमा त्रिपाठी', 1, { message: 'शाम 6 बजे के बाद फ़ोन करें' }),
      row('किरण शर्मा', 2),
      row('Aarav Sharma', 3),
      row('Kiran किरण (र्क) ₹', 4),
    ];
    const bytes = await buildPdf(exportTable(finance, rows, fetchedAt), withHindi);
    expect(loads.count).toBe(1);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/DejaVuSans/);
    expect(raw).toMatch(/\/BaseFont \/NotoSansDevanagari/);
    // Every Devanagari run is marked with the text it shows, for extraction and copying.
    const utf16be = (value: string) => Buffer.from(value, 'utf16le').swap16().toString('hex').toUpperCase();
    expect(raw).toContain(`/ActualText <FEFF${utf16be('किरण शर्मा')}>`);
    const text = pdfText(bytes);
    for (const name of ['श्रीमती क्षमा त्रिपाठी', 'किरण शर्मा', 'Aarav Sharma', 'Kiran किरण (र्क) ₹', 'शाम 6 बजे के बाद फ़ोन करें']) {
      expect(text).toContain(name);
    }
    expect(text).toContain('₹50,001');
    expect(text).toContain('₹50,004');
    expect(text).toContain('Loan Amount');
  });

  it('refuses to make a PDF with the Hindi names missing when the Devanagari font cannot be had', async () => {
    const offline = { latin, devanagari: () => Promise.reject(new PdfFontUnavailableError()) };
    await expect(buildPdf(exportTable(finance, [row('किरण शर्मा', 1)], fetchedAt), offline)).rejects.toThrow(
      'The PDF font is not saved on this device yet. Connect to the internet and export the PDF again.',
    );
  });

  it('states the scope, dates, search text (Hindi too) and row count under the title', async () => {
    const { fonts: withHindi } = fonts();
    const rows = [row('किरण शर्मा', 1), row('Meera शर्मा', 2)];
    const view = { scope: 'page' as const, page: 2, complete: true, fromDate: '2026-11-01', toDate: '2026-11-21', search: 'शर्मा' };
    const text = pdfText(await buildPdf(exportTable(finance, rows, fetchedAt, view), withHindi));
    const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
    expect(lines[0]).toBe('Finance Report');
    expect(lines[1]).toBe('This page (page 2): 2 rows · Dates: 1 Nov 2026 to 21 Nov 2026 · Search: “शर्मा”');
    expect(lines[2]).toBe('Data fetched at 21 Nov 2026, 2:05 pm');
  });

  it('builds 10,000 rows with 20% Hindi names in chunks, every name once and in order', async () => {
    const { fonts: withHindi, loads } = fonts();
    const hindi = ['श्रीमती क्षमा त्रिपाठी', 'किरण शर्मा', 'अर्जुन द्विवेदी', 'प्रिया श्रीवास्तव', 'सूर्य प्रकाश'];
    const names = Array.from({ length: 10_000 }, (_, i) => (i % 5 === 0 ? `${hindi[(i / 5) % hindi.length]} ${i + 1}` : `Customer ${i + 1}`));
    const rows = names.map((name, i) => row(name, i));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const bytes = await buildPdf(exportTable(finance, rows, fetchedAt), withHindi);
    const { user, system } = process.cpuUsage(cpu);
    const took = performance.now() - started;
    clearInterval(timer);
    // Printed, not asserted: the machine's load decides the wall time.
    console.log(
      `10,000 rows, 2,000 of them Hindi: ${Math.round(took)} ms (${Math.round((user + system) / 1000)} ms CPU), ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`,
    );
    expect(loads.count).toBe(1);
    expect(ticks).toBeGreaterThan(5);
    const text = pdfText(bytes);
    const found = [...text.matchAll(/(?:Customer|श्रीमती क्षमा त्रिपाठी|किरण शर्मा|अर्जुन द्विवेदी|प्रिया श्रीवास्तव|सूर्य प्रकाश) (\d+) /g)].map((m) => Number(m[1]));
    expect(found).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
    expect(text).toContain('All matching rows: 10,000 rows · Dates: all · Search: none');
  }, 180_000);
});
