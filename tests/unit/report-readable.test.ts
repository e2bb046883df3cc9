import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readPage, savePage, type ReportPageQuery } from '../../src/admin/data/report-cache.ts';
import { exportTable, viewLine } from '../../src/admin/export/export-table.ts';
import { cellClass, cellText } from '../../src/admin/reports/cell-text.ts';
import { reportBody } from '../../src/admin/reports/fetch-report-page.ts';
import { reportById } from '#contract/reports.ts';

describe('report cells read as a person reads them on screen', () => {
  it('shows dates as 23 Nov 2026 and models by their display name', () => {
    expect(cellText('created_date', '2026-11-23')).toBe('23 Nov 2026');
    expect(cellText('bookingDate', '2026-01-05')).toBe('5 Jan 2026');
    expect(cellText('model', 'activa-6g')).toBe('Activa 6G');
    expect(cellText('model', 'hornet-2-0')).toBe('Hornet 2.0');
    expect(cellText('model', 'Shine 100')).toBe('Shine 100');
    expect(cellText('created_time', '10:15:00')).toBe('10:15:00');
    expect(cellText('enteredModel', 'my-old-bike')).toBe('my-old-bike');
  });

  it('keeps exports machine-friendly: ISO dates and stored models', () => {
    expect(cellText('created_date', '2026-11-23', { forExport: true })).toBe('2026-11-23');
    expect(cellText('model', 'activa-6g', { forExport: true })).toBe('activa-6g');
    const table = exportTable(reportById('booking')!, [{ bookingDate: '2026-11-25', model: 'activa-6g', created_date: '2026-11-23' }], new Date());
    expect(table.rows[0]).toContain('2026-11-25');
    expect(table.rows[0]).toContain('activa-6g');
    expect(table.rows[0]).not.toContain('25 Nov 2026');
  });

  it('gives the PDF and print the screen\'s reading: 23 Nov 2026 and model names', () => {
    expect(cellText('created_date', '2026-11-23', { forExport: true, readable: true })).toBe('23 Nov 2026');
    const table = exportTable(reportById('booking')!, [{ bookingDate: '2026-11-25', model: 'activa-6g', created_date: '2026-11-23' }], new Date());
    expect(table.readableRows[0]).toContain('25 Nov 2026');
    expect(table.readableRows[0]).toContain('Activa 6G');
    expect(table.readableRows[0]).toContain('23 Nov 2026');
    expect(table.readableRows[0]).not.toContain('activa-6g');
    expect(table.readableRows[0]).not.toContain('2026-11-23');
  });

  it('keeps phone numbers, dates and statuses unbroken and gives free text room', () => {
    expect(cellClass('contact_number')).toBe('report-cell-unbroken');
    expect(cellClass('created_date')).toBe('report-cell-unbroken');
    expect(cellClass('status')).toBe('report-cell-unbroken');
    expect(cellClass('loan_amount')).toBe('report-cell-unbroken report-money');
    expect(cellClass('message')).toBe('report-cell-long');
    expect(cellClass('name')).toBeUndefined();
  });
});

describe('the report status filter', () => {
  const query: ReportPageQuery = { reportId: 'finance', page: 1, limit: 10, fromDate: '', toDate: '', search: '' };

  it('sends the status only when one is chosen', () => {
    expect(reportBody(reportById('finance')!, query)).not.toHaveProperty('status');
    expect(reportBody(reportById('finance')!, { ...query, status: 'contacted' })).toMatchObject({ status: 'contacted', search: '' });
  });

  it('keeps pages of different statuses apart on the device', async () => {
    await savePage({ ...query, status: 'contacted' }, { rows: [{ name: 'Asha' }], totalPages: 1, totalRecords: 1 });
    expect((await readPage({ ...query, status: 'contacted' }))?.rows).toEqual([{ name: 'Asha' }]);
    expect(await readPage(query)).toBeUndefined();
    expect(await readPage({ ...query, status: 'lost' })).toBeUndefined();
  });

  it('names the status in the line an export prints under its title', () => {
    const table = exportTable(reportById('finance')!, [], new Date(), { scope: 'all', page: 1, complete: true, fromDate: '', toDate: '', search: '', status: 'Contacted' });
    expect(viewLine(table)).toBe('All matching rows: 0 rows · Dates: all · Search: none · Status: Contacted');
    expect(viewLine({ ...table, view: { ...table.view, status: '' } })).toBe('All matching rows: 0 rows · Dates: all · Search: none');
  });
});
