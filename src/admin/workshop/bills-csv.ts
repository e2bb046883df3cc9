/**
 * The bills export as a CSV file for the dealer's accounts software: one row per bill line
 * with the invoice number, date, the dealer's GSTIN, the customer, HSN or SAC and the
 * taxable value with CGST, SGST, IGST and total. Made for importing, so the header is the
 * first line, dates are YYYY-MM-DD and amounts are rupees with two decimals and no '₹' or
 * grouping; UTF-8 with a byte-order mark, and text that a spreadsheet would run as a
 * formula neutralised, as every export of the panel (../export/export-csv.ts).
 */
import Papa from 'papaparse';
import type { BillExportRow } from '#contract/workshop-bill.ts';
import { neutralise } from '../export/export-csv.ts';

export const billsCsvHeadings = [
  'Invoice number', 'Invoice date', 'Dealer GSTIN', 'Customer', 'Mobile', 'Job card', 'Description', 'HSN/SAC', 'Quantity',
  'Taxable value', 'CGST', 'SGST', 'IGST', 'Total',
];

const amount = (paise: number): string => `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

export function billsCsv(rows: readonly BillExportRow[]): string {
  const data = rows.map((r) => [
    r.invoiceNumber, r.date, r.dealerGstin, r.customerName, r.mobile, r.reference, r.description, r.hsnSac, String(r.qty),
    amount(r.taxablePaise), amount(r.cgstPaise), amount(r.sgstPaise), amount(r.igstPaise), amount(r.totalPaise),
  ].map(neutralise));
  return `\uFEFF${Papa.unparse({ fields: billsCsvHeadings, data }, { newline: '\r\n' })}\r\n`;
}

export const billsCsvFileName = (from: string, to: string): string => `workshop-bills-${from}-to-${to}.csv`;
