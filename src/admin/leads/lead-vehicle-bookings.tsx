/**
 * A vehicle booking is a lead's next step: the lead's page lists the bookings made from it,
 * each with its state in words and a link to it on Manage > Bookings, and offers "Book a
 * vehicle", which opens the New booking form there with the lead's name, mobile and model
 * filled in and the booking tied to the lead. Needs a signal (bookings are not on the
 * device); offline it says so and the rest of the page works as before.
 */
import { useQuery } from '@tanstack/react-query';
import type { LeadRecord } from '#contract/lead-api.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { bookingStateText, stockPaths, type BookingRecord } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { Link } from '../../ui/link.tsx';

/** Manage > Bookings with the New booking form filled in from the lead. */
export function bookForLeadPath(lead: Pick<LeadRecord, 'id' | 'name' | 'mobile' | 'model'>): string {
  const params = new URLSearchParams({ lead: lead.id, name: lead.name, mobile: lead.mobile });
  if (lead.model) params.set('model', modelDisplayName(lead.model));
  return `/admin/manage/bookings?${params.toString()}`;
}

export function LeadVehicleBookings({ lead }: { lead: LeadRecord }) {
  const path = `${stockPaths.bookings}?lead=${lead.id}`;
  const { data, error } = useQuery({
    queryKey: [path],
    queryFn: async ({ signal }) => (await api<{ data: BookingRecord[] }>(path, { signal, cache: 'no-store' })).data,
  });
  return (
    <section className="lead-form lead-vehicle-bookings" aria-labelledby={`vehicle-bookings-${lead.id}`}>
      <h2 id={`vehicle-bookings-${lead.id}`} className="lead-form-title">Vehicle booking</h2>
      {data && data.length > 0 && (
        <ul className="lead-vehicle-booking-list">
          {data.map((b) => (
            <li key={b.id}>
              <Link to={`/admin/manage/bookings?open=${b.id}`}>{b.reference}</Link> {b.model} · {b.variant} · {b.colour}: {bookingStateText(b)}
            </li>
          ))}
        </ul>
      )}
      {data && data.length === 0 && <p className="lead-note">Not booked yet.</p>}
      {!data && error && <p className="lead-note">Bookings need a connection: they show when the signal is back.</p>}
      {!data && !error && <p className="lead-note" role="status">Loading...</p>}
      <Link className="btn btn-outline admin-keep-case" to={bookForLeadPath(lead)}>Book a vehicle</Link>
    </section>
  );
}
