/**
 * The lead a signed-in person asked about by `:leadId`, when their role and showrooms may
 * see it; otherwise the same 404 as a lead that does not exist, so an id never tells
 * whether another showroom's lead is there. Shared by the lead's messages and staff alerts.
 */
import type { Context } from 'koa';
import type { Db } from '../db/connect.ts';
import { adminState } from '../auth/require-session.ts';
import { inScope, leadScopeOf } from '../auth/staff-scope.ts';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';
import { leadEventMessages } from '../leads/record-lead-event.ts';

export async function visibleLeadId(ctx: Context, db: Db): Promise<string> {
  const raw = String(ctx.params?.leadId ?? '');
  if (!isUuid(raw)) throw new HttpError(404, leadEventMessages.leadNotFound);
  const leadId = raw.toLowerCase();
  const { rows } = await db.query<{ showroom_id: number | null }>('SELECT showroom_id FROM leads WHERE id = $1', [leadId]);
  const lead = rows[0];
  if (!lead || !inScope(leadScopeOf(adminState(ctx)), lead.showroom_id === null ? null : Number(lead.showroom_id))) {
    throw new HttpError(404, leadEventMessages.leadNotFound);
  }
  return leadId;
}
