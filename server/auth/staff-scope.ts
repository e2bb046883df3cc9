/**
 * What part of the leads a signed-in person sees and works (docs/roles.md): Owners every
 * lead; Managers the leads of their showrooms and those no showroom has yet (so a visitor
 * who chose none still reaches someone who can route it); Sales the leads of their
 * showrooms only; Service (no `leads` permission) none at all, so nothing built from leads
 * (the sync, the morning digest, a lead's assignee check) reaches a Service account even
 * past a route's permission check. The desk, its sync and figures, the dashboard, the
 * reports and so their exports all read through this one rule.
 */
import type { ShowroomId } from '#contract/site.ts';
import { roleMay, type StaffRole } from '#contract/staff-roles.ts';

export type LeadScope =
  | { all: true }
  | { all: false; showroomIds: readonly ShowroomId[]; unassigned: boolean };

export function leadScopeOf(person: { role: StaffRole; showroomIds: readonly ShowroomId[] }): LeadScope {
  if (!roleMay(person.role, 'leads')) return { all: false, showroomIds: [], unassigned: false };
  if (roleMay(person.role, 'roles')) return { all: true };
  return { all: false, showroomIds: person.showroomIds, unassigned: person.role === 'manager' };
}

/**
 * The showrooms whose work a person does, leads aside: the workshop's job cards and bills.
 * Owners every showroom; everyone else the showrooms of their account. A job card always
 * has a showroom, so "no showroom yet" never arises.
 */
export function showroomScopeOf(person: { role: StaffRole; showroomIds: readonly ShowroomId[] }): LeadScope {
  if (roleMay(person.role, 'roles')) return { all: true };
  return { all: false, showroomIds: person.showroomIds, unassigned: false };
}

/** Every lead: for code that serves no person (and tests of it). */
export const everyLead: LeadScope = { all: true };

export function inScope(scope: LeadScope, showroomId: number | null): boolean {
  if (scope.all) return true;
  return showroomId === null ? scope.unassigned : (scope.showroomIds as readonly number[]).includes(showroomId);
}

/**
 * The scope as an SQL condition on a showroom column (NULL = no showroom), with its two
 * parameters appended to `params`. `column` may be an expression, e.g. NULLIF(c.showroom_id, 0).
 */
export function scopeCondition(scope: LeadScope, column: string, params: unknown[]): string {
  if (scope.all) return 'true';
  params.push([...scope.showroomIds], scope.unassigned);
  const ids = `$${params.length - 1}::smallint[]`;
  return `(${column} = ANY(${ids}) OR ($${params.length}::boolean AND ${column} IS NULL))`;
}
