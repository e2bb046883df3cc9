/**
 * Bookings for the appointment tests: test rides and services posted as the outbox posts
 * them (an Idempotency-Key, the send's attempt number), schedules saved as staff save them.
 */
import { randomUUID } from 'node:crypto';
import { idempotencyHeader } from '#contract/api-paths.ts';
import {
  appointmentPaths, attemptHeader, type AvailabilityAnswer, type BookingAnswer, type SlotRefusalAnswer,
} from '#contract/appointment-api.ts';
import type { ScheduleSettings, ShowroomSchedule } from '#contract/appointment-schedule.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, type AdminSession } from './admin-session.ts';

export interface Slot {
  showroomId: number;
  date: string;
  time: string;
}

interface BookingReply {
  status: number;
  id: string;
  body: { message: string; id?: string; booking?: BookingAnswer } & Partial<SlotRefusalAnswer>;
}

interface Fetcher {
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** A test ride (or, with kind 'service', a service booking) for the slot. */
export async function book(
  app: Fetcher, slot: Slot, options: { kind?: 'product' | 'service'; attempt?: number; model?: string; id?: string; address?: string; n?: number } = {},
): Promise<BookingReply> {
  const kind = options.kind ?? 'product';
  const id = options.id ?? randomUUID();
  const timed = kind === 'product'
    ? { preferredShowroom: slot.showroomId, preferredDate: slot.date, preferredTime: slot.time, ...(options.model ? { model: options.model } : {}) }
    : { preferredShowroom: slot.showroomId, bookingDate: slot.date, bookingTime: slot.time };
  const res = await app.fetch(enquiryKinds[kind].path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [idempotencyHeader]: id,
      ...(options.attempt ? { [attemptHeader]: String(options.attempt) } : {}),
      ...(options.address ? { 'X-Forwarded-For': options.address } : {}),
    },
    body: JSON.stringify({ ...validBody(kind, options.n), ...timed }),
  });
  return { status: res.status, id, body: (await res.json()) as BookingReply['body'] };
}

export async function availabilityOf(app: Fetcher, purpose: 'test-ride' | 'service', model = ''): Promise<AvailabilityAnswer> {
  const res = await app.fetch(`${appointmentPaths.availability}?purpose=${purpose}${model ? `&model=${encodeURIComponent(model)}` : ''}`);
  if (res.status !== 200) throw new Error(`availability: ${res.status} ${await res.text()}`);
  return (await res.json()) as AvailabilityAnswer;
}

/** Saves a showroom's schedule with `changes` over what it has now; returns the answer. */
export async function saveSchedule(
  app: Parameters<typeof call>[0], session: AdminSession, showroomId: number, changes: Partial<ScheduleSettings>,
): Promise<Response> {
  const res = await call(app, session, appointmentPaths.schedules);
  const { data } = (await res.json()) as { data: ShowroomSchedule[] };
  const current = data.find((s) => s.showroomId === showroomId);
  if (!current) throw new Error(`no schedule for ${showroomId}`);
  const { showroomId: _id, version, ...settings } = current;
  return call(app, session, appointmentPaths.schedule(showroomId), { method: 'PUT', json: { version, settings: { ...settings, ...changes } } });
}
