import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearReportCache, readAllRows, readAsset, readPage, saveAsset, savePage, type ReportPageQuery,
} from '../../src/admin/data/report-cache.ts';

const base: ReportPageQuery = { reportId: 'finance', fromDate: '', toDate: '', search: '', page: 1, limit: 10 };
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `Customer ${from + i}`, loan_amount: String(1000 * (from + i)) }));

describe('report cache (docs/offline.md, admin)', () => {
  beforeEach(async () => {
    await clearReportCache();
  });

  it('stores a page with its query and fetch time and reads it back by the same query', async () => {
    await savePage(base, { rows: rows(1, 10), totalPages: 3, totalRecords: 25 }, 1_700_000_000_000);
    const page = await readPage(base);
    expect(page?.rows).toHaveLength(10);
    expect(page?.rows[0]).toEqual({ name: 'Customer 1', loan_amount: '1000' });
    expect(page?.totalPages).toBe(3);
    expect(page?.totalRecords).toBe(25);
    expect(page?.fetchedAt).toBe(1_700_000_000_000);
  });

  it('keeps different queries apart: page, search, dates, report and page size', async () => {
    await savePage(base, { rows: rows(1, 10), totalPages: 3, totalRecords: 25 });
    expect(await readPage({ ...base, page: 2 })).toBeUndefined();
    expect(await readPage({ ...base, search: 'Customer 1' })).toBeUndefined();
    expect(await readPage({ ...base, fromDate: '2026-11-01' })).toBeUndefined();
    expect(await readPage({ ...base, toDate: '2026-11-20' })).toBeUndefined();
    expect(await readPage({ ...base, reportId: 'booking' })).toBeUndefined();
    expect(await readPage({ ...base, limit: 100 })).toBeUndefined();
    // Surrounding spaces in the search box do not make another query.
    await savePage({ ...base, search: ' Asha ' }, { rows: rows(1, 1), totalPages: 1, totalRecords: 1 });
    expect((await readPage({ ...base, search: 'Asha' }))?.rows).toHaveLength(1);
  });

  it('a later fetch of the same page replaces the earlier one', async () => {
    await savePage(base, { rows: rows(1, 10), totalPages: 3, totalRecords: 25 }, 1);
    await savePage(base, { rows: rows(100, 10), totalPages: 4, totalRecords: 31 }, 2);
    const page = await readPage(base);
    expect(page?.rows[0]?.name).toBe('Customer 100');
    expect(page?.fetchedAt).toBe(2);
    expect(page?.totalRecords).toBe(31);
  });

  it('reads every cached row of one filter in page order, with the oldest fetch time', async () => {
    await savePage({ ...base, page: 3 }, { rows: rows(21, 5), totalPages: 3, totalRecords: 25 }, 30);
    await savePage({ ...base, page: 1 }, { rows: rows(1, 10), totalPages: 3, totalRecords: 25 }, 10);
    await savePage({ ...base, page: 2 }, { rows: rows(11, 10), totalPages: 3, totalRecords: 25 }, 20);
    await savePage({ ...base, search: 'x' }, { rows: rows(900, 2), totalPages: 1, totalRecords: 2 }, 5);
    const all = await readAllRows(base);
    expect(all?.rows.map((r) => r.name)).toEqual(rows(1, 25).map((r) => r.name));
    expect(all?.fetchedAt).toBe(10);
    expect(all?.complete).toBe(true);
  });

  it('uses the page size that covers the most rows and says when rows are missing', async () => {
    await savePage({ ...base, page: 1 }, { rows: rows(1, 10), totalPages: 3, totalRecords: 25 });
    expect((await readAllRows(base))?.complete).toBe(false);
    await savePage({ ...base, limit: 100 }, { rows: rows(1, 25), totalPages: 1, totalRecords: 25 });
    const all = await readAllRows(base);
    expect(all?.rows).toHaveLength(25);
    expect(all?.complete).toBe(true);
    expect(await readAllRows({ ...base, reportId: 'amc' })).toBeUndefined();
  });

  it('clear removes every page but keeps the export font', async () => {
    await savePage(base, { rows: rows(1, 10), totalPages: 1, totalRecords: 10 });
    await saveAsset('font', new Uint8Array([1, 2, 3]).buffer);
    await clearReportCache();
    expect(await readPage(base)).toBeUndefined();
    expect(await readAllRows(base)).toBeUndefined();
    expect(new Uint8Array((await readAsset('font'))!)).toEqual(new Uint8Array([1, 2, 3]));
  });
});
