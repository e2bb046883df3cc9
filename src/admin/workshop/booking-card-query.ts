/**
 * The service booking a job card is opened from (the appointments screen's "Open job card",
 * docs/workshop.md "Job cards"): read fresh from the server, so the form shows the booking
 * as it is now (its customer, mobile, showroom and model) and whether it already has a card.
 */
import { queryOptions } from '@tanstack/react-query';
import { appointmentPaths, type AppointmentHistory } from '#contract/appointment-api.ts';
import { api } from '../../lib/api.ts';

export function bookingForCardQuery(appointmentId: string) {
  return queryOptions({
    queryKey: ['workshop-booking', appointmentId],
    queryFn: async ({ signal }) => (await api<AppointmentHistory>(appointmentPaths.booking(appointmentId), { signal, cache: 'no-store' })).appointment,
    retry: false,
  });
}
