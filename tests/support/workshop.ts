/** Job cards and price lists for the workshop API tests, through the real admin API. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { appointmentPaths } from '#contract/appointment-api.ts';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { call, type AdminSession } from './admin-session.ts';
import type { TestApp } from './test-app.ts';

export const cardPath = (path: string, id: number, lineId?: number) => path.replace(':id', String(id)).replace(':lineId', String(lineId ?? 0));

/** What the counter records of every vehicle; a walk-in adds who and where. */
export const intake = { registration: 'hr26xx1234', odometerKm: 12_480, fuel: 'Half', complaints: 'Brakes squeak, pickup is low', serviceType: 'paid' };
export const walkIn = (mobile = '9811050001', extra: Record<string, unknown> = {}) =>
  ({ ...intake, customerName: 'Sunita Devi', mobile, showroomId: 2, model: 'Activa 6G', ...extra });

export async function openCard(app: TestApp, session: AdminSession, body: Record<string, unknown>): Promise<JobCardAnswer> {
  const res = await call(app, session, workshopPaths.jobCards, { method: 'POST', json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as JobCardAnswer;
}

/** A service customer recorded as a walk-in at the appointments desk: an appointment marked Arrived. */
export async function arrivedAppointment(app: TestApp, session: AdminSession, purpose: 'service' | 'test-ride' = 'service'): Promise<string> {
  const id = randomUUID();
  const res = await call(app, session, appointmentPaths.walkIn, {
    method: 'POST', headers: { [idempotencyHeader]: id },
    json: { showroomId: 2, purpose, name: 'Rakesh Yadav', mobile: '9811060001', model: 'Shine 100' },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return id;
}

export async function addLine(app: TestApp, session: AdminSession, id: number, body: Record<string, unknown>): Promise<JobCardAnswer> {
  const res = await call(app, session, cardPath(workshopPaths.lines, id), { method: 'POST', json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as JobCardAnswer;
}

export function moveTo(app: TestApp, session: AdminSession, id: number, stage: string, version: number): Promise<Response> {
  return call(app, session, cardPath(workshopPaths.stage, id), { method: 'POST', json: { stage, version } });
}

/** Moves the card forward stage by stage up to `last`, each with the version the last answer gave; the card's answer after. */
export async function advance(app: TestApp, session: AdminSession, card: JobCardAnswer, stages: readonly string[]): Promise<JobCardAnswer> {
  let answer = card;
  for (const stage of stages) {
    const res = await moveTo(app, session, answer.jobCard.id, stage, answer.jobCard.version);
    expect(res.status, await res.clone().text()).toBe(200);
    answer = (await res.json()) as JobCardAnswer;
  }
  return answer;
}

export async function importParts(app: TestApp, session: AdminSession, csv: string, apply = true): Promise<Response> {
  return call(app, session, workshopPaths.partsImport, { method: 'POST', json: { csv, apply } });
}
