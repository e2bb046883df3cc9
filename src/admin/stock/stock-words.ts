/**
 * How a vehicle reads on the Stock screen: its status in words with the date or reason
 * that goes with it, its days on the floor, and its chassis split so the last digits,
 * which staff read off the frame, stand out.
 */
import { vehicleStatusText } from '#contract/stock.ts';

/**
 * The status in words is the contract's, which the server's 409 of a stale screen uses too
 * (docs/stock-and-delivery.md "Two screens, one vehicle").
 */
export const statusText = vehicleStatusText;

/** "12 days" on the floor; a dash while on the way. */
export function ageText(daysInStock: number | null): string {
  if (daysInStock === null) return '—';
  return daysInStock === 1 ? '1 day' : `${daysInStock} days`;
}

/** The chassis as its start and its last six characters. */
export function vinParts(vin: string): { head: string; tail: string } {
  return { head: vin.slice(0, -6), tail: vin.slice(-6) };
}
