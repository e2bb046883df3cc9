/**
 * The bookings list: a table on tablets, a card per booking on a phone (stock.css), like
 * the stock list. The reference opens the booking; the mobile is a tap to call.
 */
import { formatIndianDate, istDateOf } from '#contract/ist-date.ts';
import { bookingStateText, type BookingRecord } from '#contract/stock.ts';

interface Props {
  bookings: readonly BookingRecord[];
  showroomNames?: (showroomId: number) => string;
  onOpen: (booking: BookingRecord) => void;
}

export function BookingTable({ bookings, showroomNames, onOpen }: Props) {
  return (
    <table className="admin-table stock-table">
      <thead>
        <tr>
          <th scope="col">Booking</th>
          <th scope="col">Customer</th>
          <th scope="col">Vehicle</th>
          {showroomNames && <th scope="col">Showroom</th>}
          <th scope="col">State</th>
          <th scope="col">Booked on</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((b) => (
          <tr key={b.id} className={`stock-row booking-${b.state}`}>
            <th scope="row" className="stock-vin">
              <button type="button" className="stock-vin-button" onClick={() => onOpen(b)}>{b.reference}</button>
            </th>
            <td data-label="Customer">
              {b.customerName}
              <a className="booking-call" href={`tel:+91${b.mobile}`} aria-label={`Call ${b.customerName}, ${b.mobile}`}>{b.mobile}</a>
            </td>
            <td data-label="Vehicle">{b.model} · {b.variant} · {b.colour}</td>
            {showroomNames && <td data-label="Showroom">{showroomNames(b.showroomId)}</td>}
            <td data-label="State" className="stock-status">{bookingStateText(b)}</td>
            <td data-label="Booked on">{formatIndianDate(istDateOf(b.createdAt))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
