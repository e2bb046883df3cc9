/**
 * A vehicle booking's steps that message the customer (docs/stock-and-delivery.md "Messages
 * at each step"): each step is its own message event with its own templates in Manage >
 * Messages, and the dealer switches each one on or off there. The words put into the
 * messages are /track's (src/contract/booking-track.ts), in the customer's language.
 */
import { z } from 'zod';
import { bookingStepTitle, bookingTrackTexts } from './booking-track.ts';
import type { Language } from './language.ts';
import type { MessageEvent } from './messages.ts';

export const vehicleMessageSteps = ['allotted', 'insurance', 'registration', 'ready', 'delivered', 'cancelled'] as const;
export type VehicleMessageStep = (typeof vehicleMessageSteps)[number];

export const vehicleStepEvents: Record<VehicleMessageStep, MessageEvent> = {
  allotted: 'vehicle-allotted',
  insurance: 'vehicle-insurance',
  registration: 'vehicle-registration',
  ready: 'vehicle-ready',
  delivered: 'vehicle-delivered',
  cancelled: 'vehicle-cancelled',
};

export function vehicleStepOfEvent(event: string): VehicleMessageStep | null {
  return vehicleMessageSteps.find((step) => vehicleStepEvents[step] === event) ?? null;
}

/** The switches as Manage > Messages shows them. */
export const vehicleStepLabels: Record<VehicleMessageStep, string> = {
  allotted: 'Allotted (with the chassis ending)',
  insurance: 'Insurance done',
  registration: 'Registration done (with the number)',
  ready: 'Ready for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Which steps message the customer; a step left out of a save keeps its switch. */
export const vehicleStepSwitchesSchema = z.object(
  Object.fromEntries(vehicleMessageSteps.map((step) => [step, z.boolean({ error: 'must be true or false' }).optional()])) as
    Record<VehicleMessageStep, z.ZodOptional<z.ZodBoolean>>,
).strict();
export type VehicleStepSwitches = Record<VehicleMessageStep, boolean>;

/** The message's {status}: the step in words with its detail, as /track says it ("Allotted (chassis ending 4821)"). */
export function vehicleStepStatus(language: Language, step: VehicleMessageStep, detail: { chassis: string; registration: string }): string {
  if (step === 'cancelled') return language === 'hi' ? 'रद्द' : 'Cancelled';
  if (step === 'insurance') return `${bookingTrackTexts[language].steps.insurance}: ${bookingTrackTexts[language].done}`;
  const shown = step === 'allotted' ? detail.chassis : step === 'registration' ? detail.registration : '';
  return bookingStepTitle(language, { step, done: true, on: null, detail: shown || null });
}

/** The message's {what}: 'Shine 100 Drum, Black' (names as the catalogue spells them in both languages). */
export const vehicleWhat = (model: string, variant: string, colour: string): string => `${model} ${variant}, ${colour}`;
