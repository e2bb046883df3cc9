/**
 * Report rows as the admin panel reads them (requirements 3, "Report records (names as
 * returned)"): each record field filled as the report registry says (src/contract/
 * reports.ts `record`: a payload field's text, or a value of a type of its own), plus
 * created_date and created_time (Asia/Kolkata), and the lead's status (staff words),
 * showroom (its place) and owner (name), '' where there is none. No report is
 * special-cased here.
 */
import { isEnquiryKind } from '#contract/enquiry-kinds.ts';
import { groupOfKind, statusLabel } from '#contract/lead-statuses.ts';
import { leadQuoteText } from '#contract/lead-quote.ts';
import { optInChannels } from '#contract/options.ts';
import { showroomIdOf } from '#contract/site.ts';
import { slotInstant } from '#contract/appointment-slots.ts';
import { formatIstClock } from '#contract/ist-date.ts';
import type { RecordField, ReportSpec } from '#contract/reports.ts';
import type { ReportRow } from './report-repository.ts';

type Payload = Record<string, unknown>;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The chosen channels joined by ', '; 'all' stands for all five (requirements 4 "Check all"). */
function chosenChannels(notifications: unknown): string {
  if (!notifications || typeof notifications !== 'object') return '';
  const chosen = notifications as Record<string, unknown>;
  const all = chosen.all === true;
  return optInChannels.filter((c) => all || chosen[c] === true).join(', ');
}

/** '14:30' -> '2:30 pm'; anything else ''. */
function clockText(value: unknown): string {
  if (typeof value !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) return '';
  // IST has one offset all year: any day gives the same clock.
  return formatIstClock(slotInstant('2026-01-01', value));
}

export function resumeUrl(fileId: string | null): string {
  return fileId ? `/api/resumes/${fileId}` : '';
}

/** A record field's value: a payload field's text, or the value of its type. */
/** How staff name a stored showroom (server/site/showroom-list.ts), '' for none. */
export type ShowroomPlace = (id: number | null | undefined) => string;

function value(field: RecordField, row: ReportRow, payload: Payload, place: ShowroomPlace): string {
  if (typeof field === 'string') return text(payload[field]);
  switch (field.type) {
    case 'resume':
      return resumeUrl(row.file_id);
    case 'channels':
      return chosenChannels(payload[field.from]);
    case 'showroom':
      return place(showroomIdOf(payload[field.from]));
    case 'quote':
      return leadQuoteText(row.quote);
    case 'mobile':
      return text(payload[field.from]) || (row.mobile ?? '');
    case 'clock':
      return clockText(payload[field.from]);
  }
}

export function toRecord(report: ReportSpec, row: ReportRow, place: ShowroomPlace): Record<string, string> {
  const payload: Payload = row.payload && typeof row.payload === 'object' ? row.payload : {};
  const record: Record<string, string> = {};
  for (const [name, field] of Object.entries(report.record)) record[name] = value(field, row, payload, place);
  record.created_date = row.created_date;
  record.created_time = row.created_time;
  record.status = row.status && isEnquiryKind(row.kind) ? statusLabel(groupOfKind(row.kind), row.status) : '';
  record.showroom = place(row.showroom_id);
  record.owner = row.owner_name ?? '';
  return record;
}
