import { describe, expect, it } from 'vitest';
import { reportById, reports } from '#contract/reports.ts';
import { cellText, isMoneyField } from '../../src/admin/reports/cell-text.ts';
import { reportBody } from '../../src/admin/reports/fetch-report-page.ts';
import { clockTime, exportTable, fetchedAtLine } from '../../src/admin/export/export-table.ts';

const query = { reportId: 'x', page: 2, limit: 10, fromDate: '2026-11-01', toDate: '2026-11-21', search: '  asha ' };

describe('report cells (requirements 1: rupee amounts; requirements 2.5 columns)', () => {
  it('shows loan amounts and prices with ₹ and Indian grouping, other fields as they are', () => {
    expect(isMoneyField('loan_amount')).toBe(true);
    expect(cellText('loan_amount', '150000')).toBe('₹1,50,000');
    expect(cellText('loan_amount', 85000.5)).toBe('₹85,000.50');
    expect(cellText('loan_amount', '')).toBe('');
    expect(cellText('loan_amount', 'about 1 lakh')).toBe('about 1 lakh');
    expect(cellText('contact', '9810000001')).toBe('9810000001');
    expect(cellText('name', null)).toBe('');
    expect(cellText('name', '<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(cellText('channels', ['sms', 'email'])).toBe('sms, email');
    // Counts read with Indian grouping; the CSV keeps the plain figure; a phone number is never grouped.
    expect(cellText('in_stock', '1776')).toBe('1,776');
    expect(cellText('queue_position', 123456, { forExport: true, readable: true })).toBe('1,23,456');
    expect(cellText('in_stock', '1776', { forExport: true })).toBe('1776');
    expect(cellText('average_days', '12.5')).toBe('12.5');
  });

  it('builds export rows in the order of the registry columns', () => {
    const finance = reportById('finance')!;
    const table = exportTable(finance, [{ message: 'hi', name: 'Asha', loan_amount: '70000', preferred_showroom: 'Sector 18', created_time: '10:15:00' }], new Date(2026, 0, 5, 9, 7));
    expect(table.headings).toEqual(finance.columns.map((c) => c.heading));
    // The lead's Status, Showroom and Owner end every report.
    expect(table.rows[0]).toEqual(['Asha', '', '', '', '₹70,000', 'Sector 18', 'hi', '', '10:15:00', '', '', '']);
    expect(table.fileBase).toBe('finance_report');
    expect(fetchedAtLine(new Date(2026, 0, 5, 9, 7))).toBe('Data fetched at 5 Jan 2026, 9:07 am');
    expect(clockTime(new Date(2026, 10, 21, 14, 5))).toBe('2:05 pm');
  });
});

describe('report request bodies (requirements 7.3)', () => {
  it('sends the search as `search`, or `searchTerm` for the offer report, with the dates and paging', () => {
    expect(reportBody(reportById('booking')!, query)).toEqual({ page: 2, limit: 10, fromDate: '2026-11-01', toDate: '2026-11-21', search: 'asha' });
    expect(reportBody(reportById('offer')!, query)).toEqual({ page: 2, limit: 10, fromDate: '2026-11-01', toDate: '2026-11-21', searchTerm: 'asha' });
  });

  it('gives every report of the registry a file name and an empty text', () => {
    for (const r of reports) {
      expect(r.fileBase).toMatch(/^[A-Za-z_-]+$/);
      expect(r.emptyText.length).toBeGreaterThan(0);
    }
  });
});
