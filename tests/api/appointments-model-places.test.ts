/**
 * A model's own test-ride places belong to one catalogue model (docs/appointments.md): the
 * name a form sends is matched to the catalogue without case, spaces or punctuation (or the
 * model is named by its id), so differently spelt bookings share the model's places, and a
 * model the catalogue does not have is refused with nothing stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { appointmentPaths, type AppointmentRecord } from '#contract/appointment-api.ts';
import { slotProblemMessage } from '#contract/appointment-slots.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { signedInAdmin, call, type AdminSession } from '../support/admin-session.ts';
import { availabilityOf, book, saveSchedule } from '../support/appointments.ts';
import { validBody } from '../faults/support/bodies.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
const clock = new Date('2026-11-23T06:00:00Z');
let app: TestApp;
let session: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  session = await signedInAdmin(app, 'asha', 'model places test password');
});
afterAll(async () => {
  await app?.close();
});

async function count(table: 'enquiries' | 'appointments'): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

async function slotRows(showroomId: number, date: string, time: string): Promise<AppointmentRecord[]> {
  const res = await call(app, session, `${appointmentPaths.day}?showroom=${showroomId}&date=${date}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { appointments: AppointmentRecord[] }).appointments.filter((a) => a.time === time);
}

describe("a model's own test-ride places", () => {
  it('are one catalogue model\'s however its name is spelt: 100 riders at once, "Shine 100", "SHINE 100" and "Shine100", one place', async () => {
    const saved = await saveSchedule(app, session, 1, { testRidePlaces: 3, modelPlaces: { 'Shine 100': 1 } });
    expect(saved.status).toBe(200);
    const slot = { showroomId: 1, date: '2026-11-27', time: '16:00' };
    const spellings = ['Shine 100', 'SHINE 100', 'Shine100'];
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => book(app, slot, { model: spellings[i % 3], address: `10.7.${Math.floor(i / 50)}.${i}` })),
    );
    const confirmed = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status === 409);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.body.booking).toEqual({ state: 'confirmed', ...slot });
    expect(refused).toHaveLength(99);
    for (const r of refused) {
      expect(r.body.problem).toBe('full');
      expect(r.body.message).toBe(slotProblemMessage('full', slot.date));
    }
    const rows = await slotRows(1, slot.date, slot.time);
    expect(rows.map((a) => a.model)).toEqual(['Shine 100']);

    // Named by its catalogue id, the same model: its one place is taken.
    const { rows: shine } = await app.db.query<{ id: number }>("SELECT id FROM models WHERE name = 'Shine 100'");
    const byId = await app.fetch(enquiryKinds.product.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID(), 'X-Forwarded-For': '10.7.9.1' },
      body: JSON.stringify({
        ...validBody('product'), model: 'Shine', modelId: shine[0]?.id,
        preferredShowroom: slot.showroomId, preferredDate: slot.date, preferredTime: slot.time,
      }),
    });
    expect(byId.status).toBe(409);
    // Another model still has the slot's other places, and availability counts the model however it is asked for.
    expect((await book(app, slot, { model: 'activa-6g', address: '10.7.9.2' })).status).toBe(201);
    for (const asked of spellings) {
      const day = (await availabilityOf(app, 'test-ride', asked)).showrooms[0]?.days.find((d) => d.date === slot.date);
      expect(day?.slots.find((s) => s.time === slot.time)).toEqual({ time: slot.time, left: 0, state: 'full' });
    }
  });

  it('refuses a model the catalogue does not have with a 400 naming it, storing nothing', async () => {
    const before = [await count('enquiries'), await count('appointments')];
    const res = await book(app, { showroomId: 2, date: '2026-11-27', time: '10:00' }, { model: 'Shine 999', address: '10.7.9.3' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Shine 999');
    expect([await count('enquiries'), await count('appointments')]).toEqual(before);
  });
});
