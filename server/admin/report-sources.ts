/**
 * The rows of the registry's day reports (src/contract/reports.ts DayReportSpec), one
 * source each: given the chosen IST day, every row of the report in its order. The report
 * handler (report-routes.ts) searches and pages them like any report's.
 */
import type { DayReportSpec } from '#contract/reports.ts';
import { paymentMessages } from '#contract/payments.ts';
import type { ResolvedDeps } from '../deps.ts';
import { HttpError } from '../http/http-error.ts';
import { GatewayError } from '../payments/provider.ts';
import { paymentProvider } from '../payments/checkout-kind.ts';
import { reconcileDay, reconciliationRecord } from '../payments/reconciliation-report.ts';

type DayRows = (deps: ResolvedDeps, day: string) => Promise<Record<string, string>[]>;

export const dayReportSources: Record<DayReportSpec['source'], DayRows> = {
  reconciliation: async (deps, day) => {
    const gateway = paymentProvider(deps);
    if (!gateway) throw new HttpError(503, paymentMessages.notSetUp);
    try {
      return (await reconcileDay(deps.db, gateway, day)).map(reconciliationRecord);
    } catch (error) {
      if (error instanceof GatewayError) throw new HttpError(502, error.message);
      throw error;
    }
  },
};
