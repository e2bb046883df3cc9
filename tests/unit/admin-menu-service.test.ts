/**
 * A Service account's admin menu (docs/roles.md "Service"): of the business, the Workshop
 * and the workshop's reports only; its own account (Manage > Staff, My Account) as every role has. Signing in leads
 * it to the Workshop, not to a dashboard closed to it; and the leads' rule gives it none.
 */
import { describe, expect, it } from 'vitest';
import { seesShowroom } from '#contract/lead-assign.ts';
import { roleMay } from '#contract/staff-roles.ts';
import { workshopReports } from '#contract/workshop-reports.ts';
import { homeFor, menuFor, permissionOf } from '../../src/admin/shell/admin-menu.ts';
import { leadScopeOf, showroomScopeOf } from '../../server/auth/staff-scope.ts';

const destinations = (role: Parameters<typeof menuFor>[0]) =>
  menuFor(role).flatMap((group) => (group.to ? [group.to] : group.items.map((item) => item.to)));

describe('the Service menu', () => {
  it('offers the Workshop, the workshop\'s reports and the person\'s own account, nothing else', () => {
    expect(destinations('service')).toEqual([
      '/admin/workshop', '/admin/manage/staff', ...workshopReports.map((r) => `/admin/reports/${r.id}`), '/admin/account/profile', '/admin/account/password',
    ]);
    expect(menuFor('service').map((g) => g.label)).toEqual(['Workshop', 'Manage', 'Report', 'My Account']);
  });

  it('keeps the workshop\'s reports from Sales, who see none of its money', () => {
    const sales = destinations('sales');
    for (const r of workshopReports) expect(sales, r.id).not.toContain(`/admin/reports/${r.id}`);
    expect(destinations('manager')).toEqual(expect.arrayContaining(workshopReports.map((r) => `/admin/reports/${r.id}`)));
  });

  it('offers only screens the role may open', () => {
    for (const to of destinations('service')) {
      const permission = permissionOf(to);
      expect(permission === undefined || roleMay('service', permission), to).toBe(true);
    }
    for (const closed of ['/admin/dashboard', '/admin/leads', '/admin/appointments', '/admin/manage/stock', '/admin/manage/price', '/admin/reports/finance']) {
      expect(roleMay('service', permissionOf(closed)!), closed).toBe(false);
    }
  });

  it('starts at the Workshop; the roles that work leads at the dashboard', () => {
    expect(homeFor('service')).toEqual({ label: 'Workshop', to: '/admin/workshop' });
    for (const role of ['owner', 'manager', 'sales'] as const) expect(homeFor(role).to).toBe('/admin/dashboard');
  });
});

describe('the leads\' rule for Service', () => {
  it('sees no lead of any showroom, yet works its showroom\'s job cards', () => {
    const person = { role: 'service' as const, showroomIds: [2] as const };
    expect(leadScopeOf(person)).toEqual({ all: false, showroomIds: [], unassigned: false });
    expect([null, 1, 2, 3].map((id) => seesShowroom(person, id))).toEqual([false, false, false, false]);
    expect(showroomScopeOf(person)).toEqual({ all: false, showroomIds: [2], unassigned: false });
  });
});
