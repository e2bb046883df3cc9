/**
 * One booking opened from the list: who, what and where, the vehicle it holds, what staff
 * may do next (booking-change-form.tsx), its money and receipts (booking-money.tsx), its
 * delivery note once it is Ready (delivery-note-button.tsx), and its history with who and when (IST).
 * With no signal, what the list kept on the device says of it, and that the rest needs a connection.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { roleMay } from '#contract/staff-roles.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { bookingStateText, stockPaths, type BookingRecord, type StockHistoryEntry } from '#contract/stock.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useOnline } from '../../ui/use-online.ts';
import { adminRead } from '../data/admin-read.ts';
import { ListState } from '../ui/list-state.tsx';
import { HistoryList } from './history-list.tsx';
import { BookingChangeForm } from './booking-change-form.tsx';
import { BookingChecklistView } from './booking-checklist.tsx';
import { bookingChangeText } from './booking-words.ts';
import { BookingMoney } from './booking-money.tsx';
import { DeliveryNoteButton } from './delivery-note-button.tsx';
import { NeedsConnection } from './needs-connection.tsx';
import { useStaffRole } from '../session/use-staff-role.ts';

function BookingFacts({ booking }: { booking: BookingRecord }) {
  const { showrooms } = useSiteSettings();
  return (
    <dl className="stock-facts">
      <div><dt>Customer</dt><dd>{booking.customerName}, <a href={`tel:+91${booking.mobile}`}>{booking.mobile}</a></dd></div>
      <div><dt>Vehicle</dt><dd>{booking.model} · {booking.variant} · {booking.colour}</dd></div>
      <div><dt>Showroom</dt><dd>{showroomPlaceIn(showrooms, booking.showroomId)}</dd></div>
      <div><dt>State</dt><dd>{bookingStateText(booking)}</dd></div>
      {booking.vin && <div><dt>Chassis number</dt><dd className="stock-vin-full">{booking.vin}</dd></div>}
      {booking.overrideReason && <div><dt>Given out of turn</dt><dd>{booking.overrideReason}</dd></div>}
    </dl>
  );
}

interface Props {
  bookingId: number;
  /** The booking as the list shows it, shown when it cannot be read. */
  listed?: BookingRecord | undefined;
  mayChangeStock: boolean;
}

export function BookingDetail({ bookingId, listed, mayChangeStock }: Props) {
  const online = useOnline();
  const me = useStaffRole();
  // Someone else's change refused this screen's: said here, above the form drawn afresh.
  const [stale, setStale] = useState<string>();
  const { data, error, refetch } = useQuery(adminRead<{ booking: BookingRecord; history: StockHistoryEntry[] }>(stockPaths.booking(bookingId), { fresh: true }));
  if (!data && listed && !online) {
    return (
      <div className="stock-vehicle">
        <BookingFacts booking={listed} />
        <NeedsConnection id={`booking-${bookingId}-offline`}>Its payments, checklist, history and changes need a connection: this device is offline.</NeedsConnection>
      </div>
    );
  }
  if (!data) {
    return <ListState rows={undefined} failed={!!error} failedText="Failed to load this booking. Please try again." emptyText="" retry={() => void refetch()} />;
  }
  const { booking, history } = data;
  return (
    <div className="stock-vehicle">
      <BookingFacts booking={booking} />
      <BookingMoney bookingId={booking.id} showroomId={booking.showroomId} mayRefund={me.known && roleMay(me.role, 'refunds')} />
      {booking.state !== 'cancelled' && <BookingChecklistView key={`c-${booking.state}`} booking={booking} />}
      <DeliveryNoteButton booking={booking} history={history} />
      {stale && <p className="admin-field-error" role="alert">{stale}</p>}
      {/* Drawn afresh on every change of the booking (its version), its checklist's included:
          a refusal of Delivered naming missing items goes once they are done. */}
      <BookingChangeForm key={`${booking.id}-${booking.version}-${history.length}`} booking={booking} mayChangeStock={mayChangeStock} onStale={setStale} />
      <HistoryList history={history} text={bookingChangeText} />
    </div>
  );
}
