/**
 * A customer who walked in, recorded as the front desk records one (docs/appointments.md
 * "Staff day view", Walk-in): a lead of its own and an appointment marked Arrived at the minute they came
 * in, its first change "walk-in", colleagues alerted as of any new lead. Used by the desk's
 * Walk-in and by the workshop's walk-in job card when the customer ticks the updates consent
 * (docs/workshop.md "Messages to the customer"): the consent is kept on the lead, where every booking's is.
 */
import type { AppointmentPurpose } from '#contract/appointment-slots.ts';
import { slotOf } from '#contract/appointment-slots.ts';
import type { Notifier } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { bodyHash } from '../enquiries/body-hash.ts';
import { insertParams, insertSql } from '../enquiries/repository.ts';
import { newLeadColumns } from '../leads/new-lead.ts';
import { insertAppointment, recordChange } from './appointment-repository.ts';

export interface WalkInToRecord {
  id: string;
  showroomId: number;
  purpose: AppointmentPurpose;
  name: string;
  mobile: string;
  model: string;
  /** The consent's words as the form showed them beside the ticked box; '' or absent: not ticked. */
  updatesConsent?: string;
}

/** Stores the walk-in in `tx`; false when `id` was already stored (a replay). */
export async function recordWalkIn(
  tx: Queryable, walkIn: WalkInToRecord, ctx: { at: Date; by: string; slaHours: number; notifier: Notifier | undefined },
): Promise<boolean> {
  const { at } = ctx;
  const kind = walkIn.purpose === 'service' ? 'service' : 'product';
  // Shown at the minute they came in; they are here, so no place is taken from those who booked.
  const startsAt = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const here = slotOf(startsAt);
  const payload = {
    name: walkIn.name, mobile: walkIn.mobile, model: walkIn.model, preferredShowroom: walkIn.showroomId, walkIn: true,
    ...(walkIn.updatesConsent ? { updatesConsent: walkIn.updatesConsent } : {}),
  };
  const indexed = { name: walkIn.name, mobile: walkIn.mobile, email: '', model: walkIn.model, regNo: '' };
  const enquiry = {
    id: walkIn.id, kind, createdAt: at, payload, bodyHash: bodyHash(kind, payload), indexed, file: null,
    lead: newLeadColumns({ createdAt: at, payload, ...indexed }, ctx.slaHours),
  };
  const inserted = await tx.query(insertSql, insertParams(enquiry, null));
  if (inserted.rows.length === 0) return false;
  await insertAppointment(tx, {
    id: walkIn.id, purpose: walkIn.purpose, showroomId: walkIn.showroomId, model: walkIn.model, modelPlace: false, startsAt,
    askedDate: here.date, askedTime: null, status: 'arrived', walkIn: true, name: walkIn.name, mobile: enquiry.lead.mobile, at,
  });
  await recordChange(tx, { appointmentId: walkIn.id, type: 'walk-in', data: { showroomId: walkIn.showroomId }, at, by: ctx.by });
  // Colleagues' devices hear of it as of a visitor's lead, in this transaction, so a
  // walk-in stored is a walk-in alerted (docs/notifications.md "Web Push").
  await ctx.notifier?.newLead(tx, walkIn.id, at, { author: ctx.by });
  return true;
}
