/**
 * A service visit's way into the workshop (docs/workshop.md "Job cards"): once the customer
 * has Arrived, "Open job card" opens the workshop's form filled in from the booking; once a
 * card is opened, the booking names it and opens it. Only for those who work the workshop:
 * the front desk marks the arrival, the workshop opens the card. A booking has one card at
 * most (the server refuses a second), so the tap is not offered again.
 */
import { roleMay } from '#contract/staff-roles.ts';
import { Link } from '../../ui/link.tsx';
import { useStaffRole } from '../session/use-staff-role.ts';
import type { DayRow } from './day-rows.ts';

/** Where the workshop screen opens a card from a booking, or opens a card already made. */
export const jobCardFromBookingPath = (appointmentId: string) => `/admin/workshop?appointment=${encodeURIComponent(appointmentId)}`;
export const jobCardPath = (jobCardId: number) => `/admin/workshop?card=${jobCardId}`;

export function JobCardAction({ row, who }: { row: DayRow; who: string }) {
  const me = useStaffRole();
  if (row.purpose !== 'service') return null;
  const card = row.jobCard;
  if (card) {
    return roleMay(me.role, 'workshop')
      ? <Link className="btn btn-outline lead-btn admin-keep-case" to={jobCardPath(card.id)} aria-label={`Job card ${card.reference} of ${who}`}>Job card {card.reference}</Link>
      : <span className="appt-flag">Job card {card.reference}</span>;
  }
  // A change still waiting to be sent is not yet the server's Arrived: the server would refuse the card.
  if (row.status !== 'arrived' || row.waiting || !roleMay(me.role, 'workshop')) return null;
  return <Link className="btn btn-primary lead-btn admin-keep-case" to={jobCardFromBookingPath(row.id)} aria-label={`Open job card: ${who}`}>Open job card</Link>;
}
