/**
 * What the device keeps for a signed-in admin, dropped whenever the session ends: at
 * logout and on any 401 alike (requirements 4; docs/lead-desk.md: logout and a 401 drop
 * the device's data). Local storage (the token with it), every admin read held in
 * memory, and the report pages kept for offline use, which hold customers' names,
 * numbers and addresses, the lead desk's copy of the leads and the appointment days kept for the day view. The PDF font stays (it
 * is public), and so do admin changes and lead events still waiting in the outbox (they
 * are sent once an admin signs in again).
 */
import type { QueryClient } from '@tanstack/react-query';
import { clearReportCache } from '../data/report-cache.ts';
import { clearAppointmentDays } from '../appointments/appointment-day-db.ts';
import { clearLeadDesk } from '../leads/clear-lead-desk.ts';
import { clearStockDevice } from '../stock/stock-device-db.ts';
import { clearWorkshopBoard } from '../workshop/workshop-board-db.ts';

export async function forgetAdminDevice(queryClient: QueryClient): Promise<void> {
  localStorage.clear();
  queryClient.clear();
  // A full device or a private window must not stop the rest of the clean-up.
  await Promise.all([
    clearReportCache().catch(() => undefined), clearLeadDesk().catch(() => undefined),
    clearAppointmentDays().catch(() => undefined), clearStockDevice().catch(() => undefined),
    clearWorkshopBoard().catch(() => undefined),
  ]);
}
