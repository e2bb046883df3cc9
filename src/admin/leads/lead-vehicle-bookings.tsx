/**
 * A vehicle booking is a lead's next step: the lead's page lists the bookings made from it,
 * each with its state in words and a link to it on Manage > Bookings, and offers "Book a
 * vehicle", which opens the New booking form there with the lead's name, mobile and model
 * filled in and the booking tied to the lead. Read from the server; offline, or when the
 * read fails, from the device's copy of Manage > Bookings with its age. The lead's counter
 * bookings still in the outbox are listed too, as on Manage > Bookings.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { LeadRecord } from '#contract/lead-api.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { bookingStateText, stockPaths, type BookingRecord, type StockKind } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { onOutboxSent } from '../../lib/outbox/outbox-events.ts';
import { useOutboxEntries } from '../../lib/use-outbox-entries.ts';
import { Link } from '../../ui/link.tsx';
import { useOnline } from '../../ui/use-online.ts';
import { useSignedInAuthor } from '../session/use-signed-in-author.ts';
import { counterBookingKind, waitingBookings } from '../stock/booking-outbox.ts';
import { useStockCopy } from '../stock/use-stock-list.ts';
import { CopySyncLine } from '../ui/copy-sync-line.tsx';
import { leadBookingsOnDevice } from './lead-bookings-on-device.ts';

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
  const online = useOnline();
  const copy = useStockCopy<BookingRecord>('bookings');
  const kinds = useStockCopy<StockKind>('kinds');
  const author = useSignedInAuthor();
  const entries = useOutboxEntries('admin');
  const device = useMemo(
    () => leadBookingsOnDevice(lead.id, copy, waitingBookings(entries, author?.id ?? null, kinds?.rows ?? [])),
    [lead.id, copy, entries, author?.id, kinds?.rows],
  );
  const queryClient = useQueryClient();
  // One of the lead's bookings made offline has reached the server: the list shows it.
  useEffect(() => onOutboxSent((message) => {
    if (message.kind === counterBookingKind) void queryClient.invalidateQueries({ queryKey: [path] });
  }), [queryClient, path]);

  const fromDevice = !data && (error !== null || !online);
  const rows = data ?? (fromDevice ? device.bookings : undefined);
  return (
    <section className="lead-form lead-vehicle-bookings" aria-labelledby={`vehicle-bookings-${lead.id}`}>
      <h2 id={`vehicle-bookings-${lead.id}`} className="lead-form-title">Vehicle booking</h2>
      {fromDevice && device.bookings && <CopySyncLine state={online ? 'failed' : 'offline'} syncedAt={device.syncedAt} copy="the bookings" />}
      {((rows && rows.length > 0) || device.waiting.length > 0) && (
        <ul className="lead-vehicle-booking-list">
          {device.waiting.map((w) => (
            <li key={w.entryId}>
              {w.vehicle}: {w.problem === null
                ? 'Waiting to be sent'
                : <>{w.stuck ? 'Not sent' : 'Not booked'}: {w.problem} <Link to="/admin/manage/bookings">Fix it on Manage &gt; Bookings</Link></>}
            </li>
          ))}
          {rows?.map((b) => (
            <li key={b.id}>
              <Link to={`/admin/manage/bookings?open=${b.id}`}>{b.reference}</Link> {b.model} · {b.variant} · {b.colour}: {bookingStateText(b)}
            </li>
          ))}
        </ul>
      )}
      {rows && rows.length === 0 && device.waiting.length === 0 && <p className="lead-note">Not booked yet.</p>}
      {fromDevice && device.bookings === null && (
        <p className="lead-note">Bookings are not kept on this device yet: they show once Manage &gt; Bookings has been opened online.</p>
      )}
      {rows === undefined && !(fromDevice && device.bookings === null) && <p className="lead-note" role="status">Loading...</p>}
      <Link className="btn btn-outline admin-keep-case" to={bookForLeadPath(lead)}>Book a vehicle</Link>
    </section>
  );
}
