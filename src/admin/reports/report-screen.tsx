import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { groupOfKind, leadGroups, statusLabel } from '#contract/lead-statuses.ts';
import { reportQuerySchema } from '#contract/report-query.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { reportPageSize, type AnyReportSpec } from '#contract/reports.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { clockTime, exportTable } from '../export/export-table.ts';
import { ExportUnavailableError } from '../export/export-unavailable-error.ts';
import { openPrintWindow } from '../export/print-window.ts';
import { collectAllRows, NothingSavedError } from './collect-rows.ts';
import { ExportMenu } from './export-menu.tsx';
import { showingText } from './page-window.ts';
import { ReportPager } from './report-pager.tsx';
import { ReportTable } from './report-table.tsx';
import { runExport, type ExportFormat, type ExportScope } from './run-export.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useReportData } from './use-report-data.ts';
import './report-screen.css';

/** requirements 9: search text is applied 600 ms after typing stops. */
const searchDebounceMs = 600;

/** The filter bar: the report body's own date and search rules (requirements 7.3). */
const reportFilterForm = z.object({
  fromDate: reportQuerySchema.shape.fromDate,
  toDate: reportQuerySchema.shape.toDate,
  search: reportQuerySchema.shape.search,
});

interface Progress {
  label: string;
  done: number;
  total: number;
}

/**
 * requirements 2.5 Report layout, shared by every report of the registry: title, From/To Date,
 * SEARCH, PDF/CSV/Print, a Search box, the table and the pager. The query lives in the
 * URL (?page, from, to, q) so a report view is bookmarkable. A day report (the payment
 * reconciliation) asks for one Day instead of From and To, today (IST) unless chosen; a
 * report of the records as they stand (stock, bookings waiting) asks for no dates; neither
 * has a lead status.
 */
