import { describe, expect, it } from 'vitest';
import { reportById } from '#contract/reports.ts';
import { allotmentsReport, stockAgeingReport } from '#contract/stock-reports.ts';
import { dayText, exportTable, viewLine, type ExportView } from '../../src/admin/export/export-table.ts';

const finance = reportById('finance')!;
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Customer ${i}` }));
const line = (n: number, view: Partial<ExportView>) =>
  viewLine(exportTable(finance, rows(n), new Date(2026, 10, 21), { scope: 'all', page: 1, complete: true, fromDate: '', toDate: '', search: '', ...view }));

describe('what an export says about its rows', () => {
  it('names the scope, the row count in Indian grouping, the dates and the search text', () => {
    expect(line(25, {})).toBe('All matching rows: 25 rows · Dates: all · Search: none');
    expect(line(1, { scope: 'page', page: 3 })).toBe('This page (page 3): 1 row · Dates: all · Search: none');
    expect(line(123456, { fromDate: '2026-11-01', toDate: '2026-11-21', search: 'शर्मा' })).toBe(
      'All matching rows: 1,23,456 rows · Dates: 1 Nov 2026 to 21 Nov 2026 · Search: “शर्मा”',
    );
    expect(line(2, { fromDate: '2026-01-05' })).toBe('All matching rows: 2 rows · Dates: from 5 Jan 2026 · Search: none');
    expect(line(2, { toDate: '2026-12-31' })).toBe('All matching rows: 2 rows · Dates: up to 31 Dec 2026 · Search: none');
    expect(line(20, { complete: false })).toBe('All matching rows saved on this device: 20 rows · Dates: all · Search: none');
    expect(line(0, {})).toBe('All matching rows: 0 rows · Dates: all · Search: none');
  });

  it('names no dates for a report of records as they stand', () => {
    const table = exportTable(stockAgeingReport, rows(3), new Date(2026, 10, 30), { scope: 'all', page: 1, complete: true, fromDate: '', toDate: '', search: '' });
    expect(viewLine(table)).toBe('All matching rows: 3 rows · Search: none');
    expect(viewLine(exportTable(allotmentsReport, rows(1), new Date(2026, 10, 30)))).toBe('All matching rows: 1 row · Dates: all · Search: none');
  });

  it('reads the date inputs as the calendar days they name', () => {
    expect(dayText('2026-11-23')).toBe('23 Nov 2026');
    expect(dayText('2027-02-01')).toBe('1 Feb 2027');
    expect(dayText('not a date')).toBe('not a date');
  });
});
