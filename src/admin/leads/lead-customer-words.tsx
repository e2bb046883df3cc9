/**
 * What the customer wrote on the form, as they wrote it (requirements: the lead page shows
 * the message, colour, registration number, year, service type, preferred showroom, date
 * and time; the quote has its own pane). One table of the payload's fields across the
 * enquiry kinds, so a kind's field with another name (regNo, registrationNumber) reads the same.
 */
import { formatClock, formatIndianDate } from '#contract/ist-date.ts';
import { showroomIdOf } from '#contract/site.ts';
import type { SiteShowroom } from '#contract/site-settings.ts';
import { formatRupees } from '../../lib/format.ts';
import { showroomText } from './lead-text.ts';

type Payload = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function when(payload: Payload, dateField: string, timeField: string): string {
  const date = text(payload[dateField]);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  const time = text(payload[timeField]);
  return time ? `${formatIndianDate(date)}, ${formatClock(time)}` : formatIndianDate(date);
}

/** Label, and how to read it from the payload ('' when the customer left it out). */
const rows: { label: string; read: (p: Payload, showrooms: readonly SiteShowroom[]) => string }[] = [
  { label: 'Message', read: (p) => text(p.message) },
  { label: 'Colour', read: (p) => text(p.color) },
  { label: 'Model they typed', read: (p) => text(p.enteredModel) },
  { label: 'Registration number', read: (p) => text(p.registrationNumber) || text(p.regNo) || text(p.registration) },
  { label: 'Year', read: (p) => text(p.yearOfPurchase) || text(p.purchaseYear) },
  { label: 'Service type', read: (p) => text(p.serviceType) },
  { label: 'Reason', read: (p) => text(p.reason) },
  { label: 'Loan amount', read: (p) => (text(p.loanAmount) ? formatRupees(text(p.loanAmount)) : '') },
  { label: 'Department', read: (p) => text(p.department) },
  { label: 'Location', read: (p) => text(p.location) },
  { label: 'Address', read: (p) => text(p.address) },
  { label: 'Preferred showroom', read: (p, showrooms) => { const id = showroomIdOf(p.preferredShowroom); return id === null ? '' : showroomText(id, showrooms); } },
  { label: 'Date and time', read: (p) => when(p, 'preferredDate', 'preferredTime') || when(p, 'bookingDate', 'bookingTime') },
];

export function LeadCustomerWords({ payload, showrooms }: { payload: Payload; showrooms: readonly SiteShowroom[] }) {
  const shown = rows.map((r) => ({ label: r.label, value: r.read(payload, showrooms) })).filter((r) => r.value);
  if (shown.length === 0) return null;
  return (
    <section className="lead-form lead-wrote" aria-labelledby="lead-wrote-title">
      <h2 id="lead-wrote-title" className="lead-form-title">What the customer wrote</h2>
      <dl className="lead-facts">
        {shown.map((r) => (
          <div key={r.label} className={r.label === 'Message' ? 'lead-wrote-message' : undefined}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
