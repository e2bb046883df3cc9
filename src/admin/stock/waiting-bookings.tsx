/**
 * The counter bookings made on this device that the server has not taken yet
 * (booking-outbox.ts), above the list: each says "Waiting to be sent", or the server's words
 * for a refusal with Fix (the form, starting from what was typed) and Discard, or that the
 * server keeps failing with Send again. Only the signed-in person's own are listed.
 */
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { retryEntry } from '../../lib/page-outbox.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { discardAdminChange } from '../shell/admin-changes.ts';
import { counterBookingKind, type WaitingBooking } from './booking-outbox.ts';

interface Props {
  waiting: readonly WaitingBooking[];
  onFix: (booking: WaitingBooking) => void;
}

export function WaitingBookings({ waiting, onFix }: Props) {
  const { showrooms } = useSiteSettings();
  if (waiting.length === 0) return null;
  return (
    <section className="stock-waiting" aria-labelledby="stock-waiting-heading">
      <h2 className="stock-waiting-heading" id="stock-waiting-heading">Made on this device</h2>
      <ul className="stock-waiting-list">
        {waiting.map((w) => (
          <li key={w.entryId} className="stock-waiting-row" aria-label={`Booking for ${w.booking.customerName}`}>
            <p className="stock-waiting-who">
              <strong>{w.booking.customerName}</strong> · {w.booking.mobile}
            </p>
            <p>{w.vehicle} · {showroomPlaceIn(showrooms, w.booking.showroomId)}</p>
            {w.problem === null ? (
              <p className="stock-waiting-state" role="status">Waiting to be sent</p>
            ) : (
              <div className="stock-waiting-refused" role="alert">
                <p><strong>{w.stuck ? 'Not sent' : 'Not booked'}:</strong> {w.problem}</p>
                <div className="admin-actions">
                  {w.stuck
                    ? <button type="button" className="btn btn-primary admin-keep-case" onClick={() => void retryEntry(w.entryId)}>Send again</button>
                    : <button type="button" className="btn btn-primary admin-keep-case" onClick={() => onFix(w)}>Fix</button>}
                  <button type="button" className="btn btn-outline admin-keep-case" onClick={() => void discardAdminChange({ id: w.entryId, kind: counterBookingKind })}>Discard</button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
