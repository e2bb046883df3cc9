/**
 * One report page from the server, kept in the report cache with its query (docs/offline.md:
 * every report page fetched is stored with the time it was fetched).
 */
import { queryOptions } from '@tanstack/react-query';
import type { AnyReportSpec, ReportPage } from '#contract/reports.ts';
import { ApiError, api } from '../../lib/api.ts';
import { savePage, type CachedPage, type ReportPageQuery } from '../data/report-cache.ts';

export type ReportRow = Record<string, unknown>;

/** requirements 7.3: {page, limit, fromDate, toDate, search | searchTerm}, and a lead status when one is chosen; every report filters on the server. */
export function reportBody(spec: AnyReportSpec, q: ReportPageQuery): Record<string, unknown> {
  const body: Record<string, unknown> = { page: q.page, limit: q.limit, fromDate: q.fromDate, toDate: q.toDate, [spec.searchParam]: q.search.trim() };
  if (q.status) body.status = q.status;
  return body;
}

async function fetchReportPage(spec: AnyReportSpec, q: ReportPageQuery, signal: AbortSignal): Promise<CachedPage> {
  const answer = await api<ReportPage<ReportRow>>(spec.path, { method: 'POST', body: reportBody(spec, q), signal });
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

/** The admin read of one report page (the report screen's table, and each page of an export). */
export function reportPageQuery(spec: AnyReportSpec, q: ReportPageQuery) {
  return queryOptions({
    queryKey: ['report', q.reportId, q.fromDate, q.toDate, q.search.trim(), q.status ?? '', q.limit, q.page],
    queryFn: ({ signal }) =>
      fetchReportPage(spec, q, signal).catch((error: unknown) => {
        // requirements 8: a refused report call is only logged; the table keeps what it has.
        if (error instanceof ApiError) console.error(`${spec.title}: the report could not be loaded`, error);
        throw error;
      }),
  });
}
