/**
 * The customer's status lookup (POST /api/track) and what the page says for each answer:
 * the status in customer words and the showroom; 'No request found' for a wrong pair
 * (the server never says which part was wrong); the server's wait message when the
 * address has asked too often; a plain retry message when the network failed.
 */
import type { TrackBookingAnswer } from '#contract/appointment-track.ts';
import type { BookingTrackAnswer } from '#contract/booking-track.ts';
import { leadPaths, trackNotFoundMessage } from '#contract/lead-api.ts';
import { stockPaths } from '#contract/stock.ts';
import type { WorkshopTrackAnswer } from '#contract/workshop.ts';
import { workshopTrackPaths } from '#contract/workshop-track.ts';
import { ApiError, api } from '../../lib/api.ts';

export type TrackResult =
  | { kind: 'found'; answer: TrackBookingAnswer }
  | { kind: 'vehicle'; answer: BookingTrackAnswer }
  | { kind: 'job'; answer: WorkshopTrackAnswer }
  | { kind: 'not-found'; message: string }
  | { kind: 'limited'; message: string }
  | { kind: 'failed'; message: string };

const trackWaitMessage = 'Too many status checks from your network just now. Please wait a few minutes and try again.';
export const trackFailedMessage = 'Could not check the status just now. Please check your connection and try again.';

/** What the page shows for an error of the lookup. */
export function trackErrorResult(error: unknown): TrackResult {
  if (error instanceof ApiError && error.status === 404) return { kind: 'not-found', message: trackNotFoundMessage };
  // The server's 429 message names the minutes to wait; it is shown as it is.
  if (error instanceof ApiError && error.status === 429) return { kind: 'limited', message: error.message.startsWith('Too many') ? error.message : trackWaitMessage };
  return { kind: 'failed', message: trackFailedMessage };
}

export async function lookUpRequest(reference: string, mobile: string): Promise<TrackResult> {
  try {
    const answer = await api<TrackBookingAnswer>(leadPaths.track, { method: 'POST', body: { reference, mobile } });
    return { kind: 'found', answer };
  } catch (error) {
    return trackErrorResult(error);
  }
}

/** A vehicle booking (BK-000123): its steps (POST /api/stock/track, the same budget and "not found"). */
export async function lookUpVehicleBooking(reference: string, mobile: string): Promise<TrackResult> {
  try {
    const answer = await api<BookingTrackAnswer>(stockPaths.track, { method: 'POST', body: { reference, mobile } });
    return { kind: 'vehicle', answer };
  } catch (error) {
    return trackErrorResult(error);
  }
}

/** A service job card (JC-000123): its stage and estimate (POST /api/workshop/track, the same budget and "not found"). */
export async function lookUpJobCard(reference: string, mobile: string): Promise<TrackResult> {
  try {
    const answer = await api<WorkshopTrackAnswer>(workshopTrackPaths.track, { method: 'POST', body: { reference, mobile } });
    return { kind: 'job', answer };
  } catch (error) {
    return trackErrorResult(error);
  }
}
