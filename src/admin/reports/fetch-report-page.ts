/**
 * One report page from the server, kept in the report cache with its query (ARCHITECTURE
 * "Offline": every report page fetched is stored with the time it was fetched).
 */
import type { ReportPage, ReportSpec } from '../../contract/reports.ts';
import { api } from '../../lib/api.ts';
import { savePage, type CachedPage, type ReportPageQuery } from '../../offline/report-cache.ts';

export type ReportRow = Record<string, unknown>;

/** spec 7.3: {page, limit, fromDate, toDate, search | searchTerm}; every report filters on the server. */
export function reportBody(spec: ReportSpec, q: ReportPageQuery): Record<string, unknown> {
  return { page: q.page, limit: q.limit, fromDate: q.fromDate, toDate: q.toDate, [spec.searchParam]: q.search.trim() };
}

export async function fetchReportPage(spec: ReportSpec, q: ReportPageQuery, signal?: AbortSignal): Promise<CachedPage> {
  const answer = await api<ReportPage<ReportRow>>(spec.path, { method: 'POST', body: reportBody(spec, q), ...(signal ? { signal } : {}) });
  const fetchedAt = Date.now();
  const result = {
    rows: Array.isArray(answer?.data) ? answer.data : [],
    totalPages: Number(answer?.totalPages) || 0,
    totalRecords: Number(answer?.totalRecords) || 0,
  };
  // A full device or a private window must not break the report itself.
  await savePage(q, result, fetchedAt).catch(() => undefined);
  return { ...q, key: '', filterKey: '', ...result, fetchedAt };
}
