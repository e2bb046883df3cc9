/**
 * A vehicle booking's messages to the customer at each step (docs/stock-and-delivery.md
 * "Messages at each step"), queued in the transaction of the change that reaches the step,
 * through the same durable queue, channels and consent as an enquiry's
 * (server/notifications/queue-messages.ts). One message per step per booking: the event key
 * names the booking and the step, so a replayed request, a step reached again (a checklist
 * value cleared and typed again, or corrected) queues nothing more. An allotment's key also
 * names the vehicle: the same vehicle given again is no news, another vehicle is (its chassis
 * ending is what /track now shows), so it sends its own message.
 *
 * The messages are kept under the customer's lead, which gives their consent, language and
 * e-mail: the booking's own lead (a booking from the lead's page or from Book now), else the
 * customer's latest opt-in form (/optain) with the booking's mobile, as a workshop walk-in's.
 * A counter booking with neither has no consent and no address: nothing is queued.
 */
import type { Notifier } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { customerLeadOf } from '../notifications/customer-lead.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { vehicleStepEvents, type VehicleMessageStep } from '#contract/vehicle-step-messages.ts';

/** Whether the dealer lets this step message the customer (Manage > Messages). */
export async function stepMessageOn(db: Queryable, step: VehicleMessageStep): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>('SELECT NOT ($1 = ANY (step_messages_off)) AS on FROM stock_settings', [step]);
  return rows[0]?.on ?? true;
}

export interface StepFacts {
  /** Allotted: the vehicle given (the message keeps its chassis number's last four characters). */
  vehicleId?: number;
  /** Registration: the number as stored. */
  registration?: string;
  /** The step's IST day when it is not the change's own (Delivered: the delivery date). */
  on?: string;
}

/** The booking has reached `step` at `at`: its customer is told once, if the dealer lets the step speak. */
export async function announceStep(
  tx: Queryable, notifier: Notifier | undefined, bookingId: number, step: VehicleMessageStep, at: Date, facts: StepFacts = {},
): Promise<void> {
  if (!notifier || !(await stepMessageOn(tx, step))) return;
  const leadId = await customerLeadOf(tx, 'booking', bookingId);
  if (leadId === null) return;
  const eventKey = step === 'allotted' ? `vehicle-allotted:${bookingId}:${facts.vehicleId ?? 0}` : `vehicle-${step}:${bookingId}`;
  const data: Record<string, unknown> = { on: facts.on ?? istDateOf(at) };
  if (facts.vehicleId !== undefined) {
    const { rows } = await tx.query<{ vin: string }>('SELECT vin FROM vehicles WHERE id = $1', [facts.vehicleId]);
    if (rows[0]) data.chassis = rows[0].vin.slice(-4);
  }
  if (facts.registration) data.registration = facts.registration;
  await notifier.customerMessages(tx, { leadId, bookingId, event: vehicleStepEvents[step], eventKey, data, at });
}
