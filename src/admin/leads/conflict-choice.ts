/** What one tap of a conflict's choice records (lead-conflicts.tsx). */
import { customerAuthor } from '#contract/lead-customer-change.ts';
import type { LeadEventContent } from '#contract/lead-events.ts';
import type { ConflictField } from '#contract/lead-state.ts';
import { statusSpec, type LeadGroup } from '#contract/lead-statuses.ts';
import type { ShowroomId } from '#contract/site.ts';

/**
 * The event that sets one field to a value (the one-tap choice of a conflict). A status
 * the customer closed by cancelling on /track is kept with their reason.
 */
export function choiceEvent(field: ConflictField, value: unknown, group: LeadGroup, by?: string): LeadEventContent {
  switch (field) {
    case 'status': {
      const closedByCustomer = by === customerAuthor && statusSpec(group, String(value))?.needsReason;
      return { type: 'status', data: { status: String(value), ...(closedByCustomer ? { reason: 'customer_cancelled' as const } : {}) } };
    }
    case 'ownerId':
      return { type: 'assign', data: { ownerId: (value as string | null) ?? null } };
    case 'showroomId':
      return { type: 'assign', data: { showroomId: (value as ShowroomId | null) ?? null } };
    case 'nextFollowUpAt':
      return { type: 'followup', data: { at: (value as string | null) ?? null } };
  }
}
