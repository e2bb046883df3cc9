import type { StaffRecord } from '#contract/lead-api.ts';
import { conflictFieldLabels } from '#contract/lead-state.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { choiceEvent } from './conflict-choice.ts';
import type { DeskLead } from './lead-view.ts';
import { fieldValueText } from './lead-text.ts';
import type { RecordOnLead } from './use-record.ts';
import { useDeskAccount } from './use-desk-account.ts';

/**
 * "Changed meanwhile by <name>: <their value> (yours: <value>)", for every flagged
 * change not yet settled, with one tap for each side; either tap settles the flag.
 */
export function LeadConflicts({ lead, staff, record }: { lead: DeskLead; staff: readonly StaffRecord[]; record: RecordOnLead }) {
  const me = useDeskAccount();
  const { showrooms } = useSiteSettings();
  // The choice is for whoever made the overriding change (anyone, on a device that never knew its account).
  const mine = lead.conflicts.filter((c) => me === null || c.by === me?.user_id);
  if (mine.length === 0 || lead.waiting > 0) return null;
  return (
    <div className="lead-conflicts" role="region" aria-label="Changed meanwhile">
      {mine.map((c) => {
        const theirs = fieldValueText(c.field, c.theirValue, lead, staff, showrooms);
        const yours = fieldValueText(c.field, c.yourValue, lead, staff, showrooms);
        return (
          <div key={`${c.eventId}-${c.field}`} className="lead-conflict">
            <p>
              <strong>{conflictFieldLabels[c.field]}:</strong> Changed meanwhile by {c.theirByName || c.theirBy}: {theirs} (yours: {yours})
            </p>
            <div className="lead-choice-row">
              <button type="button" className="btn btn-primary lead-btn" onClick={() => void record(choiceEvent(c.field, c.yourValue, lead.group), c.eventId)}>
                Use mine: {yours}
              </button>
              <button type="button" className="btn btn-outline lead-btn" onClick={() => void record(choiceEvent(c.field, c.theirValue, lead.group, c.theirBy), c.eventId)}>
                Keep theirs: {theirs}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
