/**
 * What every export (PDF, CSV, print) is built from: the report's title, headings and
 * the rows as display text, when the data was fetched and which rows they are (requirements 2.5
 * report layout, 7.3 exports). Free of jsPDF and papaparse so the report screen can build
 * it cheaply.
 */
import { formatClock } from '#contract/ist-date.ts';
import type { AnyReportSpec } from '#contract/reports.ts';
import { groupIndian } from '../../lib/format.ts';
import { cellText } from '../reports/cell-text.ts';

/** Which rows an export holds: the filter of the report screen and the export's scope. */
export interface ExportView {
  /** 'This page' (`page`) or 'All matching rows'. */
  scope: 'page' | 'all';
  page: number;
  /** False when, offline, only the rows saved on this device could be exported. */
  complete: boolean;
  /** 'YYYY-MM-DD' or '' (no bound). */
  fromDate: string;
  toDate: string;
  search: string;
  /** The chosen lead status in staff words, or '' for any. */
  status?: string;
}

/** Every row of the report, no filter: what a table built without a screen's filter holds. */
const unfilteredView: ExportView = { scope: 'all', page: 1, complete: true, fromDate: '', toDate: '', search: '' };

export interface ExportTable {
  title: string;
  fileBase: string;
  headings: string[];
  /** The stored values (ISO dates, stored models): what the CSV holds. */
  rows: string[][];
  /** The same rows as the screen reads them ('23 Nov 2026', model names): what the PDF and print show. */
  readableRows: string[][];
  fetchedAt: Date;
  view: ExportView;
  /** False for a report of records as they stand (a `dates: 'none'` source): its exports name no dates. */
  datesAsked: boolean;
}

export function exportTable(spec: AnyReportSpec, rows: Record<string, unknown>[], fetchedAt: Date, view = unfilteredView): ExportTable {
  return {
    title: spec.title,
    fileBase: spec.fileBase,
    headings: spec.columns.map((c) => c.heading),
    rows: rows.map((row) => spec.columns.map((c) => cellText(c.field, row[c.field], { forExport: true }))),
    readableRows: rows.map((row) => spec.columns.map((c) => cellText(c.field, row[c.field], { forExport: true, readable: true }))),
    fetchedAt,
    view,
    datesAsked: !('dates' in spec) || spec.dates !== 'none',
  };
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** '2026-11-03' -> '3 Nov 2026' (the date inputs' value, read as the calendar day it names). */
export function dayText(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  return `${Number(match[3])} ${months[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

function datesText({ fromDate, toDate }: ExportView): string {
  if (fromDate && fromDate === toDate) return `Date: ${dayText(fromDate)}`;
  if (fromDate && toDate) return `Dates: ${dayText(fromDate)} to ${dayText(toDate)}`;
  if (fromDate) return `Dates: from ${dayText(fromDate)}`;
  if (toDate) return `Dates: up to ${dayText(toDate)}`;
  return 'Dates: all';
}

/**
 * 'All matching rows: 25 rows · Dates: 1 Nov 2026 to 21 Nov 2026 · Search: “kavya”': what
 * the export holds, printed under the title so a printed or mailed file explains itself.
 */
export function viewLine(table: ExportTable): string {
  const { view } = table;
  const scope =
    view.scope === 'page' ? `This page (page ${view.page})` : view.complete ? 'All matching rows' : 'All matching rows saved on this device';
  const count = `${groupIndian(table.rows.length)} ${table.rows.length === 1 ? 'row' : 'rows'}`;
  const search = view.search ? `Search: “${view.search}”` : 'Search: none';
  const status = view.status ? ` · Status: ${view.status}` : '';
  const dates = table.datesAsked ? `${datesText(view)} · ` : '';
  return `${scope}: ${count} · ${dates}${search}${status}`;
}

/** 'Data fetched at 21 Nov 2026, 2:05 pm' (local time), built by hand so every browser agrees. */
export function fetchedAtLine(date: Date): string {
  return `Data fetched at ${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}, ${clockTime(date)}`;
}

/** The local clock as people read it, for 'Offline: data saved at 2:05 pm'. */
export function clockTime(date: Date): string {
  return formatClock(`${two(date.getHours())}:${two(date.getMinutes())}`);
}
