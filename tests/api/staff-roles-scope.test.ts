/**
 * What each role sees of the leads (docs/roles.md): Sales their showrooms' leads only,
 * Managers theirs and those with no showroom, Owners all, in the desk's list, its sync,
 * its figures, the dashboard, the reports and the CSV built from them; and an event on a
 * lead out of sight is refused as if the lead did not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCsv } from '../../src/admin/export/export-csv.ts';
import { exportTable } from '../../src/admin/export/export-table.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { leadPaths, type LeadListPage, type LeadSummary } from '#contract/lead-api.ts';
import { reports, type ReportPage } from '#contract/reports.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { eventBody, getJson, postEvent, pullAll, submitEnquiry } from '../support/lead-desk.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
const sessions = {} as Record<'owner' | 'manager' | 'sales' | 'salesTwo', AdminSession>;
/** Lead id -> its kind, the showroom the visitor chose (null: none) and the name they gave. */
const leads = new Map<string, { kind: 'finance' | 'service'; showroom: number | null; name: string }>();
const financeReport = reports.find((r) => r.kind === 'finance')!;

beforeAll(async () => {
  app = await startTestApp();
  const accounts: [keyof typeof sessions, StaffRole, number[]][] = [
    ['owner', 'owner', []], ['manager', 'manager', [2, 3]], ['sales', 'sales', [2]], ['salesTwo', 'sales', [1, 3]],
  ];
  for (const [name, role, showroomIds] of accounts) {
    await createAdmin(app.db, `scope-${name}`, `Scope-Password-${name}`, { role });
    await app.db.query('UPDATE admins SET showroom_ids = $2::smallint[] WHERE user_id = $1', [`scope-${name}`, showroomIds]);
    sessions[name] = await signIn(app, `scope-${name}`, `Scope-Password-${name}`);
  }
  for (const [kind, showrooms] of [['finance', [1, 2, 2, 3, 4, null]], ['service', [2, 4, null]]] as const) {
    for (const showroom of showrooms) {
      const name = `${kind === 'finance' ? 'Finance Buyer' : 'Service Rider'} ${leads.size + 1}`;
      const id = await submitEnquiry(app, kind, { name, preferredShowroom: showroom === null ? '' : String(showroom) });
      leads.set(id, { kind, showroom, name });
    }
  }
}, 300_000);

afterAll(async () => {
  await app?.close();
});

/** The lead ids each role should see (of one kind when told). */
function visibleTo(who: keyof typeof sessions, kind?: 'finance' | 'service'): string[] {
  const rule: Record<keyof typeof sessions, (s: number | null) => boolean> = {
    owner: () => true,
    manager: (s) => s === null || s === 2 || s === 3,
    sales: (s) => s === 2,
    salesTwo: (s) => s === 1 || s === 3,
  };
  return [...leads].filter(([, lead]) => rule[who](lead.showroom) && (!kind || lead.kind === kind)).map(([id]) => id).sort();
}

const everyone = ['owner', 'manager', 'sales', 'salesTwo'] as const;

describe('the lead desk', () => {
  it.each(everyone)('lists, counts and syncs only what %s may see', async (who) => {
    const page = await getJson<LeadListPage>(app, sessions[who], `${leadPaths.list}?tab=open&limit=100`);
    expect(page.data.map((l) => l.id).sort()).toEqual(visibleTo(who));
    expect(page.totalRecords).toBe(visibleTo(who).length);
    const searched = await getJson<LeadListPage>(app, sessions[who], `${leadPaths.list}?tab=open&q=Finance%20Buyer`);
    expect(searched.totalRecords).toBe(visibleTo(who, 'finance').length);
    const { pages } = await pullAll(app, sessions[who], '0');
    const synced = pages.flatMap((p) => p.leads.map((l) => l.id)).sort();
    expect(synced).toEqual(visibleTo(who));
    expect(pages.flatMap((p) => p.events).every((e) => visibleTo(who).includes(e.leadId))).toBe(true);
  });

  it.each(everyone)('gives %s the figures of their leads only', async (who) => {
    const summary = await getJson<LeadSummary>(app, sessions[who], leadPaths.summary);
    expect(summary.newToday).toBe(visibleTo(who).length);
    // The funnel counts sales leads (finance here); the dashboard's bookings are service leads.
    expect(summary.funnel.reduce((n, row) => n + row.leads, 0)).toBe(visibleTo(who, 'finance').length);
    const dashboard = await getJson<{ bookings: number; enquiry_report: number }[]>(app, sessions[who], adminApiPaths.dashboard);
    expect(dashboard[0]).toMatchObject({ bookings: visibleTo(who, 'service').length, enquiry_report: 0 });
  });

  it('refuses an event on a lead out of sight as unknown, and stores nothing', async () => {
    const [otherId] = [...leads].find(([, lead]) => lead.showroom === 4 && lead.kind === 'finance')!;
    const before = await app.db.query('SELECT count(*)::int AS n FROM lead_events');
    const res = await postEvent(app, sessions.sales, otherId, eventBody({ type: 'note', data: { text: 'not mine' } }, 0));
    expect([res.status, await res.json()]).toEqual([404, { message: 'Lead not found' }]);
    expect((await app.db.query('SELECT count(*)::int AS n FROM lead_events')).rows).toEqual(before.rows);
    const [ownId] = [...leads].find(([, lead]) => lead.showroom === 2 && lead.kind === 'finance')!;
    expect((await postEvent(app, sessions.sales, ownId, eventBody({ type: 'note', data: { text: 'mine' } }, 0))).status).toBe(201);
  });
});

describe('reports and their exports', () => {
  it.each(['owner', 'manager'] as const)('hold only the rows %s may see, in the report and its CSV', async (who) => {
    for (const search of ['', 'Finance Buyer']) {
      const res = await call(app, sessions[who], financeReport.path, { method: 'POST', json: { page: 1, limit: 50, search } });
      const page = (await res.json()) as ReportPage;
      const expected = visibleTo(who, 'finance').map((id) => leads.get(id)!.name).sort();
      expect(page.totalRecords).toBe(expected.length);
      const names = page.data.map((row) => String(row.name)).sort();
      expect(names).toEqual(expected);
      const csv = buildCsv(exportTable(financeReport, page.data, new Date()));
      const unseen = [...leads.values()].map((l) => l.name).filter((name) => !expected.includes(name));
      expect(unseen.length).toBeGreaterThanOrEqual(who === 'owner' ? 3 : 5);
      for (const name of expected) expect(csv).toContain(name);
      for (const name of unseen) expect(csv).not.toContain(name);
    }
  });

  it('are not open to Sales at all', async () => {
    const res = await call(app, sessions.sales, financeReport.path, { method: 'POST', json: { page: 1, limit: 50 } });
    expect(res.status).toBe(403);
  });
});
