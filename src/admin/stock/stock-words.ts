/**
 * How a vehicle reads on the Stock screen: its status in words with the date or reason
 * that goes with it, its days on the floor, and its chassis split so the last digits,
 * which staff read off the frame, stand out.
 */
import { formatIndianDate } from '#contract/ist-date.ts';
import { blockReasonLabels, vehicleStatusLabels, type VehicleRecord } from '#contract/stock.ts';

export function statusText(v: Pick<VehicleRecord, 'status' | 'expectedOn' | 'blockReason'>): string {
  const label = vehicleStatusLabels[v.status];
  if (v.status === 'in-transit' && v.expectedOn) return `${label} — expected ${formatIndianDate(v.expectedOn)}`;
  if (v.status === 'blocked' && v.blockReason) {
    const reason = blockReasonLabels[v.blockReason as keyof typeof blockReasonLabels] ?? v.blockReason;
    return `${label} — ${reason}`;
  }
  return label;
}

/** "12 days" on the floor; a dash while on the way. */
export function ageText(daysInStock: number | null): string {
  if (daysInStock === null) return '—';
  return daysInStock === 1 ? '1 day' : `${daysInStock} days`;
}

/** The chassis as its start and its last six characters. */
export function vinParts(vin: string): { head: string; tail: string } {
  return { head: vin.slice(0, -6), tail: vin.slice(-6) };
}
