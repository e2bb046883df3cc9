/**
 * Staff roles and what each may do: one table the server enforces on every admin route
 * (server/auth/require-permission.ts) and the admin panel reads to show only what a person
 * may use. Four roles where the product once had one: a salesperson must not change
 * prices or switch the owner off, and the workshop's staff work job cards, not sales.
 * - Owner: everything, including site settings and who holds which role.
 * - Manager: also the showrooms' staff, prices, catalogue, rates, offers, reports and the workshop.
 * - Sales: the leads, appointments, stock and bookings of their own showroom.
 * - Service: the job cards of their own showroom and nothing else (docs/roles.md "Service").
 */
export const staffRoles = ['owner', 'manager', 'sales', 'service'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
  service: 'Service',
};

/** What each role does, in a line: the Staff screen says it beside the role choice. */
export const staffRoleDuties: Record<StaffRole, string> = {
  owner: 'everything, including site settings and roles',
  manager: 'their showrooms\' leads, stock, workshop, reports, prices and staff',
  sales: 'their showrooms\' leads, appointments, stock and bookings',
  service: 'their showrooms\' job cards and bills, nothing else',
};

/** The roles that work the business at the desk: leads, appointments, stock, bookings. */
const desk = ['owner', 'manager', 'sales'] as const satisfies readonly StaffRole[];
const workshopStaff = ['owner', 'manager', 'service'] as const satisfies readonly StaffRole[];
const managers = ['owner', 'manager'] as const satisfies readonly StaffRole[];
const owners = ['owner'] as const satisfies readonly StaffRole[];

/** Each permission names the roles that hold it. */
export const staffPermissions = {
  /** Work leads and see the dashboard (Sales: their showroom's only). Service: none, not even by device sync. */
  leads: desk,
  /**
   * See and change appointments (Sales: their showroom's only). Not Service: each appointment
   * is a lead, met by the front desk, which marks it Arrived (docs/roles.md "Service").
   */
  appointments: desk,
  /** See stock and bookings, and book a vehicle for a customer (Sales: their showroom's only). */
  stock: desk,
  /** See a booking's ledger and take its booking amount at the counter, in cash or UPI (Sales: their showroom's only). */
  payments: desk,
  /** Refund through the payment gateway, adjust a ledger or reverse an entry of it. */
  refunds: managers,
  /** Add, receive, move and block vehicles; give a booking a vehicle out of turn. */
  changeStock: managers,
  /**
   * Job cards, estimates and the customer's approvals at the counter, reading the parts and
   * labour lists, bills (docs/workshop.md), within the person's showrooms. Owners, Managers
   * and Service; Sales do not work the workshop and see none of its money.
   */
  workshop: workshopStaff,
  /**
   * The parts price list's import, the labour list's rates and each model's service
   * schedule: one list for every showroom, and the dealer's rules, so Managers and Owners
   * only (Service reads them to estimate and to tell a customer what is due).
   */
  workshopPrices: managers,
  /** Give a lead to anyone who sees it, or move it to another showroom (Sales only take an unowned one: src/contract/lead-assign.ts). */
  assignLeads: managers,
  /** Enquiry reports and their exports. */
  reports: managers,
  /** Model and accessory prices, on-road rates. */
  prices: managers,
  /** Models, photos, switching models on and off, gallery, offers, slides. */
  catalogue: managers,
  /** Staff accounts (Managers: not Owners', and never a role above their own). */
  staff: managers,
  /** Dealer name, showrooms, logo, social links; appointment and message settings. */
  site: owners,
  /** Who holds which role. */
  roles: owners,
  /** Backups and restores. */
  backups: owners,
  /** The payment gateway's keys (Manage > Payments): whoever holds them can take and refund the dealer's money. */
  paymentKeys: owners,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof staffPermissions;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}

/** The refusal a signed-in person sees for something their role does not allow. */
export const notAllowedMessage = 'Your role does not allow this';

/** Who is acting on a staff account, or the account acted on. */
export interface StaffAccountRef {
  userId: string;
  role: StaffRole;
  showroomIds: readonly number[];
}

/** The refusals of staff account changes, in words a person can act on. */
export const staffRoleMessages = {
  notYourStaff: 'You can manage only the staff of your own showrooms',
  roleNotYours: 'role: Your role cannot give this role',
  showroomNotYours: 'showroomIds: You can give only your own showrooms',
  needsShowroom: 'showroomIds: Sales, Service and Managers need at least one showroom',
  ownRole: 'You cannot change your own role',
  lastOwner: 'The last active Owner cannot be switched off or given another role',
} as const;

/** The roles `actor` may give: Owners any; Managers never one above their own; Sales none. */
export function grantableRoles(actor: StaffRole): StaffRole[] {
  if (roleMay(actor, 'roles')) return [...staffRoles];
  return roleMay(actor, 'staff') ? staffRoles.filter((r) => r !== 'owner') : [];
}

/** Whether `actor` may manage `target` at all: Owners every account; Managers the non-Owners all of whose showrooms are theirs. */
export function mayManageAccount(actor: StaffAccountRef, target: StaffAccountRef): boolean {
  if (roleMay(actor.role, 'roles')) return true;
  if (!roleMay(actor.role, 'staff') || target.role === 'owner' || target.showroomIds.length === 0) return false;
  return target.showroomIds.every((id) => actor.showroomIds.includes(id));
}

/**
 * Why `actor` may not give an account this role and these showrooms (null: it may). The
 * server checks with this; the Staff screen offers only what passes it. The last-Owner
 * rule needs the database and is checked there (server/staff/owner-guard.ts).
 */
export function staffGrantRefusal(actor: StaffAccountRef, grant: { role: StaffRole; showroomIds: readonly number[] }): string | null {
  if (!grantableRoles(actor.role).includes(grant.role)) return staffRoleMessages.roleNotYours;
  if (!roleMay(actor.role, 'roles') && !grant.showroomIds.every((id) => actor.showroomIds.includes(id))) {
    return staffRoleMessages.showroomNotYours;
  }
  if (grant.role !== 'owner' && grant.showroomIds.length === 0) return staffRoleMessages.needsShowroom;
  return null;
}
