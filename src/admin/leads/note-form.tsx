import { useId, useState, type FormEvent } from 'react';
import { leadNoteMax } from '#contract/lead-events.ts';
import { groupIndian } from '#contract/indian-grouping.ts';
import type { RecordOnLead } from './use-record.ts';

/** When the count starts being read out: close to the limit, not at every key. */
const nearLimit = leadNoteMax - 100;

/**
 * A note, at most `leadNoteMax` characters (docs/lead-desk.md "Limits": every device keeps
 * the whole timeline). The box says how many are used, so a long note never ends in a refusal.
 */
export function NoteForm({ record }: { record: RecordOnLead }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const countId = useId();
  const used = text.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Please write a note');
    setError('');
    await record({ type: 'note', data: { text: text.trim() } });
    setText('');
  };

  return (
    <form className="lead-form" onSubmit={(e) => void submit(e)} aria-label="Add note">
      <h2 className="lead-form-title">Add note</h2>
      <label className="admin-field">
        Note
        <textarea rows={3} maxLength={leadNoteMax} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={countId} />
      </label>
      <p id={countId} className={used >= nearLimit ? 'lead-note-count lead-note-count-near' : 'lead-note-count'} aria-live={used >= nearLimit ? 'polite' : 'off'}>
        {groupIndian(used)} of {groupIndian(leadNoteMax)} characters
      </p>
      {error && <p className="admin-error" role="alert">{error}</p>}
      <button type="submit" className="btn btn-primary lead-btn">Add note</button>
    </form>
  );
}
