/**
 * Who manages which staff accounts (docs/roles.md): Owners every account and role;
 * Managers the non-Owner accounts of their own showrooms, never a role above their own;
 * and the last active Owner is never switched off or demoted, even by two Owners acting
 * on each other at the same instant (a real race on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { leadPaths, type StaffRecord } from '#contract/lead-api.ts';
import { staffRoleMessages } from '#contract/staff-roles.ts';
import { changeStaffRole, switchStaff } from '../../server/staff/staff-changes.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Resolves once `parties` callers wait on it (1: at once). */
function barrier(parties: number): () => Promise<void> {
  let waiting = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return () => {
    waiting += 1;
    if (waiting >= parties) open();
    return opened;
  };
}

let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;

const fresh = (userId: string, extra: Record<string, unknown>) => ({
  userId, userName: `Name of ${userId}`, mobileNo: '9811040099', password: 'first-password-1', ...extra,
});

const activeOwners = async () =>
  (await app.db.query<{ user_id: string }>(`SELECT user_id FROM admins WHERE role = 'owner' AND status = 'active' ORDER BY user_id`))
    .rows.map((r) => r.user_id);

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  await createAdmin(app.db, 'owner-a', 'Owner-Password-A', { role: 'owner' });
  await createAdmin(app.db, 'owner-b', 'Owner-Password-B', { role: 'owner' });
  await createAdmin(app.db, 'manager-23', 'Manager-Password', { role: 'manager' });
  await app.db.query(`UPDATE admins SET showroom_ids = '{2,3}' WHERE user_id = 'manager-23'`);
  await createAdmin(app.db, 'sales-2', 'Sales-Password-2', { role: 'sales', showroomId: 2 });
  await createAdmin(app.db, 'sales-4', 'Sales-Password-4', { role: 'sales', showroomId: 4 });
  owner = await signIn(app, 'owner-a', 'Owner-Password-A');
  manager = await signIn(app, 'manager-23', 'Manager-Password');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('a Manager', () => {
  it('sees the accounts of their showrooms only, never an Owner', async () => {
    const listed = (await (await call(app, manager, leadPaths.staff)).json()) as StaffRecord[];
    expect(listed.map((s) => s.userId).sort()).toEqual(['manager-23', 'sales-2']);
    expect(listed.find((s) => s.userId === 'manager-23')).toMatchObject({ role: 'manager', showroomIds: [2, 3], showroomId: 2 });
  });

  it('adds Sales and Managers to their own showrooms, and nothing else', async () => {
    const ok = await call(app, manager, leadPaths.staff, { method: 'POST', json: fresh('new-sales', { showroomIds: [3] }) });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ role: 'sales', showroomIds: [3] });
    const refused: [Record<string, unknown>, number, string][] = [
      [fresh('x-owner', { role: 'owner', showroomIds: [2] }), 403, staffRoleMessages.roleNotYours],
      [fresh('x-other', { showroomIds: [4] }), 403, staffRoleMessages.showroomNotYours],
      [fresh('x-none', { role: 'manager', showroomIds: [] }), 400, staffRoleMessages.needsShowroom],
    ];
    for (const [body, status, message] of refused) {
      const res = await call(app, manager, leadPaths.staff, { method: 'POST', json: body });
      expect([res.status, await res.json()]).toEqual([status, { message }]);
    }
    const { rows } = await app.db.query(`SELECT 1 FROM admins WHERE user_id LIKE 'x-%'`);
    expect(rows).toEqual([]);
  });

  it('switches off and moves their own Sales, but cannot touch another showroom or an Owner', async () => {
    const off = await call(app, manager, leadPaths.staffStatus('sales-2'), { method: 'PATCH', json: { active: false } });
    expect([off.status, ((await off.json()) as StaffRecord).active]).toEqual([200, false]);
    const moved = await call(app, manager, leadPaths.staffAccount('sales-2'), { method: 'PATCH', json: { showroomIds: [3, 2] } });
    expect(await moved.json()).toMatchObject({ showroomIds: [3, 2], showroomId: 3, role: 'sales' });
    for (const [path, json] of [
      [leadPaths.staffStatus('sales-4'), { active: false }],
      [leadPaths.staffStatus('owner-b'), { active: false }],
      [leadPaths.staffAccount('sales-4'), { showroomIds: [2] }],
      [leadPaths.staffAccount('owner-b'), { role: 'sales' }],
    ] as const) {
      const res = await call(app, manager, path, { method: 'PATCH', json });
      expect([res.status, await res.json()]).toEqual([403, { message: staffRoleMessages.notYourStaff }]);
    }
    const moveOut = await call(app, manager, leadPaths.staffAccount('sales-2'), { method: 'PATCH', json: { showroomIds: [4] } });
    expect([moveOut.status, await moveOut.json()]).toEqual([403, { message: staffRoleMessages.showroomNotYours }]);
    expect((await app.db.query(`SELECT status FROM admins WHERE user_id IN ('sales-4', 'owner-b')`)).rows)
      .toEqual([{ status: 'active' }, { status: 'active' }]);
  });
});

