/**
 * What a Web Push alert says (docs/notifications.md "Web Push"): the desk's own toast words,
 * 'New lead: <name>' or 'New booking: <name>', and the kind, model and showroom; no mobile,
 * e-mail or message, so a locked phone's screen shows no more than the desk would.
 */
import type { Queryable } from '../../db/connect.ts';
import { alertTitle } from '#contract/desk-alerts.ts';
import { staffKindLabel } from '#contract/lead-kind-labels.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { showroomNames } from '../../site/showroom-list.ts';
import type { StaffPushPayload } from '#contract/staff-push.ts';

interface LeadFacts {
  id: string;
  kind: string;
  name: string;
  model: string;
  showroom_id: number | null;
  booking: boolean;
}

export async function pushPayload(db: Queryable, leadId: string): Promise<StaffPushPayload | null> {
  const { rows } = await db.query<LeadFacts>(
    `SELECT l.id, l.kind, l.name, l.model, l.showroom_id, (a.id IS NOT NULL AND NOT a.walk_in) AS booking
       FROM leads l LEFT JOIN appointments a ON a.id = l.id WHERE l.id = $1`,
    [leadId],
  );
  const lead = rows[0];
  if (!lead) return null;
  const kind = staffKindLabel(lead.kind);
  // Named as Manage > Site names it, never from a list in code.
  const names = await showroomNames(db);
  const showroom = names.place(lead.showroom_id === null ? null : Number(lead.showroom_id)) || 'Unassigned';
  return {
    title: alertTitle(lead),
    body: [kind, lead.model ? modelDisplayName(lead.model) : '', showroom].filter(Boolean).join(' · '),
    url: `/admin/leads/${lead.id}`,
    tag: `lead-${lead.id}`,
  };
}
