/**
 * Report latency with a million finance rows: each report call through the HTTP API with
 * a signed-in session, beside the very SQL the server runs for it (the server's own
 * report and dashboard repository functions), timed straight through the database
 * driver. The ratio (API p95 / SQL p95) shows what HTTP, the session check and JSON add.
 * EXPLAIN ANALYZE of the recorded SQL is kept for any case that comes near its target.
 */
import type { Db, Queryable } from '../server/db/connect.ts';
import { countReportRows, reportPage, type ReportFilter } from '../server/admin/report-repository.ts';
import { todayCounts } from '../server/admin/dashboard-repository.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { reportForKind, reportPageSize } from '#contract/reports.ts';
import type { AdminSession } from '../tests/faults/support/admin-session.ts';
import { searchFragment } from './finance-rows.ts';
import { timeRuns, type Summary } from './stats.ts';

/** Asia/Kolkata calendar day, n days before today, as YYYY-MM-DD (the reports' day basis). */
function kolkataDay(daysAgo: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

const financePath = reportForKind('finance').path;

interface ReportCaseSpec {
  label: string;
  /** The report body POSTed to the finance report; none for GET /api/dashboard. */
  body?: { page: number; limit: number; fromDate?: string; toDate?: string; search?: string };
  /** What the server's handler does for it, on the given database. */
  run(db: Queryable): Promise<void>;
}

/** The report handler's two steps (server/admin/report-routes.ts): the total, then the page. */
function reportSteps(body: NonNullable<ReportCaseSpec['body']>) {
  const filter: ReportFilter = { kind: 'finance', fromDate: body.fromDate ?? '', toDate: body.toDate ?? '', search: body.search ?? '' };
  return async (db: Queryable) => {
    const total = await countReportRows(db, filter);
    const offset = (body.page - 1) * body.limit;
    if (offset < total) await reportPage(db, filter, { limit: body.limit, offset });
  };
}

export function reportCases(): ReportCaseSpec[] {
  const bodies: { label: string; body: NonNullable<ReportCaseSpec['body']> }[] = [
    { label: 'finance report, first page', body: { page: 1, limit: reportPageSize } },
    { label: 'finance report, page 5,000', body: { page: 5000, limit: reportPageSize } },
    { label: `finance report, search "${searchFragment}"`, body: { page: 1, limit: reportPageSize, search: searchFragment } },
    { label: 'finance report, one week', body: { page: 1, limit: reportPageSize, fromDate: kolkataDay(7), toDate: kolkataDay(1) } },
  ];
  return [
    ...bodies.map((b) => ({ ...b, run: reportSteps(b.body) })),
    { label: 'GET /api/dashboard', run: async (db: Queryable) => void (await todayCounts(db, new Date())) },
  ];
}

export interface SqlTiming {
  label: string;
  sql: Summary;
  plan?: string;
}

/** A Queryable that remembers the statements it ran, to EXPLAIN them afterwards. */
function recording(db: Queryable, into: { text: string; params: unknown[] }[]): Queryable {
  return {
    query(text, params = []) {
      into.push({ text, params });
      return db.query(text, params);
    },
  };
}

export async function explain(db: Db, c: Pick<ReportCaseSpec, 'run'>): Promise<string> {
  const steps: { text: string; params: unknown[] }[] = [];
  await c.run(recording(db, steps));
  const plans: string[] = [];
  for (const step of steps) {
    const explained = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${step.text}`, step.params);
    plans.push(`${step.text.replace(/\s+/g, ' ')}\n  params ${JSON.stringify(step.params)}\n${explained.rows.map((r) => Object.values(r)[0]).join('\n')}`);
  }
  return plans.join('\n\n');
}

/** The report SQL straight through the driver; plans kept for the slow ones. */
export async function timeReportSql(db: Db, cases: ReportCaseSpec[], runs: number): Promise<SqlTiming[]> {
  const out: SqlTiming[] = [];
  for (const c of cases) {
    const sql = await timeRuns(() => c.run(db), runs);
    const timing: SqlTiming = { label: c.label, sql };
    if (sql.p95 >= 50) timing.plan = await explain(db, c);
    out.push(timing);
  }
  return out;
}

export interface ApiTiming {
  label: string;
  api: Summary;
  /** What the API answered: totalRecords for reports, the counts for the dashboard. */
  answered: string;
}

/** Each report call through the HTTP API with the signed-in session. */
export async function timeReportApi(session: AdminSession, cases: ReportCaseSpec[], runs: number): Promise<ApiTiming[]> {
  const out: ApiTiming[] = [];
  for (const c of cases) {
    let answered = '';
    const api = await timeRuns(async () => {
      const res = c.body ? await session.post(financePath, c.body) : await session.fetch(adminApiPaths.dashboard);
      const text = await res.text();
      if (!res.ok) throw new Error(`${c.label}: ${res.status} ${text.slice(0, 300)}`);
      const json = JSON.parse(text) as { totalRecords?: number; data?: unknown[] } | unknown[];
      answered = Array.isArray(json) ? JSON.stringify(json[0]) : `${json.totalRecords} records, ${json.data?.length ?? 0} on the page`;
    }, runs);
    out.push({ label: c.label, api, answered });
  }
  return out;
}
