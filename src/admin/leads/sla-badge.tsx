import type { LeadRecord } from '#contract/lead-api.ts';
import { slaState, type SlaState } from '#contract/lead-sla.ts';

const words: Record<SlaState, string> = {
  met: 'Answered in time',
  due: 'Reply due',
  breached: 'Reply overdue',
  late: 'Answered late',
};

/** The first-response SLA (src/contract/lead-sla.ts) as a coloured word, never colour alone. */
export function SlaBadge({ lead, now }: { lead: Pick<LeadRecord, 'slaDueAt' | 'firstResponseAt'>; now: Date }) {
  const state = slaState(new Date(lead.slaDueAt), lead.firstResponseAt ? new Date(lead.firstResponseAt) : null, now);
  return <span className={`lead-sla lead-sla-${state}`}>{words[state]}</span>;
}
