/** The bills CSV for the accounts software (src/admin/workshop/bills-csv.ts): one row per bill line, read back with a CSV parser. */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { BillExportRow } from '#contract/workshop-bill.ts';
import { billsCsv, billsCsvHeadings } from '../../src/admin/workshop/bills-csv.ts';

const row: BillExportRow = {
  invoiceNumber: 'WS/2026-27/000123', date: '2026-12-02', dealerGstin: '06AAGCG4821K1ZK', customerName: 'Sunita Devi', mobile: '9811070004',
  reference: 'JC-000042', description: 'Engine oil 0.9 L', hsnSac: '27101980', qty: 0.9, taxablePaise: 35_099, cgstPaise: 3_159, sgstPaise: 3_159,
  igstPaise: 0, totalPaise: 41_417,
};

describe('the bills CSV', () => {
  it('has the header first and one row per bill line, amounts in rupees to the paisa', () => {
    const text = billsCsv([row, { ...row, description: 'General service, with wash', hsnSac: '998714', qty: 1, taxablePaise: 45_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 8_100, totalPaise: 53_100 }]);
    expect(text.startsWith('\uFEFFInvoice number,Invoice date,Dealer GSTIN,Customer,')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1).trim()).data;
    expect(parsed[0]).toEqual(billsCsvHeadings);
    expect(parsed.slice(1)).toEqual([
      ['WS/2026-27/000123', '2026-12-02', '06AAGCG4821K1ZK', 'Sunita Devi', '9811070004', 'JC-000042', 'Engine oil 0.9 L', '27101980', '0.9', '350.99', '31.59', '31.59', '0.00', '414.17'],
      ['WS/2026-27/000123', '2026-12-02', '06AAGCG4821K1ZK', 'Sunita Devi', '9811070004', 'JC-000042', 'General service, with wash', '998714', '1', '450.00', '0.00', '0.00', '81.00', '531.00'],
    ]);
  });

  it('neutralises a customer name a spreadsheet would run as a formula', () => {
    const parsed = Papa.parse<string[]>(billsCsv([{ ...row, customerName: '=HYPERLINK("x")' }]).slice(1).trim()).data;
    expect(parsed[1]![3]).toBe('\'=HYPERLINK("x")');
  });

  it('is the header alone when no bill was made those days', () => {
    expect(Papa.parse<string[]>(billsCsv([]).slice(1).trim()).data).toEqual([billsCsvHeadings]);
  });
});
