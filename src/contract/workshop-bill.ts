/**
 * The workshop's GST tax invoice (docs/workshop.md "The bill"): its number, gapless within
 * each Indian financial year (April to March, in IST), the answer the bill screen and its
 * PDF read, and the rows of the bills export for the dealer's accounts software.
 */
import { z } from 'zod';
import type { EstimateLineRecord } from './workshop.ts';
import type { SupplyKind, TaxTotals } from './workshop-tax.ts';

export const billPaths = {
  /** Staff: GET ?from=&to= (IST days, YYYY-MM-DD): one row per line of the bills made those days. */
  bills: '/api/admin/workshop/bills',
} as const;

/** The series every workshop invoice number starts with. */
export const billSeries = 'WS';
const istOffsetMs = (5 * 60 + 30) * 60_000;

/** The financial year an instant falls in, as India counts it (1 April 00:00 IST starts one): '2026-27'. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + istOffsetMs);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'WS/2026-27/000123': the series, the financial year and the number within it. */
export function invoiceNumberOf(financialYear: string, n: number): string {
  return `${billSeries}/${financialYear}/${String(n).padStart(6, '0')}`;
}

export const billMessages = {
  linesPending: (lines: readonly { name: string; code: string }[]) =>
    `These lines wait for the customer's decision, so the job cannot be billed yet: ${lines.map((l) => `${l.name} (${l.code})`).join(', ')}`,
  notReady: 'A job card is billed when it is Ready',
  billedAlready: (invoiceNumber: string) => `This job card is billed already: ${invoiceNumber}`,
  immutable: 'A bill cannot be changed once made',
  nothingApproved: 'No line is approved, so there is nothing to bill',
} as const;

export interface BillAnswer {
  reference: string;
  supply: SupplyKind;
  /** Made (numbered, fixed for good) or, before that, drawn from today's approved lines. */
  final: boolean;
  /** 'WS/2026-27/000123' once made; null before. */
  invoiceNumber: string | null;
  /** When the bill was made (ISO); null before. */
  billedAt: string | null;
  /** The dealer's GSTIN as printed on the bill (kept with it); before, today's. */
  gstin: string;
  showroomId: number;
  customerName: string;
  mobile: string;
  registration: string;
  model: string;
  lines: EstimateLineRecord[];
  totals: TaxTotals;
}

const dayField = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

/** The days of the bills export, both included; a year at most. */
export const billsExportQuerySchema = z.object({
  from: dayField('Please choose the first day'),
  to: dayField('Please choose the last day'),
}).refine((q) => q.from <= q.to, { message: 'The last day comes on or after the first', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { message: 'Please choose a year at most', path: ['to'] });

/** One line of one bill, as the accounts software imports it. */
export interface BillExportRow {
  invoiceNumber: string;
  /** The IST day the bill was made (YYYY-MM-DD). */
  date: string;
  dealerGstin: string;
  customerName: string;
  mobile: string;
  reference: string;
  description: string;
  hsnSac: string;
  qty: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}
