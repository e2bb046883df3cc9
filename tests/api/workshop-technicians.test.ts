/**
 * The job card's technician chosen from the showroom's staff (docs/workshop.md "The
 * technician"): the list of a showroom's active accounts by name, a walk-in or a change
 * refusing anyone not of the card's showroom, and the change made with the card's version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { technicianMessages, technicianPaths, type Technician } from '#contract/workshop-technicians.ts';
import { workshopMessages, type JobCardAnswer } from '#contract/workshop.ts';
import { call, createAdmin, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { cardPath, openCard, walkIn } from '../support/workshop.ts';

let app: TestApp;
let manager: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => new Date('2026-11-23T05:30:00Z') });
  ({ manager } = await signInStockStaff(app, 'tech', 2));
  await createAdmin(app.db, 'tech-ravi', 'unused password', { role: 'sales', showroomId: 2, userName: 'Ravi Kumar' });
  await createAdmin(app.db, 'tech-gone', 'unused password', { role: 'sales', showroomId: 2, userName: 'Aman Left', status: 'inactive' });
  await createAdmin(app.db, 'tech-other', 'unused password', { role: 'sales', showroomId: 3, userName: 'Other Showroom' });
});
afterAll(async () => {
  await app?.close();
});

const change = (id: number, body: unknown) => call(app, manager, cardPath(technicianPaths.technician, id), { method: 'POST', json: body });

describe('the technician', () => {
  it('is one of the showroom\'s active staff, listed by name', async () => {
    const res = await call(app, manager, `${technicianPaths.technicians}?showroom=2`);
    expect(res.status).toBe(200);
    const names = ((await res.json()) as { data: Technician[] }).data;
    expect(names).toContainEqual({ userId: 'tech-ravi', name: 'Ravi Kumar' });
    expect(names.map((t) => t.userId)).toContain('tech-manager');
    expect(names.map((t) => t.userId)).not.toContain('tech-gone');
    expect(names.map((t) => t.userId)).not.toContain('tech-other');
    expect((await call(app, manager, `${technicianPaths.technicians}?showroom=3`)).status).toBe(403);
    expect((await call(app, manager, `${technicianPaths.technicians}?showroom=x`)).status).toBe(400);
  });

  it('refuses on a walk-in anyone not of the card\'s showroom, naming the field', async () => {
    for (const technicianId of ['tech-other', 'tech-gone', 'nobody']) {
      const res = await call(app, manager, '/api/admin/workshop/job-cards', { method: 'POST', json: walkIn('9811090001', { technicianId }) });
      expect(res.status, technicianId).toBe(400);
      expect(await res.json()).toMatchObject({ message: `technicianId: ${technicianMessages.unknown}` });
    }
    const card = await openCard(app, manager, walkIn('9811090001', { technicianId: 'tech-ravi' }));
    expect(card.jobCard.technicianId).toBe('tech-ravi');
  });

  it('changes on a card with its version; a stale version or a stranger changes nothing', async () => {
    const card = await openCard(app, manager, walkIn('9811090002'));
    const id = card.jobCard.id;
    const stranger = await change(id, { technicianId: 'tech-other', version: card.jobCard.version });
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toMatchObject({ message: `technicianId: ${technicianMessages.unknown}` });
    const res = await change(id, { technicianId: 'tech-ravi', version: card.jobCard.version });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as JobCardAnswer;
    expect(changed.jobCard).toMatchObject({ technicianId: 'tech-ravi', version: card.jobCard.version + 1 });
    const stale = await change(id, { technicianId: null, version: card.jobCard.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: `version: ${workshopMessages.versionConflict}` });
    const cleared = await change(id, { technicianId: null, version: changed.jobCard.version });
    expect(((await cleared.json()) as JobCardAnswer).jobCard.technicianId).toBeNull();
    expect((await change(id, { technicianId: 5, version: 1 })).status).toBe(400);
  });
});
