/**
 * The open times a visitor chooses from, read from the server and kept on the device: with
 * no signal the form offers the times of the last availability it saw, and the booking
 * waits in the outbox with the time chosen from them (docs/appointments.md "Offline and the outbox").
 */
import { appointmentPaths, type AvailabilityAnswer } from '#contract/appointment-api.ts';
import type { AppointmentPurpose } from '#contract/appointment-slots.ts';
import { api } from '../../lib/api.ts';

const storageKey = (purpose: AppointmentPurpose, model: string) => `availability:${purpose}:${model}`;

function availabilityPath(purpose: AppointmentPurpose, model: string): string {
  return `${appointmentPaths.availability}?purpose=${purpose}${model ? `&model=${encodeURIComponent(model)}` : ''}`;
}

function savedAvailability(purpose: AppointmentPurpose, model: string): AvailabilityAnswer | null {
  try {
    const text = localStorage.getItem(storageKey(purpose, model)) ?? localStorage.getItem(storageKey(purpose, ''));
    return text ? (JSON.parse(text) as AvailabilityAnswer) : null;
  } catch {
    return null;
  }
}

function keep(answer: AvailabilityAnswer): void {
  try {
    localStorage.setItem(storageKey(answer.purpose, answer.model), JSON.stringify(answer));
  } catch {
    // A full or blocked storage only costs the offline copy.
  }
}

export interface AvailabilityRead {
  answer: AvailabilityAnswer;
  /** True when the server could not be asked and this is the device's last copy. */
  fromDevice: boolean;
}

/** The server's availability, kept for later; without a network, the last one kept (or null). */
export async function readAvailability(purpose: AppointmentPurpose, model: string, signal?: AbortSignal): Promise<AvailabilityRead | null> {
  try {
    const answer = await api<AvailabilityAnswer>(availabilityPath(purpose, model), signal ? { signal } : {});
    keep(answer);
    return { answer, fromDevice: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    const saved = savedAvailability(purpose, model);
    return saved ? { answer: saved, fromDevice: true } : null;
  }
}
