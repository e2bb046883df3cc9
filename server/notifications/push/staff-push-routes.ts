/**
 * Web Push switched on and off from the desk (docs/notifications.md "Web Push"), for every
 * role that works leads:
 * - GET    /api/push/settings?endpoint=  the VAPID public key, the showrooms this person may
 *   choose, and this device's choices when it is theirs;
 * - PUT    /api/push/subscription        saves this device (its endpoint is its key: a
 *   device signed in by another person now alerts that person) with its choices, refused
 *   with 400 for a showroom the person's role does not show;
 * - DELETE /api/push/subscription?endpoint=  removes this device.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../../deps.ts';
import {
  pushChoiceSchema, pushEndpointSchema, pushSettingsQuerySchema, pushTexts, staffPushPaths, type PushKind, type PushSettingsAnswer,
} from '#contract/staff-push.ts';
import { readShowrooms } from '../../site/showroom-list.ts';
import { requirePermission } from '../../auth/require-permission.ts';
import { adminState } from '../../auth/require-session.ts';
import { leadScopeOf } from '../../auth/staff-scope.ts';
import { bodyReader } from '../../http/body.ts';
import { HttpError } from '../../http/http-error.ts';
import { validBody } from '../../http/validate.ts';
import { vapidKeys } from './vapid-keys.ts';

interface StoredChoice {
  showroom_ids: number[];
  kinds: PushKind[];
  unassigned: boolean;
}

export function registerStaffPushRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const may = requirePermission('leads');

  router.get(staffPushPaths.settings, guard, may, async (ctx) => {
    const query = validBody(pushSettingsQuerySchema, ctx.query);
    const person = adminState(ctx);
    const scope = leadScopeOf(person);
    let current: PushSettingsAnswer['current'] = null;
    if (query.endpoint) {
      const { rows } = await deps.db.query<StoredChoice>(
        'SELECT showroom_ids, kinds, unassigned FROM staff_push_subscriptions WHERE endpoint = $1 AND user_id = $2', [query.endpoint, person.userId],
      );
      const row = rows[0];
      if (row) current = { showroomIds: row.showroom_ids.map(Number), kinds: row.kinds, unassigned: row.unassigned };
    }
    const answer: PushSettingsAnswer = {
      publicKey: (await vapidKeys(deps.db)).publicKey,
      showroomIds: scope.all ? (await readShowrooms(deps.db)).map((s) => s.id) : [...scope.showroomIds],
      unassignedAllowed: scope.all || scope.unassigned,
      current,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  router.put(staffPushPaths.subscription, guard, may, async (ctx) => {
    const choice = validBody(pushChoiceSchema, await body.json(ctx));
    const person = adminState(ctx);
    const scope = leadScopeOf(person);
    const allowed = scope.all ? (await readShowrooms(deps.db)).map((s) => s.id) : scope.showroomIds;
    if (choice.showroomIds.some((id) => !allowed.includes(id))) throw new HttpError(400, pushTexts.notAllowedShowroom);
    if (choice.unassigned && !(scope.all || scope.unassigned)) throw new HttpError(400, pushTexts.notAllowedUnassigned);
    const at = deps.now();
    await deps.db.query(
      `INSERT INTO staff_push_subscriptions (endpoint, user_id, keys, showroom_ids, kinds, unassigned, created_at, updated_at)
       VALUES ($1, $2, $3::jsonb, $4::smallint[], $5::text[], $6, $7, $7)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, keys = EXCLUDED.keys, showroom_ids = EXCLUDED.showroom_ids,
         kinds = EXCLUDED.kinds, unassigned = EXCLUDED.unassigned, updated_at = EXCLUDED.updated_at`,
      [choice.subscription.endpoint, person.userId, JSON.stringify(choice.subscription.keys), [...new Set(choice.showroomIds)].sort(),
        [...new Set(choice.kinds)], choice.unassigned, at],
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: pushTexts.saved };
  });

  router.delete(staffPushPaths.subscription, guard, may, async (ctx) => {
    const { endpoint } = validBody(pushEndpointSchema, ctx.query);
    // Only one's own device: a stale page of a previous person cannot switch off the next one's.
    await deps.db.query('DELETE FROM staff_push_subscriptions WHERE endpoint = $1 AND user_id = $2', [endpoint, adminState(ctx).userId]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: pushTexts.removed };
  });
}
