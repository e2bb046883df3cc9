/**
 * How a booking's history reads on the Bookings screen: each change as staff say it, never
 * the stored type. Its state in words is the contract's bookingStateText, which the
 * server's 409 of a stale screen uses too.
 */
import { bookingStateLabels, bookingStates, type BookingState, type StockHistoryEntry } from '#contract/stock.ts';
import { formatIndianDate } from '#contract/ist-date.ts';

const stateWord = (value: unknown) =>
  bookingStates.includes(value as BookingState) ? bookingStateLabels[value as BookingState] : 'another state';

const releaseWords: Record<string, string> = {
  cancelled: 'Vehicle let go: the booking was cancelled',
  blocked: 'Vehicle let go: it was blocked, so the booking waits for the next',
  'given out of turn': 'Vehicle given to another booking out of turn: this booking waits again',
};

export function bookingChangeText(entry: StockHistoryEntry): string {
  const d = entry.data;
  switch (entry.type) {
    case 'booked':
      return 'Booked';
    case 'allotted':
      return d.outOfTurn ? `Allotted out of turn: ${String(d.reason ?? '')}` : 'Allotted the next matching vehicle';
    case 'released':
      return releaseWords[String(d.why)] ?? 'Vehicle let go';
    case 'delivered':
      return typeof d.date === 'string' ? `Handed over on ${formatIndianDate(d.date)}` : 'Handed over';
    case 'checklist': {
      const label = String(d.label ?? 'A checklist item');
      if (d.to === null) return `${label}: cleared`;
      return d.to === 'yes' ? `${label}: done` : `${label}: ${String(d.to)}`;
    }
    case 'state': {
      const reason = typeof d.reason === 'string' && d.reason ? `: ${d.reason}` : '';
      return `${stateWord(d.from)} → ${stateWord(d.to)}${reason}`;
    }
    default:
      return 'Changed';
  }
}
