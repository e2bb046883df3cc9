import { useState, type FormEvent } from 'react';
import { istDate } from '#contract/lead-sla.ts';
import type { DeskLead } from './lead-view.ts';
import { followUpChoices, followUpIn, followUpOn } from './followup-times.ts';
import type { RecordOnLead } from './use-record.ts';

/** One tap for the usual follow-ups, or a chosen date. */
export function FollowUpForm({ lead, record }: { lead: DeskLead; record: RecordOnLead }) {
  const [date, setDate] = useState('');
  const today = istDate(new Date());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) return;
    await record({ type: 'followup', data: { at: followUpOn(date) } });
    setDate('');
  };

  return (
    <form className="lead-form" onSubmit={(e) => void submit(e)} aria-label="Follow up">
      <h2 className="lead-form-title">Follow up</h2>
      <div className="lead-choice-row">
        {followUpChoices.map((c) => (
          <button key={c.days} type="button" className="btn btn-outline lead-btn" onClick={() => void record({ type: 'followup', data: { at: followUpIn(c.days, new Date()) } })}>
            {c.label}
          </button>
        ))}
        {lead.nextFollowUpAt && (
          <button type="button" className="btn btn-outline lead-btn" onClick={() => void record({ type: 'followup', data: { at: null } })}>No follow-up</button>
        )}
      </div>
      <div className="lead-choice-row">
        <label className="admin-field">
          On a date
          <input type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary lead-btn" disabled={!date}>Set date</button>
      </div>
    </form>
  );
}
