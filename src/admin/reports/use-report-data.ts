import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AnyReportSpec } from '#contract/reports.ts';
import { readPage, type ReportPageQuery } from '../data/report-cache.ts';
import { isNetworkError } from '../session/api-errors.ts';
import { reportPageQuery, type ReportRow } from './fetch-report-page.ts';

interface ReportView {
  rows: ReportRow[];
  totalPages: number;
  totalRecords: number;
  /** When the rows shown were fetched (epoch ms); null before any answer. */
  fetchedAt: number | null;
  /** Waiting for the server (saved rows, if any, are already shown). */
  loading: boolean;
  /** The server could not be reached: what is shown comes from the device. */
  offline: boolean;
}

/**
 * Local-first report page (docs/offline.md): the page saved on the device (a Dexie
 * live query) shows at once while the server is asked (a react-query read, which saves
 * what it gets); the newer of the two is shown. With no network the saved page stays,
 * marked offline. requirements 8: other fetch failures are only logged; the table keeps what it has.
 */
export function useReportData(spec: AnyReportSpec, query: ReportPageQuery): ReportView {
  const { reportId, page, limit, fromDate, toDate, search, status } = query;
  const server = useQuery({
    ...reportPageQuery(spec, query),
    // Back online: ask the server again (the page shown is the saved one).
    refetchOnReconnect: true,
  });
  // The live query answers the previous page until it has read this one: each answer names
  // the query it is for, so another page's saved rows never show under this page's number.
  const key = JSON.stringify([reportId, page, limit, fromDate, toDate, search, status]);
  const read = useLiveQuery(
    () => readPage({ reportId, page, limit, fromDate, toDate, search, status }).then((p) => ({ key, page: p ?? null }), () => ({ key, page: null })),
    [key],
  );
  // null: nothing saved for this query (undefined: still reading).
  const saved = read?.key === key ? read.page : undefined;

  const fresh = server.data;
  const shown = fresh && (!saved || fresh.fetchedAt >= saved.fetchedAt) ? fresh : (saved ?? undefined);
  const offline = server.isError && isNetworkError(server.error);
  return {
    rows: shown?.rows ?? [],
    totalPages: shown?.totalPages ?? 0,
    totalRecords: shown?.totalRecords ?? 0,
    fetchedAt: shown?.fetchedAt ?? null,
    loading: server.isFetching,
    offline,
  };
}
