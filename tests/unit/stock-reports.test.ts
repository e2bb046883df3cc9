/**
 * The stock reports' entries in the report registry (src/contract/stock-reports.ts): every
 * one reachable by id with a path, file name and empty text of its own and the dates it asks;
 * the ageing bands' edges; and an allotment row read as a person reads it (23 Nov 2026) in
 * the PDF while the CSV keeps the ISO day.
 */
import { describe, expect, it } from 'vitest';
import { allReports, anyReportById } from '#contract/reports.ts';
import { ageingBandOf, ageingBands, allotmentsReport, allotmentTurns, stockReports } from '#contract/stock-reports.ts';
import { exportTable } from '../../src/admin/export/export-table.ts';
import { cellClass } from '../../src/admin/reports/cell-text.ts';

describe('stock reports in the registry', () => {
  it('lists each once, with its own path, file name, words and dates', () => {
    for (const r of stockReports) {
      expect(anyReportById(r.id)).toBe(r);
      expect(allReports.filter((o) => o.path === r.path || o.fileBase === r.fileBase)).toEqual([r]);
      expect(r.path).toMatch(/^\/api\/admin\/reports\/[a-z-]+$/);
      expect(r.fileBase).toMatch(/^[A-Za-z_-]+$/);
      expect(r.emptyText.length).toBeGreaterThan(0);
      expect(new Set(r.columns.map((c) => c.field)).size).toBe(r.columns.length);
    }
    expect(stockReports.map((r) => [r.id, r.dates])).toEqual([
      ['stock-ageing', 'none'], ['bookings-waiting', 'none'], ['allotments', 'range'], ['deliveries', 'range'],
    ]);
  });

  it('puts a vehicle in its ageing band by whole days, 30, 60 and 90 at the top of theirs', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(ageingBandOf)).toEqual([
      'days_0_30', 'days_0_30', 'days_31_60', 'days_31_60', 'days_61_90', 'days_61_90', 'days_over_90', 'days_over_90',
    ]);
    expect(ageingBands.map((b) => b.heading)).toEqual(['0-30 days', '31-60 days', '61-90 days', 'Over 90 days']);
  });

  it('reads an allotment row with Indian dates in the PDF and keeps ISO days in the CSV', () => {
    const row = {
      allotted_on: '2026-11-23', booking: 'BK-000042', customer: 'Ritu Sharma', model: 'Shine 100', variant: 'Drum', colour: 'Black',
      showroom: 'Sector 18', chassis: 'MBLHA10AB1234567X', booked_on: '2026-11-02', days_waited: '21', turn: allotmentTurns.outOfTurn,
      reason: 'Wedding on Sunday', chosen_by: 'manager-1',
    };
    const table = exportTable(allotmentsReport, [row], new Date('2026-11-25T05:10:00Z'));
    expect(table.headings.slice(0, 3)).toEqual(['Allotted on', 'Booking', 'Customer']);
    expect(table.rows[0]).toEqual(allotmentsReport.columns.map((c) => row[c.field as keyof typeof row]));
    expect(table.readableRows[0]?.[0]).toBe('23 Nov 2026');
    expect(table.readableRows[0]?.[8]).toBe('2 Nov 2026');
    expect(cellClass('chassis')).toBe('report-cell-unbroken');
    expect(cellClass('reason')).toBe('report-cell-long');
  });
});
