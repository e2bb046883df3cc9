import { useState, type FormEvent } from 'react';
import { mayTakeLead, seesShowroom, type StaffInScope } from '#contract/lead-assign.ts';
import type { StaffRecord } from '#contract/lead-api.ts';
import type { ShowroomId } from '#contract/site.ts';
import { roleMay } from '#contract/staff-roles.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import type { DeskLead } from './lead-view.ts';
import { ownerText, showroomText } from './lead-text.ts';
import type { RecordOnLead } from './use-record.ts';

interface Props {
  lead: DeskLead;
  staff: readonly StaffRecord[];
  record: RecordOnLead;
  /** The signed-in person; null while the device does not know them (nothing is offered). */
  me: StaffInScope | null;
}

/**
 * Who has the lead (src/contract/lead-assign.ts, the server's own rule): "Assign to me"
 * for an unowned lead the person may take; for Owners and Managers also the owner
 * (those who see the lead at the chosen showroom) and the showroom, sent as one assign
 * event of what changed. Works offline like every desk event.
 */
export function AssignForm({ lead, staff, record, me }: Props) {
  if (!me) return null;
  const takeable = mayTakeLead(me, lead);
  const gives = roleMay(me.role, 'assignLeads');
  if (!takeable && !gives) return null;
  return (
    <section className="lead-form" aria-labelledby={`assign-${lead.id}`}>
      <h2 id={`assign-${lead.id}`} className="lead-form-title">Assign</h2>
      {takeable && (
        <>
          <p className="lead-form-line">Nobody has this lead yet.</p>
          <button type="button" className="btn btn-primary lead-btn" onClick={() => void record({ type: 'assign', data: { ownerId: me.userId } })}>
            Assign to me
          </button>
        </>
      )}
      {gives && <GiveForm lead={lead} staff={staff} record={record} />}
    </section>
  );
}

function GiveForm({ lead, staff, record }: Omit<Props, 'me'>) {
  const [owner, setOwner] = useState(lead.ownerId ?? '');
  const [showroom, setShowroom] = useState(lead.showroomId === null ? '' : String(lead.showroomId));
  const [error, setError] = useState('');
  const { showrooms } = useSiteSettings();
  // A lead goes to an open showroom; one closed since keeps showing where the lead is.
  const choices = showrooms.filter((s) => !s.closed || s.id === lead.showroomId);
  const showroomId = showroom ? (Number(showroom) as ShowroomId) : null;
  // Only those who would see the lead at the chosen showroom; the current owner stays shown.
  const people = staff.filter((s) => s.userId !== lead.ownerId && s.active && seesShowroom(s, showroomId));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ownerId = owner || null;
    const data: { ownerId?: string | null; showroomId?: ShowroomId | null } = {};
    if (ownerId !== lead.ownerId) data.ownerId = ownerId;
    if (showroomId !== lead.showroomId) data.showroomId = showroomId;
    if (Object.keys(data).length === 0) return setError('Choose another owner or showroom');
    setError('');
    await record({ type: 'assign', data });
  };

  return (
    <form className="lead-give" onSubmit={(e) => void submit(e)} aria-label="Give the lead">
      <label className="admin-field">
        Owner
        <select value={owner} onChange={(e) => setOwner(e.target.value)}>
          <option value="">Nobody</option>
          {lead.ownerId && <option value={lead.ownerId}>{ownerText(lead.ownerId, staff, lead.ownerName)}</option>}
          {people.map((s) => (
            <option key={s.userId} value={s.userId}>{s.userName || s.userId}</option>
          ))}
        </select>
      </label>
      <label className="admin-field">
        Showroom
        <select value={showroom} onChange={(e) => setShowroom(e.target.value)}>
          <option value="">Unassigned</option>
          {choices.map((s) => (
            <option key={s.id} value={String(s.id)}>{showroomText(s.id, showrooms)}</option>
          ))}
        </select>
      </label>
      {error && <p className="admin-error" role="alert">{error}</p>}
      <button type="submit" className="btn btn-primary lead-btn">Assign</button>
    </form>
  );
}
