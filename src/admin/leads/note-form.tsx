import { useState, type FormEvent } from 'react';
import { leadNoteMax } from '../../contract/lead-events.ts';
import type { RecordOnLead } from './use-record.ts';

export function NoteForm({ record }: { record: RecordOnLead }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');

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
        <textarea rows={3} maxLength={leadNoteMax} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {error && <p className="admin-error" role="alert">{error}</p>}
      <button type="submit" className="btn btn-primary lead-btn">Add note</button>
    </form>
  );
}
