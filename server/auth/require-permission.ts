/**
 * The role check of an admin route, placed after the session guard:
 * `router.patch(path, guard, requirePermission('prices'), handler)`. A signed-in account
 * whose role lacks the permission gets 403 with a sentence a person can read, before the
 * route reads any body. The roles and their permissions are one table,
 * src/contract/staff-roles.ts.
 */
import type { Context, Next } from 'koa';
import { notAllowedMessage, roleMay, type StaffPermission } from '#contract/staff-roles.ts';
import { HttpError } from '../http/http-error.ts';
import { adminState } from './require-session.ts';

export function requirePermission(permission: StaffPermission) {
  return async function checkPermission(ctx: Context, next: Next): Promise<void> {
    if (!roleMay(adminState(ctx).role, permission)) throw new HttpError(403, notAllowedMessage);
    await next();
  };
}