describe('an Owner', () => {
  it('gives any role and showrooms, and the new role holds at once in that person\'s session', async () => {
    const sales4 = await signIn(app, 'sales-4', 'Sales-Password-4');
    expect((await call(app, sales4, adminApiPaths.managePrice)).status).toBe(403);
    const res = await call(app, owner, leadPaths.staffAccount('sales-4'), { method: 'PATCH', json: { role: 'manager', showroomIds: ['4', 1] } });
    expect(await res.json()).toMatchObject({ userId: 'sales-4', role: 'manager', showroomIds: [4, 1] });
    expect((await call(app, sales4, adminApiPaths.managePrice)).status).toBe(200);
  });

  it('cannot change their own role, and a body that asks nothing is refused', async () => {
    const own = await call(app, owner, leadPaths.staffAccount('owner-a'), { method: 'PATCH', json: { role: 'sales', showroomIds: [1] } });
    expect([own.status, await own.json()]).toEqual([403, { message: staffRoleMessages.ownRole }]);
    expect((await call(app, owner, leadPaths.staffAccount('sales-4'), { method: 'PATCH', json: {} })).status).toBe(400);
    expect((await call(app, owner, leadPaths.staffAccount('sales-4'), { method: 'PATCH', json: { role: 'admin' } })).status).toBe(400);
    expect((await call(app, owner, leadPaths.staffAccount('nobody'), { method: 'PATCH', json: { role: 'sales', showroomIds: [1] } })).status).toBe(404);
  });
});

describe('the last active Owner', () => {
  it('can be neither switched off nor demoted while other Owners come and go', async () => {
    const offB = await call(app, owner, leadPaths.staffStatus('owner-b'), { method: 'PATCH', json: { active: false } });
    expect(offB.status).toBe(200);
    expect(await activeOwners()).toEqual(['owner-a']);
    // The one left cannot lose the role by any route: not by themselves, and no one else holds it.
    const self = await call(app, owner, leadPaths.staffStatus('owner-a'), { method: 'PATCH', json: { active: false } });
    expect(self.status).toBe(400);
    expect((await call(app, owner, leadPaths.staffStatus('owner-b'), { method: 'PATCH', json: { active: true } })).status).toBe(200);
    expect(await activeOwners()).toEqual(['owner-a', 'owner-b']);
  });

  it('survives two Owners switching each other off at the same instant: exactly one succeeds', async () => {
    const rounds = 4;
    for (let round = 0; round < rounds; round += 1) {
      await app.db.query(`UPDATE admins SET status = 'active', role = 'owner' WHERE user_id IN ('owner-a', 'owner-b')`);
      const a = await signIn(app, 'owner-a', 'Owner-Password-A');
      const b = await signIn(app, 'owner-b', 'Owner-Password-B');
      // Alternate switching off and demoting: both must hold an Owner.
      const json = round % 2 === 0 ? { active: false } : { role: 'sales', showroomIds: [1] };
      const path = (userId: string) => (round % 2 === 0 ? leadPaths.staffStatus(userId) : leadPaths.staffAccount(userId));
      const answers = await Promise.all([
        call(app, a, path('owner-b'), { method: 'PATCH', json }),
        call(app, b, path('owner-a'), { method: 'PATCH', json }),
      ]);
      const statuses = answers.map((r) => r.status).sort();
      // The loser is refused by the Owner check (409), or, had the winner finished before its
      // session was read, by the session check (401: switched off) or the role check (403: demoted).
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const refused = answers.find((r) => r.status === 409);
      if (refused) expect(await refused.json()).toEqual({ message: staffRoleMessages.lastOwner });
      expect((await activeOwners()).length).toBe(1);
    }
  }, 120_000);

  it('holds when both changes are inside their transactions at once (PostgreSQL: truly concurrent)', async () => {
    for (const change of ['switch', 'demote'] as const) {
      await app.db.query(`UPDATE admins SET status = 'active', role = 'owner' WHERE user_id IN ('owner-a', 'owner-b')`);
      const actor = (userId: string) => ({ userId, role: 'owner' as const, showroomIds: [] });
      // On PostgreSQL both transactions are open before either checks: the second must wait
      // for the first's locks and then see itself the last. PGlite runs one transaction at a time.
      const gate = barrier(app.databaseUrl ? 2 : 1);
      const attempt = (by: string, target: string) => app.db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await gate();
        return change === 'switch' ? switchStaff(tx, actor(by), target, false) : changeStaffRole(tx, actor(by), target, { role: 'sales', showroomIds: [1] });
      });
      const results = await Promise.allSettled([attempt('owner-a', 'owner-b'), attempt('owner-b', 'owner-a')]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const failure = results.find((r) => r.status === 'rejected')!;
      expect(failure.reason).toMatchObject({ status: 409, message: staffRoleMessages.lastOwner });
      expect((await activeOwners()).length).toBe(1);
    }
  });
});
