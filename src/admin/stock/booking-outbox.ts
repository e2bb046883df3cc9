/**
 * A counter booking made with no signal goes through the outbox (docs/offline.md "Outbox"),
 * as the appointments' walk-ins do: the form's own UUID is the entry's id, sent as the
 * Idempotency-Key, so however often it is sent the server makes one booking
 * (server/stock/booking-request-key.ts); allotment happens on the server when it arrives.
 * Until then the Bookings screen lists it as waiting; when the server refuses it (a model
 * withdrawn meanwhile, a detail not accepted) the entry is kept as failed with the server's
 * words, listed with them, to be fixed or discarded by whoever made it.
 */
import { stockPaths, type BookingRequest, type StockKind } from '#contract/stock.ts';
import type { NewOutboxRequest, OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { problemText } from '../../lib/outbox/outbox-words.ts';
import { fieldProblem } from '../session/api-errors.ts';

export const counterBookingKind = 'stock-booking';

export type Enqueue = (request: NewOutboxRequest) => Promise<string>;

export function queueCounterBooking(enqueue: Enqueue, key: string, booking: BookingRequest, modelName: string): Promise<string> {
  return enqueue({
    id: key, kind: counterBookingKind, label: `Booking for ${booking.customerName}: ${modelName}`,
    method: 'POST', path: stockPaths.bookings, encoding: 'json', body: { ...booking }, auth: 'admin',
  });
}

/** A booking made on this device that the server has not taken yet. */
export interface WaitingBooking {
  entryId: string;
  booking: BookingRequest;
  /** "Shine 100 · Drum · Black" as the catalogue names them (the model's id when it is gone). */
  vehicle: string;
  /** The server's refusal or the words for one stuck; null while it waits to be sent. */
  problem: string | null;
  /** Failing again and again rather than refused: it may be sent again as it is. */
  stuck: boolean;
}

function bookingOf(body: OutboxEntry['body']): BookingRequest {
  const b = body as Record<string, unknown>;
  return {
    modelId: Number(b.modelId), variant: String(b.variant ?? ''), colour: String(b.colour ?? ''), showroomId: Number(b.showroomId),
    customerName: String(b.customerName ?? ''), mobile: String(b.mobile ?? ''),
    ...(typeof b.leadId === 'string' ? { leadId: b.leadId } : {}),
  };
}

/**
 * The counter bookings still in the outbox, oldest first, of the signed-in person only
 * (and older entries naming no author): another account's wait for their author
 * (docs/offline.md "Whose change it is").
 */
export function waitingBookings(entries: readonly OutboxEntry[], me: string | null, kinds: readonly StockKind[]): WaitingBooking[] {
  return entries
    .filter((e) => e.kind === counterBookingKind && (!e.author || e.author.id === me))
    .map((e) => {
      const booking = bookingOf(e.body);
      const model = kinds.find((k) => k.id === booking.modelId)?.name ?? `Model ${booking.modelId}`;
      // The server names the field ("modelId: …"): the person reads only its words.
      const problem = problemText({ ...e, lastError: e.lastError === null ? null : fieldProblem(e.lastError).text });
      return { entryId: e.id, booking, vehicle: `${model} · ${booking.variant} · ${booking.colour}`, problem, stuck: e.status === 'stuck' };
    });
}
