/**
 * One handler for every entry of the report registry (src/contract/reports.ts): the
 * spec's seven report calls (7.3) and the career, feedback, contact and opt-in reports
 * (requirements 10). Body {page, limit, fromDate, toDate, search |
 * searchTerm}; answer {data, totalPages, totalRecords}. Search and dates are applied on
 * the server for every report (a fix of requirements 4, which filters some pages locally).
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { reportQuerySchema } from '#contract/report-query.ts';
import { allReports, reportPermission, type SourceReportSpec, type ReportPage, type ReportSpec } from '#contract/reports.ts';
import { bodyReader, type BodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { countReportRows, reportPage, type ReportFilter } from './report-repository.ts';
import { toRecord } from './report-rows.ts';
import { showroomNames } from '../site/showroom-list.ts';
import { adminState } from '../auth/require-session.ts';
import { leadScopeOf, showroomScopeOf } from '../auth/staff-scope.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { reportSources } from './report-sources.ts';

const reportMessages = {
  dateOrder: 'fromDate: From Date must be on or before To Date',
  dayNeeded: 'fromDate: Choose the day',
  oneDay: 'toDate: This report covers one day: leave To Date empty or the same as From Date',
} as const;

/**
 * A report with a source of its own (SourceReportSpec): its source's rows for the chosen
 * days (one day, a range, or none as its `dates` says) and the viewer's scope, searched
 * (any cell holding the text, in any case) and paged here.
 */
function sourceReportHandler(deps: ResolvedDeps, body: BodyReader, report: SourceReportSpec): Middleware {
  return async (ctx) => {
    const query = validBody(reportQuerySchema, await body.json(ctx));
    let { fromDate, toDate } = query;
    if (report.dates === 'day') {
      if (!fromDate) throw new HttpError(400, reportMessages.dayNeeded);
      if (toDate && toDate !== fromDate) throw new HttpError(400, reportMessages.oneDay);
      toDate = fromDate;
    } else if (report.dates === 'range') {
      if (fromDate && toDate && fromDate > toDate) throw new HttpError(400, reportMessages.dateOrder);
    } else {
      // The records as they stand: dates a screen or an old bookmark sends mean nothing here.
      fromDate = '';
      toDate = '';
    }
    const search = (query[report.searchParam] || query.search || query.searchTerm).toLowerCase();
    // The workshop's reports are of the job cards a person works (docs/workshop.md "Who works it"), not of leads.
    const person = adminState(ctx);
    const scope = reportPermission(report) === 'workshop' ? showroomScopeOf(person) : leadScopeOf(person);
    const all = await reportSources[report.source](deps, { fromDate, toDate, scope });
    const rows = search ? all.filter((row) => Object.values(row).some((v) => v.toLowerCase().includes(search))) : all;
    const offset = (query.page - 1) * query.limit;
    const answer: ReportPage = { data: rows.slice(offset, offset + query.limit), totalPages: Math.ceil(rows.length / query.limit), totalRecords: rows.length };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  };
}

function reportHandler(deps: ResolvedDeps, body: BodyReader, report: ReportSpec): Middleware {
  return async (ctx) => {
    const query = validBody(reportQuerySchema, await body.json(ctx));
    if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw new HttpError(400, reportMessages.dateOrder);
    // requirements 7.3: the offer report sends searchTerm, the others search; either is accepted.
    const preferred = report.searchParam === 'searchTerm' ? [query.searchTerm, query.search] : [query.search, query.searchTerm];
    const filter: ReportFilter = {
      kind: report.kind,
      fromDate: query.fromDate,
      toDate: query.toDate,
      search: preferred.find((s) => s !== '') ?? '',
      status: query.status,
      scope: leadScopeOf(adminState(ctx)),
    };
    const totalRecords = await countReportRows(deps.db, filter);
    const offset = (query.page - 1) * query.limit;
    const rows = offset < totalRecords ? await reportPage(deps.db, filter, { limit: query.limit, offset }) : [];
    const names = await showroomNames(deps.db);
    const answer: ReportPage = {
      data: rows.map((row) => toRecord(report, row, names.place)),
      totalPages: Math.ceil(totalRecords / query.limit),
      totalRecords,
    };
    ctx.body = answer;
  };
}

export function registerReportRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  for (const report of allReports) {
    router.post(report.path, guard, requirePermission(reportPermission(report)), 'kind' in report ? reportHandler(deps, body, report) : sourceReportHandler(deps, body, report));
  }
}
