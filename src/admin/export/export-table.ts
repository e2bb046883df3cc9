/**
 * What every export (PDF, CSV, print) is built from: the report's title, headings and
 * the rows as display text, and when the data was fetched (spec 2.5 report layout, 7.3
 * exports). Free of jsPDF and papaparse so the report screen can build it cheaply.
 */
import type { ReportSpec } from '../../contract/reports.ts';
import { cellText } from '../reports/cell-text.ts';

export interface ExportTable {
  title: string;
  fileBase: string;
  headings: string[];
  rows: string[][];
  fetchedAt: Date;
}

export function exportTable(spec: ReportSpec, rows: Record<string, unknown>[], fetchedAt: Date): ExportTable {
  return {
    title: spec.title,
    fileBase: spec.fileBase,
    headings: spec.columns.map((c) => c.heading),
    rows: rows.map((row) => spec.columns.map((c) => cellText(c.field, row[c.field], { forExport: true }))),
    fetchedAt,
  };
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** 'Data fetched at 21 Nov 2026, 14:05' (local time), built by hand so every browser agrees. */
export function fetchedAtLine(date: Date): string {
  return `Data fetched at ${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** 'HH:MM' local, for 'Offline: data saved at 14:05'. */
export function clockTime(date: Date): string {
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}
