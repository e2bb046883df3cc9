/**
 * A booking taken at the counter: the catalogue's model, variant and colour, the showroom
 * (only those the person works), and the customer's name and mobile. Checked by the
 * contract's schema, the server's own; a problem shows under its field. The booking joins
 * its kind's queue and takes a free matching vehicle at once if there is one. The form's
 * Idempotency-Key makes a booking once however often it is sent. With no signal (or no
 * answer at all) the booking waits in the outbox under that same key (booking-outbox.ts)
 * and is made when it arrives; a refused one is fixed here, starting from what was typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { bookingSchema, bookingStateText, stockPaths, type BookingRecord, type StockKind } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { newUuid } from '../../lib/new-uuid.ts';
import { discardEntry, enqueueRequest } from '../../lib/page-outbox.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem, isNetworkError } from '../session/api-errors.ts';
import { queueCounterBooking, type WaitingBooking } from './booking-outbox.ts';
import { fieldMark } from './field-mark.tsx';
import { asKindForm, KindFields, kindDefaults } from './kind-fields.tsx';
import { stockBookingsQuery, stockVehiclesQuery } from './stock-queries.ts';

type BookingInput = z.input<typeof bookingSchema>;
type BookingValues = z.output<typeof bookingSchema>;

/** A booking for a lead: its customer and the model it asked about, tied to the lead. */
export interface BookingPreset {
  leadId: string;
  customerName: string;
  mobile: string;
  /** The lead's model as people read it; the catalogue's model of that name is chosen. */
  modelName: string;
}

interface Props {
  kinds: readonly StockKind[];
  showroomIds: readonly number[];
  preset?: BookingPreset | undefined;
  /** A booking the server refused when it was sent: the form starts from it, and it goes once this one is saved. */
  fixing?: WaitingBooking | undefined;
  onAdded: () => void;
}

type Outcome = { booking: BookingRecord } | { queued: true };

/** What a refused booking asked for, as far as the catalogue still offers it. */
function fixedValues(fixing: WaitingBooking, kinds: readonly StockKind[], showroomIds: readonly number[]): Partial<BookingInput> {
  const { booking } = fixing;
  const kind = kinds.find((k) => k.id === booking.modelId);
  return {
    customerName: booking.customerName, mobile: booking.mobile,
    ...(booking.leadId ? { leadId: booking.leadId } : {}),
    ...(showroomIds.includes(booking.showroomId) ? { showroomId: booking.showroomId } : {}),
    ...(kind ? {
      modelId: kind.id,
      variant: kind.variants.includes(booking.variant) ? booking.variant : kind.variants[0] ?? '',
      colour: kind.colours.includes(booking.colour) ? booking.colour : kind.colours[0] ?? '',
    } : {}),
  };
}

const sameName = (a: string, b: string) => a.replace(/[^a-z0-9]/gi, '').toLowerCase() === b.replace(/[^a-z0-9]/gi, '').toLowerCase();

export function BookingAddForm({ kinds, showroomIds, preset, fixing, onAdded }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const first = (preset && kinds.find((k) => sameName(k.name, preset.modelName))) || kinds[0];
  const blank: BookingInput = {
    ...kindDefaults(kinds, showroomIds, first), customerName: preset?.customerName ?? '', mobile: preset?.mobile ?? '',
    ...(preset ? { leadId: preset.leadId } : {}),
    ...(fixing ? fixedValues(fixing, kinds, showroomIds) : {}),
  };
  const form = useAdminForm(bookingSchema, { defaultValues: blank });
  const { register, reset, setError, formState, submitWith } = form;

  // One key per booking this form makes: a double tap, or sending again after an answer
  // that never came, answers the same booking instead of making a second.
  const [requestKey, setRequestKey] = useState(newUuid);

  // The fields on screen; a problem of any other (the lead, a showroom not offered) is said
  // in the form itself, not only in a toast that goes after five seconds.
  const shownFields = new Set(['customerName', 'mobile', 'modelId', 'variant', 'colour', ...(showroomIds.length > 1 ? ['showroomId'] : [])]);
  const [refused, setRefused] = useState<string | null>(null);
  const unshownProblem = refused ?? formState.errors.leadId?.message ?? (showroomIds.length > 1 ? undefined : formState.errors.showroomId?.message);

  const add = useAdminWrite({
    write: async (values: BookingValues): Promise<Outcome> => {
      const queue = async (): Promise<Outcome> => {
        await queueCounterBooking(enqueueRequest, requestKey, values, kinds.find((k) => k.id === values.modelId)?.name ?? '');
        return { queued: true };
      };
      if (navigator.onLine === false) return queue();
      try {
        return await api<{ booking: BookingRecord }>(stockPaths.bookings, { method: 'POST', body: values, headers: { [idempotencyHeader]: requestKey } });
      } catch (error) {
        // No answer: the same key in the outbox makes the booking once, whether or not this one arrived.
        if (isNetworkError(error)) return queue();
        throw error;
      }
    },
    onDone: () => {
      setRefused(null);
      if (fixing) void discardEntry(fixing.entryId);
      setRequestKey(newUuid());
      reset(blank);
      onAdded();
      void queryClient.invalidateQueries({ queryKey: stockBookingsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: stockVehiclesQuery.queryKey });
    },
    done: (outcome, values) => ('booking' in outcome
      ? `${outcome.booking.reference} booked: ${bookingStateText(outcome.booking)}`
      : { text: `Booking for ${values.customerName} waits to be sent: it is made when the signal is back`, tone: 'info' }),
    failed: (error) => {
      const problem = fieldProblem(failureText(error, 'Failed to book. Please try again.'));
      if (problem.field && shownFields.has(problem.field)) setError(problem.field as FieldPath<BookingInput>, { message: problem.text });
      else setRefused(problem.text);
      return problem.text;
    },
  });

  const name = fieldMark(id, 'customerName', formState.errors.customerName?.message);
  const mobile = fieldMark(id, 'mobile', formState.errors.mobile?.message);

  return (
    <form className="admin-form" aria-label="Book a vehicle" onSubmit={submitWith((values) => add.mutate(values))} noValidate>
      {preset && <p className="stock-hint">For the lead of {preset.customerName || 'this customer'}: the booking shows on the lead.</p>}
      <label className="admin-field">
        <span>Customer name</span>
        <input type="text" autoComplete="off" maxLength={100} {...name.attrs} {...register('customerName')} />
        {name.error}
      </label>
      <label className="admin-field">
        <span>Mobile number</span>
        <input type="tel" inputMode="numeric" autoComplete="off" maxLength={10} {...mobile.attrs} {...register('mobile')} />
        {mobile.error}
      </label>
      <KindFields form={asKindForm(form)} kinds={kinds} showroomIds={showroomIds} idPrefix={id} />
      {unshownProblem && <p className="admin-field-error" role="alert">{unshownProblem}</p>}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={add.isPending}>{add.isPending ? 'Saving...' : 'Book'}</button>
      </div>
    </form>
  );
}
