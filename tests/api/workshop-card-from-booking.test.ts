/**
 * A job card opened from a service booking marked Arrived (docs/workshop.md "Job cards"):
 * the booking's day row and its own read name the card once it is opened, and a second card
 * for the same booking is refused, whoever asks and however many ask at once, with nothing
 * stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentPaths, type AppointmentHistory, type AppointmentRecord } from '#contract/appointment-api.ts';
import { workshopMessages, workshopPaths } from '#contract/workshop.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { arrivedAppointment, intake, openCard } from '../support/workshop.ts';

const clock = new Date('2026-11-23T05:30:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  ({ owner, manager } = await signInStockStaff(app, 'fromBooking', 2));
});
afterAll(async () => {
  await app?.close();
});

const cardCount = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM job_cards')).rows[0]!.n);

async function dayRow(id: string): Promise<AppointmentRecord | undefined> {
  const res = await call(app, manager, `${appointmentPaths.day}?showroom=2&date=2026-11-23`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { appointments: AppointmentRecord[] }).appointments.find((a) => a.id === id);
}

async function booking(id: string): Promise<AppointmentRecord> {
  const res = await call(app, manager, appointmentPaths.booking(id));
  expect(res.status).toBe(200);
  return ((await res.json()) as AppointmentHistory).appointment;
}

describe('a job card from an arrived service booking', () => {
  it('is named on the booking once opened, and a second one is refused with nothing stored', async () => {
    const appointmentId = await arrivedAppointment(app, manager);
    expect((await dayRow(appointmentId))?.jobCard).toBeNull();
    expect((await booking(appointmentId)).jobCard).toBeNull();

    const answer = await openCard(app, manager, { appointmentId, ...intake });
    const named = { id: answer.jobCard.id, reference: answer.jobCard.reference };
    expect(answer.jobCard).toMatchObject({ appointmentId, customerName: 'Rakesh Yadav', mobile: '9811060001', model: 'Shine 100', showroomId: 2 });
    expect((await dayRow(appointmentId))?.jobCard).toEqual(named);
    expect((await booking(appointmentId)).jobCard).toEqual(named);

    const before = await cardCount();
    const again = await call(app, owner, workshopPaths.jobCards, {
      method: 'POST', json: { appointmentId, ...intake, registration: 'DL 3S AB 0042', model: 'Splendor Plus' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: `appointmentId: ${workshopMessages.appointmentTaken}` });
    expect(await cardCount()).toBe(before);
    expect((await booking(appointmentId)).jobCard).toEqual(named);
  });

  it('opens one card when two counters ask for the same booking at once', async () => {
    const appointmentId = await arrivedAppointment(app, manager);
    const before = await cardCount();
    const both = await Promise.all([owner, manager].map((session) =>
      call(app, session, workshopPaths.jobCards, { method: 'POST', json: { appointmentId, ...intake } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await cardCount()).toBe(before + 1);
    const { rows } = await app.db.query<{ id: string }>('SELECT id FROM job_cards WHERE appointment_id = $1', [appointmentId]);
    expect((await booking(appointmentId)).jobCard?.id).toBe(Number(rows[0]!.id));
  });
});
