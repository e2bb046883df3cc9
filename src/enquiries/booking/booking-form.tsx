/**
 * A booking form (test ride or service): the enquiry form with Showroom, Date and an open
 * Time drawn from the availability (requirements 2.3). With no signal it offers the times
 * of the last availability this device saw, and says so.
 */
import { Trans } from '@lingui/react/macro';
import type { AppointmentPurpose } from '#contract/appointment-slots.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import type { FormDefinition } from '../kit/form-definition.ts';
import { useAvailability } from './use-availability.ts';
import { slotRenderers, type SlotFieldNames } from './slot-renderers.tsx';

interface BookingFormProps {
  definition: FormDefinition;
  purpose: AppointmentPurpose;
  /** The model whose own places count (test rides), or ''. */
  model: string;
  names: SlotFieldNames;
  heading: string;
}

export function BookingForm({ definition, purpose, model, names, heading }: BookingFormProps) {
  const { read, reload } = useAvailability(purpose, model);
  const renderers = slotRenderers(read === undefined ? undefined : (read?.answer ?? null), names);
  return (
    <>
      {read?.fromDevice ? (
        <p className="slot-note" role="status">
          <Trans>You are offline: these times are the last ones this phone saw. Your booking waits on the phone and is sent when you are back online.</Trans>
        </p>
      ) : null}
      <EnquiryForm definition={definition} heading={heading} renderers={renderers} onRefused={reload} />
    </>
  );
}
