/**
 * The database's refusals of a stock rule (migrations 300 and 310) as the answers a person reads:
 * whichever API process got there second, the rule holds and the refusal names it.
 */
import { stockMessages } from '#contract/stock.ts';
import { HttpError } from '../http/http-error.ts';

const refusals: Record<string, string> = {
  SB001: stockMessages.blockedVehicle,
  SB002: stockMessages.notAllottable,
  SB003: stockMessages.notMatching,
  SB004: stockMessages.heldByBooking,
  SB005: stockMessages.checklistMissing,
};

/** Runs `work`; a stock rule the database refused becomes a 409 naming `field`. */
export async function withStockRules<T>(work: () => Promise<T>, field = 'vehicleId'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const e = error as { code?: unknown; constraint?: unknown } | null;
    const code = typeof e?.code === 'string' ? e.code : '';
    let message = refusals[code];
    if (code === '23505' && String(e?.constraint ?? '').startsWith('bookings_vehicle_once')) message = stockMessages.alreadyAllotted;
    if (code === '23505' && String(e?.constraint ?? '').startsWith('vehicles_vin')) {
      throw new HttpError(409, `vin: ${stockMessages.knownVin}`, { fields: { errors: [{ field: 'vin', message: stockMessages.knownVin }] } });
    }
    if (!message) throw error;
    // Delivered without its checklist: the checklist is what is wrong, whatever the route.
    if (code === 'SB005') field = 'checklist';
    throw new HttpError(409, `${field}: ${message}`, { fields: { errors: [{ field, message }] } });
  }
}
