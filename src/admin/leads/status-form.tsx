import { useState, type FormEvent } from 'react';
import { closeReasons, leadGroups, newStatus, statusMoveError, statusSpec, type CloseReason } from '#contract/lead-statuses.ts';
import type { DeskLead } from './lead-view.ts';
import type { RecordOnLead } from './use-record.ts';

/** A new status from the lead's group; Lost and Cancelled ask why (Other with a few words). */
export function StatusForm({ lead, record }: { lead: DeskLead; record: RecordOnLead }) {
  const choices = leadGroups[lead.group].statuses.filter((s) => s.id !== newStatus && s.id !== lead.status);
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState<CloseReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [error, setError] = useState('');
  const spec = status ? statusSpec(lead.group, status) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!spec) return setError('Choose a status');
    // The server's own rule, so the form and the server never disagree about a move.
    const refusal = statusMoveError(lead.group, spec.id, reason || undefined, reasonText);
    if (refusal) return setError(refusal);
    setError('');
    await record({
      type: 'status',
      data: { status: spec.id, ...(spec.needsReason ? { reason: reason as CloseReason, ...(reason === 'other' ? { reasonText: reasonText.trim() } : {}) } : {}) },
    });
    setStatus('');
    setReason('');
    setReasonText('');
  };

  return (
    <form className="lead-form" onSubmit={(e) => void submit(e)} aria-label="Status">
      <h2 className="lead-form-title">Status</h2>
      <label className="admin-field">
        New status
        <select value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Choose…</option>
          {choices.map((s) => (
            <option key={s.id} value={s.id}>{s.label}</option>
          ))}
        </select>
      </label>
      {spec?.needsReason && (
        <label className="admin-field">
          Reason
          <select value={reason} onChange={(e) => setReason(e.target.value as CloseReason | '')}>
            <option value="">Choose…</option>
            {closeReasons.map((r) => (
              <option key={r.id} value={r.id}>{r.label}</option>
            ))}
          </select>
        </label>
      )}
      {spec?.needsReason && reason === 'other' && (
        <label className="admin-field">
          What happened
          <input value={reasonText} maxLength={200} onChange={(e) => setReasonText(e.target.value)} />
        </label>
      )}
      {error && <p className="admin-error" role="alert">{error}</p>}
      <button type="submit" className="btn btn-primary lead-btn">Change status</button>
    </form>
  );
}
