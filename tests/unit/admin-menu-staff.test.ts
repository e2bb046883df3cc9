/**
 * Manage > Account and Manage > Staff are one place (src/admin/manage/staff-screen.tsx):
 * one menu entry every role sees, opened by every role, the staff accounts inside it kept
 * for those who manage staff.
 */
import { describe, expect, it } from 'vitest';
import { staffRoles } from '#contract/staff-roles.ts';
import { menuFor, permissionOf } from '../../src/admin/shell/admin-menu.ts';

const manageOf = (role: (typeof staffRoles)[number]) => menuFor(role).find((g) => g.id === 'manage')?.items ?? [];

describe('Manage > Staff', () => {
  it('is one entry for every role, first under Manage, with no separate Account entry', () => {
    for (const role of staffRoles) {
      const items = manageOf(role);
      expect(items[0], role).toEqual({ label: 'Staff', to: '/admin/manage/staff' });
      expect(items.filter((i) => i.label === 'Staff' || i.label === 'Account').map((i) => i.label), role).toEqual(['Staff']);
    }
  });

  it('opens for every role, Sales included (they see their own account there, and their showroom\'s stock and bookings)', () => {
    expect(permissionOf('/admin/manage/staff')).toBeUndefined();
    expect(manageOf('sales').map((i) => i.to)).toEqual(['/admin/manage/staff', '/admin/manage/stock', '/admin/manage/bookings']);
  });
});
