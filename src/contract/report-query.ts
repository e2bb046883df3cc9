/** The body of every report call (requirements 7.3), validated by the server. */
import { z } from 'zod';
import { dateWindowMessage, isDateInWindow, isIsoDate } from './fields.ts';
import { allStatusIds } from './lead-statuses.ts';
import { maxReportPageSize, reportPageSize } from './reports.ts';

const optionalDay = z
  .preprocess((v) => (v === null ? '' : v), z.string().trim().optional().default(''))
  .refine((v) => v === '' || isIsoDate(v), { message: 'Dates must be YYYY-MM-DD', abort: true })
  .refine((v) => v === '' || isDateInWindow(v), dateWindowMessage);

/** The body of every report call: {page, limit, fromDate, toDate, search | searchTerm, status}. */
export const reportQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(10_000_000).optional().default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').optional().default(reportPageSize)
    .transform((n) => Math.min(n, maxReportPageSize)),
  fromDate: optionalDay,
  toDate: optionalDay,
  search: z.string().trim().max(100).optional().default(''),
  searchTerm: z.string().trim().max(100).optional().default(''),
  /** Only rows whose lead has this status ('' or absent: any). */
  status: z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), z.enum(allStatusIds as [string, ...string[]])], { error: 'status must be a lead status' }).optional().default('')),
});
export type ReportQuery = z.input<typeof reportQuerySchema>;
export type ParsedReportQuery = z.output<typeof reportQuerySchema>;
