/**
 * The bills export (docs/workshop.md "Bills for the accounts"): one row per line of every
 * bill made on the chosen IST days in the person's showrooms, with its invoice number, the
 * dealer's GSTIN printed on it, the customer, HSN or SAC and the tax split. The screen makes
 * the CSV file from these rows (src/admin/workshop/bills-csv.ts).
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { billPaths, billsExportQuerySchema, type BillExportRow } from '#contract/workshop-bill.ts';
import type { SupplyKind } from '#contract/workshop-tax.ts';
import { istDateOf } from '#contract/ist-date.ts';
import type { ResolvedDeps } from '../deps.ts';
import { adminState } from '../auth/require-session.ts';
import { showroomScopeOf, scopeCondition } from '../auth/staff-scope.ts';
import { validBody } from '../http/validate.ts';
import { lineColumns, lineRecordOf, type LineRow } from './job-card-repository.ts';

/** Lines of one export at most: a year of a busy workshop, well under it. */
const exportLimit = 100_000;
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

interface ExportLineRow extends LineRow {
  invoice_number: string;
  billed_at: Date | string;
  dealer_gstin: string;
  bill_supply: SupplyKind;
  customer_name: string;
  mobile: string;
  reference: string;
}

export function addBillsRoutes(router: Router, deps: ResolvedDeps, guard: Middleware, may: Middleware): void {
  router.get(billPaths.bills, guard, may, async (ctx) => {
    const query = validBody(billsExportQuerySchema, ctx.query);
    const params: unknown[] = [istStart(query.from), new Date(istStart(query.to).getTime() + 86_400_000)];
    const scope = scopeCondition(showroomScopeOf(adminState(ctx)), 'c.showroom_id', params);
    const { rows } = await deps.db.query<ExportLineRow>(
      `SELECT ${lineColumns}, b.invoice_number, b.created_at AS billed_at, b.dealer_gstin, b.supply AS bill_supply,
              c.customer_name, c.mobile, c.reference
         FROM bills b JOIN job_cards c ON c.id = b.job_card_id
         JOIN bill_lines bl ON bl.bill_id = b.id JOIN estimate_lines l ON l.id = bl.estimate_line_id
        WHERE b.created_at >= $1 AND b.created_at < $2 AND ${scope}
        ORDER BY b.financial_year, b.number, l.id LIMIT ${exportLimit}`,
      params,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: rows.map((r): BillExportRow => {
        const line = lineRecordOf(r, r.bill_supply);
        return {
          invoiceNumber: r.invoice_number, date: istDateOf(new Date(r.billed_at)), dealerGstin: r.dealer_gstin, customerName: r.customer_name,
          mobile: r.mobile, reference: r.reference, description: line.name, hsnSac: line.hsnSac, qty: line.qty, taxablePaise: line.taxablePaise,
          cgstPaise: line.cgstPaise, sgstPaise: line.sgstPaise, igstPaise: line.igstPaise, totalPaise: line.totalPaise,
        };
      }),
    };
  });
}
