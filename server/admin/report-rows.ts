/**
 * Report rows as the admin panel reads them (spec 3, "Report records (names as
 * returned)"): each record field from its payload field ('' when missing), plus
 * created_date and created_time (Asia/Kolkata); career rows add resume_url, opt-in rows
 * add channels.
 */
import type { ReportSpec } from '../../src/contract/reports.ts';
import type { ReportRow } from './report-repository.ts';

/** spec 9: the opt-in channels, in the form's order. */
const channels = ['rcs', 'sms', 'obd', 'email', 'whatsapp'] as const;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The chosen channels joined by ', '; 'all' stands for all five (spec 4 "Check all"). */
export function chosenChannels(notifications: unknown): string {
  if (!notifications || typeof notifications !== 'object') return '';
  const chosen = notifications as Record<string, unknown>;
  const all = chosen.all === true;
  return channels.filter((c) => all || chosen[c] === true).join(', ');
}

export function resumeUrl(fileId: string | null): string {
  return fileId ? `/api/resumes/${fileId}` : '';
}

export function toRecord(report: ReportSpec, row: ReportRow): Record<string, string> {
  const payload = row.payload && typeof row.payload === 'object' ? row.payload : {};
  const record: Record<string, string> = {};
  for (const [field, source] of Object.entries(report.record)) record[field] = text(payload[source]);
  if (report.kind === 'career') record.resume_url = resumeUrl(row.file_id);
  if (report.kind === 'optin') record.channels = chosenChannels(payload.notifications);
  record.created_date = row.created_date;
  record.created_time = row.created_time;
  return record;
}
