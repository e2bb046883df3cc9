/**
 * The Workshop entry of the admin menu (docs/workshop.md "Who works it"): shown to the
 * roles holding the `workshop` permission only, Owners and Managers; Sales never see it,
 * and the screen's address names the permission the shell checks.
 */
import { describe, expect, it } from 'vitest';
import { roleMay, staffRoles } from '#contract/staff-roles.ts';
import { menuFor, permissionOf } from '../../src/admin/shell/admin-menu.ts';

describe('Workshop in the admin menu', () => {
  it('is offered to exactly the roles that may work the workshop', () => {
    const shownTo = staffRoles.filter((role) => menuFor(role).some((g) => g.to === '/admin/workshop'));
    expect(shownTo).toEqual(staffRoles.filter((role) => roleMay(role, 'workshop')));
    expect(shownTo).toEqual(expect.arrayContaining(['owner', 'manager']));
    expect(shownTo).not.toContain('sales');
  });

  it('needs the workshop permission to open', () => {
    expect(permissionOf('/admin/workshop')).toBe('workshop');
    expect(permissionOf('/admin/workshop/bill/12')).toBe('workshop');
  });
});
