/**
 * Who may give a lead to whom (docs/roles.md "Giving out leads"): the server checks every
 * assign event with `assignRefusal`, and the desk offers only what passes it.
 * - Owners and Managers (`assignLeads`) give a lead to anyone who sees it at its showroom,
 *   and move it to another showroom.
 * - Sales take an unowned lead of their showroom for themselves ("Assign to me") and
 *   nothing more: a lead someone has taken meanwhile is a 409 naming them, anything else a
 *   403. (A lead of another showroom is not theirs to see: the server answers it as unknown.)
 */
import { roleMay, type StaffRole } from './staff-roles.ts';

export interface StaffInScope {
  userId: string;
  role: StaffRole;
  showroomIds: readonly number[];
}

export interface Assignee extends StaffInScope {
  userName: string;
  active: boolean;
}

/**
 * Whether a person sees the leads of a showroom (null: a lead with no showroom yet): the
 * leads' rule of server/auth/staff-scope.ts (tests/unit/lead-assign.test.ts holds them equal).
 */
export function seesShowroom(person: Pick<StaffInScope, 'role' | 'showroomIds'>, showroomId: number | null): boolean {
  // A role that works no leads (Service) is given none, whatever its showrooms.
  if (!roleMay(person.role, 'leads')) return false;
  if (roleMay(person.role, 'roles')) return true;
  return showroomId === null ? person.role === 'manager' : person.showroomIds.includes(showroomId);
}

export const leadAssignMessages = {
  takeOnly: 'You can only take a lead for yourself: ask a manager to give it to someone else',
  noMove: 'Only an Owner or a Manager can move a lead to another showroom',
  taken: (name: string) => `${name} has already taken this lead: ask a manager if it should be yours`,
  inactiveOwner: 'ownerId: Choose an active staff account',
  ownerCannotSee: (name: string, place: string | null) =>
    place === null
      ? `ownerId: ${name} does not see leads without a showroom: choose the showroom too`
      : `ownerId: ${name} does not work at ${place || 'that showroom'}: choose someone who does`,
  unknownShowroom: 'showroomId: There is no such showroom: choose one from Manage > Site',
} as const;

export interface AssignRefusal {
  status: 400 | 403 | 409;
  message: string;
}

interface LeadOwnership {
  ownerId: string | null;
  /** The owner's name as staff read it (for the 409). */
  ownerName?: string;
  showroomId: number | null;
}

/**
 * Why `actor` may not make this assignment (null: they may). `assignee` is the account
 * named as the new owner (null when there is none such), looked up by the caller.
 */
export function assignRefusal(
  actor: StaffInScope,
  lead: LeadOwnership,
  data: { ownerId?: string | null | undefined; showroomId?: number | null | undefined },
  assignee: Assignee | null,
  /** How staff name a stored showroom (the caller reads the showrooms). */
  placeOf: (showroomId: number) => string = () => '',
): AssignRefusal | null {
  if (!roleMay(actor.role, 'assignLeads')) {
    if (data.showroomId !== undefined && data.showroomId !== lead.showroomId) return { status: 403, message: leadAssignMessages.noMove };
    if (data.ownerId !== actor.userId) return { status: 403, message: leadAssignMessages.takeOnly };
    if (lead.ownerId !== null && lead.ownerId !== actor.userId) return { status: 409, message: leadAssignMessages.taken(lead.ownerName || lead.ownerId) };
    return null;
  }
  if (!data.ownerId) return null;
  if (!assignee?.active) return { status: 400, message: leadAssignMessages.inactiveOwner };
  const showroomId = data.showroomId !== undefined ? data.showroomId : lead.showroomId;
  if (!seesShowroom(assignee, showroomId)) return { status: 400, message: leadAssignMessages.ownerCannotSee(assignee.userName || assignee.userId, showroomId === null ? null : placeOf(showroomId)) };
  return null;
}

/** Whether the desk offers "Assign to me": nobody has the lead and the person may take it. */
export function mayTakeLead(actor: StaffInScope, lead: LeadOwnership): boolean {
  return lead.ownerId === null && seesShowroom(actor, lead.showroomId) && assignRefusal(actor, lead, { ownerId: actor.userId }, { ...actor, userName: '', active: true }) === null;
}
