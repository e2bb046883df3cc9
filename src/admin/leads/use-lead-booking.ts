/**
 * A lead's booking and its changes (GET /api/admin/appointments/{id}), for the timeline:
 * asked only of test rides and service requests; a lead that is no booking answers 404,
 * read as none. Needs a signal: offline the timeline shows the lead's own events.
 */
import { useQuery } from '@tanstack/react-query';
import { appointmentPaths, type AppointmentHistory } from '#contract/appointment-api.ts';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { ApiError, api } from '../../lib/api.ts';

export function useLeadBooking(lead: { id: string; kind: EnquiryKind } | null): AppointmentHistory | null | undefined {
  const asked = lead !== null && (lead.kind === 'product' || lead.kind === 'service');
  const { data } = useQuery({
    queryKey: [appointmentPaths.booking(lead?.id ?? '')],
    enabled: asked,
    queryFn: ({ signal }) =>
      api<AppointmentHistory>(appointmentPaths.booking(lead?.id ?? ''), { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
  return asked ? data : null;
}
