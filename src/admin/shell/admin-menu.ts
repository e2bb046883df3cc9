/**
 * spec 2.5: the left menu's four groups and their sub-screens, each with its own URL
 * under /admin (bookmarkable; the back button works). Reports come from the registry,
 * so a new report is one registry entry and appears here by itself.
 */
import { reports } from '../../contract/reports.ts';

export interface MenuItem {
  label: string;
  to: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  /** A short mark shown when the sidebar is collapsed (spec 2.5: below 1024 px). */
  icon: string;
  /** A group with a single destination is a plain link (Dashboard). */
  to?: string;
  items: MenuItem[];
}

export const adminMenu: MenuGroup[] = [
  { id: 'dashboard', label: 'Dashboard', icon: '▦', to: '/admin/dashboard', items: [] },
  { id: 'leads', label: 'Leads', icon: '☎', to: '/admin/leads', items: [] },
  {
    id: 'manage',
    label: 'Manage',
    icon: '✎',
    items: [
      { label: 'Account', to: '/admin/manage/account' },
      { label: 'Price', to: '/admin/manage/price' },
      { label: 'Accessories Price', to: '/admin/manage/accessories' },
      { label: 'Bikes', to: '/admin/manage/vehicles' },
      { label: 'Gallery', to: '/admin/manage/gallery' },
      { label: 'Offer', to: '/admin/manage/offers' },
      { label: 'Staff', to: '/admin/manage/staff' },
      { label: 'On-road rates', to: '/admin/manage/onroad-rates' },
    ],
  },
  {
    id: 'report',
    label: 'Report',
    // Not ☰: that is the menu button's own mark.
    icon: '▤',
    items: reports.map((r) => ({ label: r.title, to: `/admin/reports/${r.id}` })),
  },
  {
    id: 'account',
    label: 'My Account',
    icon: '◉',
    items: [
      { label: 'Profile', to: '/admin/account/profile' },
      { label: 'Change Password', to: '/admin/account/password' },
    ],
  },
];

/** The group holding a path, opened on load so a bookmarked screen shows where it is. */
export function groupOf(pathname: string): string | undefined {
  return adminMenu.find((g) => g.to === pathname || g.items.some((i) => pathname.startsWith(i.to)))?.id;
}
