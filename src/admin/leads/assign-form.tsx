import { useState, type FormEvent } from 'react';
import type { StaffRecord } from '#contract/lead-api.ts';
import { showroomIds, type ShowroomId } from '#contract/site.ts';
import type { DeskLead } from './lead-view.ts';
import { showroomText } from './lead-text.ts';
import type { RecordOnLead } from './use-record.ts';

/** Owner (active staff, or nobody) and showroom, sent as one assign event of what changed. */
export function AssignForm({ lead, staff, record }: { lead: DeskLead; staff: readonly StaffRecord[]; record: RecordOnLead }) {
  const [owner, setOwner] = useState(lead.ownerId ?? '');
  const [showroom, setShowroom] = useState(lead.showroomId === null ? '' : String(lead.showroomId));
  const [error, setError] = useState('');
  const people = staff.filter((s) => s.active || s.userId === lead.ownerId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ownerId = owner || null;
    const showroomId = showroom ? (Number(showroom) as ShowroomId) : null;
    const data: { ownerId?: string | null; showroomId?: ShowroomId | null } = {};
    if (ownerId !== lead.ownerId) data.ownerId = ownerId;
    if (showroomId !== lead.showroomId) data.showroomId = showroomId;
    if (Object.keys(data).length === 0) return setError('Choose another owner or showroom');
    setError('');
    await record({ type: 'assign', data });
  };

  return (
    <form className="lead-form" onSubmit={(e) => void submit(e)} aria-label="Assign">
      <h2 className="lead-form-title">Assign</h2>
      <label className="admin-field">
        Owner
        <select value={owner} onChange={(e) => setOwner(e.target.value)}>
          <option value="">Nobody</option>
          {people.map((s) => (
            <option key={s.userId} value={s.userId}>{s.userName}</option>
          ))}
          {lead.ownerId && !people.some((s) => s.userId === lead.ownerId) && <option value={lead.ownerId}>{lead.ownerName || lead.ownerId}</option>}
        </select>
      </label>
      <label className="admin-field">
        Showroom
        <select value={showroom} onChange={(e) => setShowroom(e.target.value)}>
          <option value="">Unassigned</option>
          {showroomIds.map((id) => (
            <option key={id} value={String(id)}>{showroomText(id)}</option>
          ))}
        </select>
      </label>
      {error && <p className="admin-error" role="alert">{error}</p>}
      <button type="submit" className="btn btn-primary lead-btn">Assign</button>
    </form>
  );
}
