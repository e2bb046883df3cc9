/**
 * 'All matching rows' for an export (requirements 4 exports): fetched page by page, 100 at a
 * time, each page kept in the report cache; offline, every stored page of the same
 * filter is used instead.
 */
import type { QueryClient } from '@tanstack/react-query';
import { maxReportPageSize, type AnyReportSpec } from '#contract/reports.ts';
import { readAllRows, type ReportFilter } from '../data/report-cache.ts';
import { isNetworkError } from '../session/api-errors.ts';
import { reportPageQuery, type ReportRow } from './fetch-report-page.ts';

interface CollectedRows {
  rows: ReportRow[];
  fetchedAt: Date;
  /** False when only part of the matching rows is on the device (offline). */
  complete: boolean;
  fromDevice: boolean;
}

export class NothingSavedError extends Error {
  constructor() {
    super('No rows of this report are saved on this device.');
  }
}

async function fromDevice(filter: ReportFilter): Promise<CollectedRows> {
  const stored = await readAllRows(filter);
  if (!stored || stored.rows.length === 0) throw new NothingSavedError();
  return { rows: stored.rows, fetchedAt: new Date(stored.fetchedAt), complete: stored.complete, fromDevice: true };
}

export async function collectAllRows(
  queryClient: QueryClient,
  spec: AnyReportSpec,
  filter: ReportFilter,
  onProgress: (fetched: number, total: number) => void,
): Promise<CollectedRows> {
  if (navigator.onLine === false) return fromDevice(filter);
  const started = new Date();
  const rows: ReportRow[] = [];
  try {
    for (let page = 1; ; page++) {
      const answer = await queryClient.fetchQuery(reportPageQuery(spec, { ...filter, page, limit: maxReportPageSize }));
      rows.push(...answer.rows);
      onProgress(rows.length, Math.max(answer.totalRecords, rows.length));
      if (page >= answer.totalPages || answer.rows.length === 0) break;
    }
  } catch (error) {
    if (isNetworkError(error)) return fromDevice(filter);
    throw error;
  }
  return { rows, fetchedAt: started, complete: true, fromDevice: false };
}
