import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportById } from '#contract/reports.ts';
import { buildCsv, neutralise } from '../../src/admin/export/export-csv.ts';
import { exportTable, fetchedAtLine } from '../../src/admin/export/export-table.ts';

const finance = reportById('finance')!;
const fetchedAt = new Date(2026, 10, 21, 14, 5);

function parsed(csv: string) {
  // Title, fetch time and a blank line come before the table.
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  const preamble = lines.slice(0, 3).map((line) => Papa.parse<string[]>(line).data[0]?.[0] ?? '');
  return { preamble, table: Papa.parse<string[]>(lines.slice(3).join('\r\n'), { skipEmptyLines: true }).data };
}

describe('CSV export (requirements 7.3)', () => {
  it('starts with a UTF-8 byte-order mark and says when the data was fetched', () => {
    const csv = buildCsv(exportTable(finance, [], fetchedAt));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const { preamble } = parsed(csv);
    expect(preamble).toEqual(['Finance Report', 'Data fetched at 21 Nov 2026, 2:05 pm', '']);
    expect(fetchedAtLine(fetchedAt)).toBe('Data fetched at 21 Nov 2026, 2:05 pm');
  });

  it("has the registry's headings and the rows as shown, with ₹ on the loan amount", () => {
    const rows = [
      { name: 'Aarav Sharma', contact: '9810000001', email: 'aarav@example.in', model: 'activa-6g', loan_amount: '150000', preferred_showroom: 'Sector 52A', message: 'Need a loan, soon', created_date: '21-11-2026', created_time: '10:15 AM', status: 'Contacted', showroom: 'Sector 18', owner: 'Asha Rani' },
      { name: 'Łucja "Lu" Ñúñez', contact: '9810000002', email: 'l@example.in', model: 'sp-160', loan_amount: '', preferred_showroom: '', message: 'line one\nline two', created_date: '21-11-2026', created_time: '10:16 AM', status: 'New', showroom: '', owner: '' },
    ];
    const { table } = parsed(buildCsv(exportTable(finance, rows, fetchedAt)));
    expect(table[0]).toEqual(['Name', 'Mobile', 'Email ID', 'Model', 'Loan Amount', 'Preferred Showroom', 'Comment', 'Enq. Date', 'Enq. Time', 'Status', 'Showroom', 'Owner']);
    expect(table[1]).toEqual(['Aarav Sharma', '9810000001', 'aarav@example.in', 'activa-6g', '₹1,50,000', 'Sector 52A', 'Need a loan, soon', '21-11-2026', '10:15 AM', 'Contacted', 'Sector 18', 'Asha Rani']);
    expect(table[2]).toEqual(['Łucja "Lu" Ñúñez', '9810000002', 'l@example.in', 'sp-160', '', '', 'line one\nline two', '21-11-2026', '10:16 AM', 'New', '', '']);
    expect(table).toHaveLength(3);
  });

  it('keeps Hindi names exactly as stored (UTF-8, same code points), beside Latin text and ₹', () => {
    const names = ['श्रीमती क्षमा त्रिपाठी', 'किरण शर्मा', 'Kiran किरण (र्क)'];
    const rows = names.map((name, i) => ({ name, contact: `981000000${i}`, email: `h${i}@example.in`, model: 'shine-100', loan_amount: '150000', message: 'शाम 6 बजे के बाद' }));
    const csv = buildCsv(exportTable(finance, rows, fetchedAt));
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { table } = parsed(new TextDecoder().decode(bytes));
    expect(table.slice(1).map((r) => r[0])).toEqual(names);
    expect(table[1]?.slice(4, 7)).toEqual(['₹1,50,000', '', 'शाम 6 बजे के बाद']);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(neutralise('=HYPERLINK("http://evil","x")')).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(neutralise('+91 98110')).toBe(`'+91 98110`);
    expect(neutralise('-2+3')).toBe(`'-2+3`);
    expect(neutralise('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(neutralise('\t=1')).toBe(`'\t'=1`);
    // Whatever separator the spreadsheet splits at, no piece starts a formula.
    expect(neutralise(';=1+1')).toBe(`;'=1+1`);
    expect(neutralise('Asha;=1+1')).toBe(`Asha;'=1+1`);
    expect(neutralise('a,=cmd|x')).toBe(`a,'=cmd|x`);
    expect(neutralise('a| @SUM(A1)')).toBe(`a|' @SUM(A1)`);
    expect(neutralise('x\r=1')).toBe('x\r=1');
    expect(neutralise('5,000-6,000; call after 5')).toBe('5,000-6,000; call after 5');
    expect(neutralise('Asha = Priya')).toBe('Asha = Priya');
    expect(neutralise('')).toBe('');
    const rows = [{ name: '=cmd|" /C calc"!A0', contact: '+919810000003', email: '@x', model: '-m', message: 'ok' }];
    const { table } = parsed(buildCsv(exportTable(finance, rows, fetchedAt)));
    expect(table[1]?.slice(0, 5)).toEqual([`'=cmd|" /C calc"!A0`, `'+919810000003`, `'@x`, `'-m`, '']);
  });
});
