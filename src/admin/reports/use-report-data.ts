import { useEffect, useState } from 'react';
import type { ReportSpec } from '../../contract/reports.ts';
import { readPage, type ReportPageQuery } from '../../offline/report-cache.ts';
import { isNetworkError } from '../session/api-errors.ts';
import { fetchReportPage, type ReportRow } from './fetch-report-page.ts';

export interface ReportView {
  rows: ReportRow[];
  totalPages: number;
  totalRecords: number;
  /** When the rows shown were fetched (epoch ms); null before any answer. */
  fetchedAt: number | null;
  /** Waiting for the server (cached rows, if any, are already shown). */
  loading: boolean;
  /** The server could not be reached: what is shown comes from the device. */
  offline: boolean;
}

const blank: ReportView = { rows: [], totalPages: 0, totalRecords: 0, fetchedAt: null, loading: true, offline: false };

/**
 * Local-first report page (ARCHITECTURE "Offline"): the stored page shows at once, then
 * the server's answer replaces it. With no network the stored page stays, marked offline.
 * spec 8: other fetch failures are only logged; the table keeps what it has.
 */
export function useReportData(spec: ReportSpec, query: ReportPageQuery): ReportView {
  const [view, setView] = useState<ReportView>(blank);
  const [tick, setTick] = useState(0);
  const { reportId, page, limit, fromDate, toDate, search } = query;

  useEffect(() => {
    const refresh = () => setTick((t) => t + 1);
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, []);

  useEffect(() => {
    const q: ReportPageQuery = { reportId, page, limit, fromDate, toDate, search };
    const controller = new AbortController();
    let live = true;
    setView((v) => ({ ...v, loading: true }));
    void (async () => {
      const cached = await readPage(q).catch(() => undefined);
      if (!live) return;
      const fromCache = cached
        ? { rows: cached.rows, totalPages: cached.totalPages, totalRecords: cached.totalRecords, fetchedAt: cached.fetchedAt }
        : { rows: [], totalPages: 0, totalRecords: 0, fetchedAt: null };
      if (navigator.onLine === false) {
        setView({ ...fromCache, loading: false, offline: true });
        return;
      }
      // The stored page shows while the server answers; with none the table says 'Loading...'.
      setView(cached ? { ...fromCache, loading: true, offline: false } : { ...blank });
      try {
        const fresh = await fetchReportPage(spec, q, controller.signal);
        if (!live) return;
        setView({ rows: fresh.rows, totalPages: fresh.totalPages, totalRecords: fresh.totalRecords, fetchedAt: fresh.fetchedAt, loading: false, offline: false });
      } catch (error) {
        if (!live) return;
        if (isNetworkError(error)) setView({ ...fromCache, loading: false, offline: true });
        else {
          console.error(`${spec.title}: the report could not be loaded`, error);
          setView({ ...fromCache, loading: false, offline: false });
        }
      }
    })();
    return () => {
      live = false;
      controller.abort();
    };
  }, [spec, reportId, page, limit, fromDate, toDate, search, tick]);

  return view;
}
