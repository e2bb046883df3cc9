/**
 * The admin report cache (docs/offline.md, admin): every report page fetched is
 * kept on the device with its query and the time it was fetched, so a report opens at
 * once from local data, still shows offline, and exports from it. A database of its own
 * ('dealer-admin-cache'), apart from the public outbox, so logout can drop it whole.
 */
import { Dexie, type EntityTable } from 'dexie';

/** What identifies a set of matching rows; the page and page size pick a slice of it. */
export interface ReportFilter {
  reportId: string;
  fromDate: string;
  toDate: string;
  search: string;
  /** A lead status id; '' or absent: any status. */
  status?: string;
}

export interface ReportPageQuery extends ReportFilter {
  page: number;
  limit: number;
}

export type CachedRow = Record<string, unknown>;

export interface CachedPage extends ReportPageQuery {
  /** reportId|fromDate|toDate|search|limit|page */
  key: string;
  /** reportId|fromDate|toDate|search: every page size and page of one filter. */
  filterKey: string;
  rows: CachedRow[];
  totalPages: number;
  totalRecords: number;
  /** When the server answered (epoch ms). */
  fetchedAt: number;
}

/** Bytes kept for offline exports (the PDF font), by name. */
interface CachedAsset {
  name: string;
  bytes: ArrayBuffer;
  savedAt: number;
}

class ReportCacheDb extends Dexie {
  pages!: EntityTable<CachedPage, 'key'>;
  assets!: EntityTable<CachedAsset, 'name'>;

  constructor() {
    super('dealer-admin-cache');
    this.version(1).stores({
      pages: '&key, filterKey, reportId',
      assets: '&name',
    });
  }
}

let db: ReportCacheDb | undefined;
function database(): ReportCacheDb {
  db ??= new ReportCacheDb();
  return db;
}

/** The status only when one is chosen, so the keys of unfiltered pages stay as they were. */
const statusPart = (f: ReportFilter) => (f.status ? [f.status] : []);

function filterKeyOf(f: ReportFilter): string {
  return JSON.stringify([f.reportId, f.fromDate, f.toDate, f.search.trim(), ...statusPart(f)]);
}

function pageKeyOf(q: ReportPageQuery): string {
  return JSON.stringify([q.reportId, q.fromDate, q.toDate, q.search.trim(), q.limit, q.page, ...statusPart(q)]);
}

export async function savePage(
  query: ReportPageQuery,
  result: { rows: CachedRow[]; totalPages: number; totalRecords: number },
  fetchedAt: number = Date.now(),
): Promise<void> {
  await database().pages.put({
    ...query,
    search: query.search.trim(),
    key: pageKeyOf(query),
    filterKey: filterKeyOf(query),
    rows: result.rows,
    totalPages: result.totalPages,
    totalRecords: result.totalRecords,
    fetchedAt,
  });
}

export async function readPage(query: ReportPageQuery): Promise<CachedPage | undefined> {
  return database().pages.get(pageKeyOf(query));
}

interface CachedRows {
  rows: CachedRow[];
  /** The oldest fetch time among the pages used: the data is at least this fresh. */
  fetchedAt: number;
  totalRecords: number;
  /** True when every matching row is on the device. */
  complete: boolean;
}

/**
 * Every cached row of one filter, in order: 'All matching rows' when offline (requirements 4
 * exports). Pages of one page size never overlap, so the page size whose pages cover the
 * most rows is used.
 */
export async function readAllRows(filter: ReportFilter): Promise<CachedRows | undefined> {
  const pages = await database().pages.where('filterKey').equals(filterKeyOf(filter)).toArray();
  if (pages.length === 0) return undefined;
  const byLimit = new Map<number, CachedPage[]>();
  for (const p of pages) byLimit.set(p.limit, [...(byLimit.get(p.limit) ?? []), p]);
  let best: CachedPage[] = [];
  let bestCount = -1;
  for (const group of byLimit.values()) {
    const count = group.reduce((n, p) => n + p.rows.length, 0);
    if (count > bestCount) {
      best = group;
      bestCount = count;
    }
  }
  best.sort((a, b) => a.page - b.page);
  const rows = best.flatMap((p) => p.rows);
  const totalRecords = Math.max(...best.map((p) => p.totalRecords));
  return {
    rows,
    fetchedAt: Math.min(...best.map((p) => p.fetchedAt)),
    totalRecords,
    complete: rows.length >= totalRecords,
  };
}

export async function saveAsset(name: string, bytes: ArrayBuffer): Promise<void> {
  await database().assets.put({ name, bytes, savedAt: Date.now() });
}

export async function readAsset(name: string): Promise<ArrayBuffer | undefined> {
  return (await database().assets.get(name))?.bytes;
}

/** Logout: no report row stays on the device (the font is public and stays). */
export async function clearReportCache(): Promise<void> {
  await database().pages.clear();
}
