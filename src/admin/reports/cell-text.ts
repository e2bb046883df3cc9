/**
 * How a report cell reads, on screen and in every export. Money fields carry the rupee
 * sign (requirements 1: currency is the rupee). On screen and in the documents a person reads (PDF,
 * print), a date reads '23 Nov 2026' and a model its display name; the CSV keeps the
 * server's values (ISO dates, stored models), so it stays machine-friendly.
 */
import { formatIndianDate } from '#contract/ist-date.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { formatRupees, groupIndian } from '../../lib/format.ts';

/** Record fields that hold an amount of money (requirements 3: finance loan_amount; prices). */
const moneyFields = new Set([
  'loan_amount', 'price', 'bike_price', 'gateway_amount', 'ledger_amount',
  // The workshop reports (src/contract/workshop-reports.ts).
  'parts_amount', 'labour_amount', 'cgst_amount', 'sgst_amount', 'igst_amount', 'gst_amount', 'total_amount', 'declined_amount',
]);

/** Fields that hold a model as the forms stored it (a slug or a name). */
const modelFields = new Set(['model']);

/**
 * Short values a reader takes in whole: phone numbers, dates, times, registration
 * numbers, statuses and places. Their cells never wrap, so a number never splits.
 */
const unbrokenFields = new Set([
  'contact', 'contactNumber', 'contact_number', 'mobile', 'mobile_no', 'phone',
  'created_date', 'created_time', 'bookingDate', 'bookingTime', 'preferred_date', 'preferred_time',
  'registration', 'registrationNumber', 'registration_no', 'registration_number',
  'yearOfPurchase', 'year_of_purchase', 'status', 'loan_amount',
  'model', 'showroom', 'preferred_showroom', 'preferredShowroom',
  'payment_id', 'booking', 'paid_time', 'order_id', 'gateway_status',
  // The stock reports (src/contract/stock-reports.ts).
  'variant', 'colour', 'chassis', 'booked_on', 'allotted_on', 'day', 'turn', 'chosen_by', 'days_waiting', 'days_waited',
  'queue_position', 'in_stock', 'allotted', 'in_transit', 'blocked', 'oldest_days', 'average_days', 'deliveries',
  'days_0_30', 'days_31_60', 'days_61_90', 'days_over_90',
  // The workshop reports.
  'job_card', 'earlier_job_card', 'delivered_on', 'declined_on', 'back_on', 'earlier_delivered_on', 'reminded_on', 'due_on', 'came_back_on',
  'arrived_at', 'delivered_at', 'turnaround_hours', 'code',
]);

/** Counts and days, read with Indian grouping ('1,776'); the CSV keeps the plain figure. */
const countFields = new Set([
  'in_stock', 'allotted', 'in_transit', 'blocked', 'oldest_days', 'average_days', 'deliveries',
  'days_0_30', 'days_31_60', 'days_61_90', 'days_over_90', 'days_waiting', 'days_waited', 'queue_position',
  'jobs', 'free_jobs', 'paid_jobs', 'repair_jobs', 'accident_jobs', 'delivered_jobs', 'bills', 'days_after', 'days_before',
]);

/** Free text that would make a tall, narrow column: its cell is given room. */
const longTextFields = new Set(['message', 'address', 'reason', 'channels', 'models', 'complaints']);

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function isMoneyField(field: string): boolean {
  return moneyFields.has(field);
}

/** The cell's class on screen: unbroken short values, roomy free text, or none. */
export function cellClass(field: string): string | undefined {
  if (moneyFields.has(field)) return 'report-cell-unbroken report-money';
  if (unbrokenFields.has(field)) return 'report-cell-unbroken';
  if (longTextFields.has(field)) return 'report-cell-long';
  return undefined;
}

/** `forExport`: a file's cell (a resume as its full address); `readable` with it: a PDF's or print's, read like the screen. */
export function cellText(field: string, value: unknown, options: { forExport?: boolean; readable?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (isMoneyField(field) && text.trim() !== '' && Number.isFinite(Number(text))) return formatRupees(text);
  // A resume link is shown as a link on screen; exports carry its absolute address.
  if (field === 'resume_url' && options.forExport && /^\/(?!\/)/.test(text) && typeof location !== 'undefined') return `${location.origin}${text}`;
  if (options.forExport && !options.readable) return text;
  if (isoDay.test(text)) return formatIndianDate(text);
  if (countFields.has(field) && /^\d+$/.test(text)) return groupIndian(Number(text));
  if (modelFields.has(field)) return modelDisplayName(text);
  return text;
}
