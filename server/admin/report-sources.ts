/**
 * The rows of the registry's reports with sources of their own (src/contract/reports.ts
 * SourceReportSpec), one source each: given the chosen IST days and the viewer's scope,
 * every row of the report in its order. The report handler (report-routes.ts) searches
 * and pages them like any report's.
 */
import type { SourceReportSpec } from '#contract/reports.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { paymentMessages } from '#contract/payments.ts';
import type { ResolvedDeps } from '../deps.ts';
import type { LeadScope } from '../auth/staff-scope.ts';
import { HttpError } from '../http/http-error.ts';
import { GatewayError } from '../payments/provider.ts';
import { paymentProvider } from '../payments/checkout-kind.ts';
import { reconcileDay, reconciliationRecord } from '../payments/reconciliation-report.ts';
import { showroomNames } from '../site/showroom-list.ts';
import {
  declinedRows, jobsPerDayRows, reminderRows, repeatRepairRows, revenueRows, turnaroundRows, type WorkshopReportInput,
} from '../workshop/workshop-reports.ts';
import { allotmentRows, bookingsWaitingRows, deliveryRows, stockAgeingRows, type StockReportInput } from '../stock/stock-reports.ts';

/** The chosen days: one day in `fromDate` for a day report, either bound or none for a range, none for the rest. */
export interface SourceQuery {
  fromDate: string;
  toDate: string;
  scope: LeadScope;
}

type SourceRows = (deps: ResolvedDeps, query: SourceQuery) => Promise<Record<string, string>[]>;

const stockSource = (rows: (input: StockReportInput) => Promise<Record<string, string>[]>): SourceRows =>
  async (deps, query) => rows({ db: deps.db, ...query, today: istDateOf(deps.now()), names: await showroomNames(deps.db) });

const workshopSource = (rows: (input: WorkshopReportInput) => Promise<Record<string, string>[]>): SourceRows =>
  async (deps, query) => rows({ db: deps.db, ...query, names: await showroomNames(deps.db) });

export const reportSources: Record<SourceReportSpec['source'], SourceRows> = {
  // The gateway's payments are the dealer's as a whole: the report is every showroom's.
  reconciliation: async (deps, { fromDate }) => {
    const gateway = paymentProvider(deps);
    if (!gateway) throw new HttpError(503, paymentMessages.notSetUp);
    try {
      return (await reconcileDay(deps.db, gateway, fromDate)).map(reconciliationRecord);
    } catch (error) {
      if (error instanceof GatewayError) throw new HttpError(502, error.message);
      throw error;
    }
  },
  stockAgeing: stockSource(stockAgeingRows),
  bookingsWaiting: stockSource(bookingsWaitingRows),
  allotments: stockSource(allotmentRows),
  deliveries: stockSource(deliveryRows),
  workshopJobs: workshopSource(jobsPerDayRows),
  workshopTurnaround: workshopSource(turnaroundRows),
  workshopRevenue: workshopSource(revenueRows),
  workshopDeclined: workshopSource(declinedRows),
  workshopRepeats: workshopSource(repeatRepairRows),
  workshopReminders: workshopSource(reminderRows),
};