export function ReportScreen({ spec }: { spec: AnyReportSpec }) {
  usePageMeta(spec.title);
  const queryClient = useQueryClient();
  // The PDF's letterhead: the dealer's, and the showroom of the person exporting.
  const site = useSiteSettings();
  const { showroomIds } = useStaffRole();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const dates = 'kind' in spec ? 'range' : spec.dates;
  const oneDay = dates === 'day';
  const fromDate = dates === 'none' ? '' : (params.get('from') ?? (oneDay ? istDateOf(new Date()) : ''));
  const toDate = dates === 'range' ? (params.get('to') ?? '') : '';
  const search = params.get('q') ?? '';
  const group = 'kind' in spec ? groupOfKind(spec.kind) : null;
  const statuses = group ? leadGroups[group].statuses : [];
  // Only a status of this report's group; anything else in the address is no filter.
  const status = statuses.some((s) => s.id === params.get('status')) ? (params.get('status') ?? '') : '';

  const { register, watch, submitWith } = useAdminForm(reportFilterForm, { defaultValues: { fromDate, toDate, search } });
  const [fromInput, toInput, searchInput] = watch(['fromDate', 'toDate', 'search']);
  const settledSearch = useDebouncedValue(String(searchInput ?? '').trim(), searchDebounceMs);
  const [progress, setProgress] = useState<Progress>();
  const exporting = useRef(false);

  function update(patch: { page?: number; from?: string; to?: string; q?: string; status?: string }) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined) continue;
          if (value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  }

  // requirements 4: a new search text goes back to page 1. Only the settled text triggers it; the
  // address it compares with is read as it is then (SEARCH also writes it).
  const applySettledSearch = useEffectEvent((text: string) => {
    if (text !== search) update({ q: text, page: 1 });
  });
  useEffect(() => applySettledSearch(settledSearch), [settledSearch]);

  const query = useMemo(
    () => ({ reportId: spec.id, page, limit: reportPageSize, fromDate, toDate, search, status }),
    [spec.id, page, fromDate, toDate, search, status],
  );
  const view = useReportData(spec, query);

  // requirements 4: SEARCH applies the dates and resets to page 1.
  const applyFilter = submitWith((values) => update({ from: values.fromDate, to: values.toDate, q: values.search, page: 1 }));

  async function startExport(format: ExportFormat, scope: ExportScope) {
    if (exporting.current) return;
    exporting.current = true;
    // Opened before any await, inside the click, so popup blockers let it through.
    const printWindow = format === 'print' ? openPrintWindow() : null;
    try {
      let rows = view.rows;
      let fetchedAt = new Date(view.fetchedAt ?? Date.now());
      let complete = true;
      if (scope === 'all') {
        setProgress({ label: 'Fetching rows', done: 0, total: view.totalRecords });
        const collected = await collectAllRows(queryClient, spec, { reportId: spec.id, fromDate, toDate, search, status }, (done, total) =>
          setProgress({ label: 'Fetching rows', done, total }),
        );
        rows = collected.rows;
        fetchedAt = collected.fetchedAt;
        complete = collected.complete;
        if (collected.fromDevice && !collected.complete) {
          toast.info(`Offline: exporting the ${collected.rows.length} rows saved on this device.`);
        }
      }
      // The PDF and print say which rows these are.
      const table = exportTable(spec, rows, fetchedAt, { scope, page, complete, fromDate, toDate: oneDay ? fromDate : toDate, search, status: group && status ? statusLabel(group, status) : '' });
      setProgress({ label: format === 'pdf' ? 'Building PDF' : 'Preparing', done: 0, total: rows.length });
      await runExport(format, table, printWindow, (done, total) => setProgress({ label: 'Building PDF', done, total }), { site, showroomIds });
    } catch (error) {
      printWindow?.close();
      const explained = error instanceof NothingSavedError || error instanceof ExportUnavailableError;
      toast.error(explained ? error.message : 'The export could not be made. Please try again.');
      if (!explained) console.error('export failed', error);
    } finally {
      exporting.current = false;
      setProgress(undefined);
    }
  }

  let note: string | null = null;
  if (view.rows.length === 0) {
    if (view.loading) note = 'Loading...';
    else if (view.offline && view.fetchedAt === null) note = 'Offline: this page is not saved on this device.';
    else note = spec.emptyText;
  }

  return (
    <section className="admin-screen report-screen">
      <h1 className="admin-heading">{spec.title}</h1>
      {spec.about && <p className="report-about">{spec.about}</p>}
      <form className="report-filters admin-panel" onSubmit={applyFilter}>
        {oneDay && (
          <label className="admin-field">
            <span>Day</span>
            <input type="date" required {...register('fromDate')} />
          </label>
        )}
        {dates === 'range' && (
          <>
            <label className="admin-field">
              <span>From Date</span>
              <input type="date" max={String(toInput ?? '') || undefined} {...register('fromDate')} />
            </label>
            <label className="admin-field">
              <span>To Date</span>
              <input type="date" min={String(fromInput ?? '') || undefined} {...register('toDate')} />
            </label>
          </>
        )}
        {statuses.length > 0 && (
          <label className="admin-field">
            <span>Status</span>
            <select value={status} onChange={(event) => update({ status: event.target.value, page: 1 })}>
              <option value="">Any status</option>
              {statuses.map((s) => (
                <option key={s.id} value={s.id}>{s.label}</option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="btn btn-primary">SEARCH</button>
        <ExportMenu disabled={view.rows.length === 0 || progress !== undefined} onExport={(f, s) => void startExport(f, s)} />
      </form>

      <div className="report-toolbar">
        <label className="report-search">
          <span>Search</span>
          <input type="search" maxLength={100} {...register('search')} />
        </label>
        {view.offline && view.fetchedAt !== null && (
          <p className="admin-notice" role="status">Offline: data saved at {clockTime(new Date(view.fetchedAt))}</p>
        )}
      </div>

      {progress && (
        <div className="report-progress" role="status">
          <span>
            {progress.label}
            {progress.total > 0 ? ` ${progress.done} of ${progress.total}` : '...'}
          </span>
          <progress max={Math.max(progress.total, 1)} value={progress.done} aria-label={progress.label} />
        </div>
      )}

      <ReportTable spec={spec} rows={view.rows} note={note} />

      <div className="report-footer">
        <p>{showingText(page, reportPageSize, view.rows.length, view.totalRecords)}</p>
        <ReportPager page={page} totalPages={view.totalPages} onPage={(p) => update({ page: p })} />
      </div>
    </section>
  );
}
