/**
 * The database's refusals of a stock rule (migrations 300 and 310) as the answers a person
 * reads (server/db/rule-refusals.ts).
 */
import { stockMessages } from '#contract/stock.ts';
import { withRules, type RuleTable } from '../db/rule-refusals.ts';

/** The rules, their refusals naming `field` (the vehicle, or the booking's step) where the rule is about it. */
const stockRules = (field: string): RuleTable => ({
  codes: {
    SB001: { field, message: stockMessages.blockedVehicle },
    SB002: { field, message: stockMessages.notAllottable },
    SB003: { field, message: stockMessages.notMatching },
    SB004: { field, message: stockMessages.heldByBooking },
    // Delivered without its checklist: the checklist is what is wrong, whatever the route.
    SB005: { field: 'checklist', message: stockMessages.checklistMissing },
  },
  uniques: {
    bookings_vehicle_once: { field, message: stockMessages.alreadyAllotted },
    vehicles_vin: { field: 'vin', message: stockMessages.knownVin },
  },
});

/** Runs `work`; a stock rule the database refused becomes a 409 naming `field`. */
export function withStockRules<T>(work: () => Promise<T>, field = 'vehicleId'): Promise<T> {
  return withRules(stockRules(field), work);
}
