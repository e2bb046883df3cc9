/**
 * requirements 2.5: the left menu's four groups and their sub-screens, each with its own URL
 * under /admin (bookmarkable; the back button works). Reports come from the registry,
 * so a new report is one registry entry and appears here by itself.
 */
import { allReports, reportPermission } from '#contract/reports.ts';
import { roleMay, type StaffPermission, type StaffRole } from '#contract/staff-roles.ts';

interface MenuItem {
  label: string;
  to: string;
  /** The permission the screen needs (src/contract/staff-roles.ts); none: every signed-in person. */
  permission?: StaffPermission;
  /** Opens with no network, from what the device saved (docs/offline.md "Admin screens"). */
  offline?: true;
  /**
   * An offline screen's pages below its path (a lead, a report, a half-made model) open
   * offline too, unless this says they need the server (Workshop > the call list, a bill).
   */
  offlineBelow?: false;
}

interface MenuGroup {
  id: string;
  label: string;
  /** A short mark shown when the sidebar is collapsed (requirements 2.5: below 1024 px). */
  icon: string;
  /** A group with a single destination is a plain link (Dashboard). */
  to?: string;
  /** The permission a plain link's screen needs. */
  permission?: StaffPermission;
  /** A plain link's screen opens with no network. */
  offline?: true;
  /** Its pages below need the server (see MenuItem). */
  offlineBelow?: false;
  items: MenuItem[];
}

export const adminMenu: MenuGroup[] = [
  { id: 'dashboard', label: 'Dashboard', icon: '▦', to: '/admin/dashboard', permission: 'leads', items: [] },
  { id: 'leads', label: 'Leads', icon: '☎', to: '/admin/leads', permission: 'leads', offline: true, items: [] },
  // The day view reads the device's copy: it opens with no signal, like the desk.
  { id: 'appointments', label: 'Appointments', icon: '◷', to: '/admin/appointments', permission: 'appointments', offline: true, items: [] },
  // The board reads the device's copy and its moves wait in the outbox (docs/workshop.md "Offline,
  // like the lead desk"); the screens under it (the call list, a bill, the schedules, the price
  // lists) need the server, and say so offline like any other.
  { id: 'workshop', label: 'Workshop', icon: '⚙', to: '/admin/workshop', permission: 'workshop', offline: true, offlineBelow: false, items: [] },
  {
    id: 'manage',
    label: 'Manage',
    icon: '✎',
    items: [
      // One place for people: every role's own account first, the staff accounts for those who
      // manage them (src/admin/manage/staff-screen.tsx); the old Account address leads here.
      { label: 'Staff', to: '/admin/manage/staff' },
      // A half-made model opens from this device's copy (docs/catalogue.md "Local-first: no work lost to the signal").
      { label: 'Catalogue', to: '/admin/manage/catalogue', permission: 'catalogue', offline: true },
      { label: 'Price', to: '/admin/manage/price', permission: 'prices', offline: true },
      { label: 'Accessories Price', to: '/admin/manage/accessories', permission: 'prices' },
      // What buyers pay to book online changes nothing offline: it needs the server.
      { label: 'Booking amounts', to: '/admin/manage/booking-amounts', permission: 'prices' },
      { label: 'Bikes', to: '/admin/manage/vehicles', permission: 'catalogue', offline: true },
      { label: 'Gallery', to: '/admin/manage/gallery', permission: 'catalogue' },
      { label: 'Offer', to: '/admin/manage/offers', permission: 'catalogue' },
      { label: 'Stock', to: '/admin/manage/stock', permission: 'stock', offline: true },
      { label: 'Bookings', to: '/admin/manage/bookings', permission: 'stock', offline: true },
      { label: 'On-road rates', to: '/admin/manage/onroad-rates', permission: 'prices' },
      // The workshop's price lists: changed by those holding workshopPrices, so the entry is
      // theirs; Service reads them from the Workshop screen (the path needs `workshop`).
      { label: 'Parts and labour', to: '/admin/workshop/price-lists', permission: 'workshopPrices' },
      { label: 'Site', to: '/admin/manage/site', permission: 'site' },
      // Provider settings and test sends need the server: no offline copy.
      { label: 'Messages', to: '/admin/manage/messages', permission: 'site' },
      // The gateway's keys: the Owner's alone, and never kept on a device.
      { label: 'Payments', to: '/admin/manage/payments', permission: 'paymentKeys' },
      { label: 'Appointments', to: '/admin/manage/appointments', permission: 'site' },
    ],
  },
  {
    id: 'report',
    label: 'Report',
    // Not ☰: that is the menu button's own mark.
    icon: '▤',
    items: allReports.map((r): MenuItem => ({ label: r.title, to: `/admin/reports/${r.id}`, permission: reportPermission(r), offline: true })),
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

/** The menu as a role sees it: only what it may open, and no group left empty. */
export function menuFor(role: StaffRole): MenuGroup[] {
  const may = (permission: StaffPermission | undefined) => !permission || roleMay(role, permission);
  return adminMenu
    .map((group) => ({ ...group, items: group.items.filter((item) => may(item.permission)) }))
    .filter((group) => (group.to ? may(group.permission) : group.items.length > 0));
}

/** Where signing in and /admin lead: the dashboard, unless the role may not open it. */
export const defaultScreen = '/admin/dashboard';

/**
 * A role's first screen: the first plain link of its menu (the dashboard for those who work
 * leads, the Workshop for Service), so no one lands on a screen closed to them.
 */
export function homeFor(role: StaffRole): { label: string; to: string } {
  const first = menuFor(role).find((group) => group.to);
  return first?.to ? { label: first.label, to: first.to } : { label: 'Staff', to: '/admin/manage/staff' };
}

/** The permission the screen at a path needs, if any. */
export function permissionOf(pathname: string): StaffPermission | undefined {
  for (const group of adminMenu) {
    // A group's own screens under its path (Workshop > a bill) need what the group does.
    if (group.to && (group.to === pathname || pathname.startsWith(`${group.to}/`))) return group.permission;
    const item = group.items.find((i) => pathname.startsWith(i.to));
    if (item) return item.permission;
  }
  return undefined;
}

/** The group holding a path, opened on load so a bookmarked screen shows where it is. */
export function groupOf(pathname: string): string | undefined {
  return adminMenu.find((g) => g.to === pathname || g.items.some((i) => pathname.startsWith(i.to)))?.id;
}

/**
 * The screens that open with no network, as a role may see them: the links offered where a
 * screen cannot open offline (docs/offline.md "Admin screens").
 */
export function offlineScreensFor(role: StaffRole | undefined): MenuItem[] {
  const may = (permission: StaffPermission | undefined) => !permission || !role || roleMay(role, permission);
  return adminMenu.flatMap((group): MenuItem[] =>
    group.to
      ? (group.offline && may(group.permission) ? [{ label: group.label, to: group.to, ...(group.offlineBelow === false ? { offlineBelow: false as const } : {}) }] : [])
      : group.items.filter((item) => item.offline && may(item.permission)));
}

/** Whether the screen at a path opens with no network. */
export function opensOffline(pathname: string): boolean {
  return offlineScreensFor(undefined).some((item) => pathname === item.to || (item.offlineBelow !== false && pathname.startsWith(`${item.to}/`)));
}
