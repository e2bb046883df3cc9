import { enquiryKindIds } from '#contract/enquiry-kinds.ts';
import type { StaffRecord } from '#contract/lead-api.ts';
import { leadGroupIds, leadGroups } from '#contract/lead-statuses.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import type { LeadFilter } from './lead-view.ts';
import { kindLabel, showroomText } from './lead-text.ts';

/** Every status once, with the words staff read ('new' is New in every group). */
const statusOptions = (() => {
  const seen = new Map<string, string>();
  for (const g of leadGroupIds) for (const s of leadGroups[g].statuses) if (!seen.has(s.id)) seen.set(s.id, s.label);
  return [...seen].map(([value, label]) => ({ value, label }));
})();

interface Props {
  filter: LeadFilter;
  staff: readonly StaffRecord[];
  onChange: (next: Partial<LeadFilter>) => void;
}

export function LeadFilters({ filter, staff, onChange }: Props) {
  // Every stored showroom, closed ones too: their leads stay on the desk.
  const { showrooms } = useSiteSettings();
  return (
    <form className="lead-filters" role="search" onSubmit={(e) => e.preventDefault()}>
      <label className="admin-field lead-search">
        Search
        <input type="search" value={filter.q} placeholder="Name, mobile, model or reference" onChange={(e) => onChange({ q: e.target.value })} />
      </label>
      <label className="admin-field">
        Showroom
        <select value={filter.showroom} onChange={(e) => onChange({ showroom: e.target.value })}>
          <option value="">All showrooms</option>
          {showrooms.map((s) => (
            <option key={s.id} value={String(s.id)}>{showroomText(s.id, showrooms)}</option>
          ))}
          <option value="none">Unassigned</option>
        </select>
      </label>
      <label className="admin-field">
        Owner
        <select value={filter.owner} onChange={(e) => onChange({ owner: e.target.value })}>
          <option value="">Everyone</option>
          {staff.map((s) => (
            <option key={s.userId} value={s.userId}>{s.userName}</option>
          ))}
          <option value="none">Nobody</option>
        </select>
      </label>
      <label className="admin-field">
        Kind
        <select value={filter.kind} onChange={(e) => onChange({ kind: e.target.value })}>
          <option value="">All kinds</option>
          {enquiryKindIds.map((kind) => (
            <option key={kind} value={kind}>{kindLabel(kind)}</option>
          ))}
        </select>
      </label>
      <label className="admin-field">
        Status
        <select value={filter.status} onChange={(e) => onChange({ status: e.target.value })}>
          <option value="">All statuses</option>
          {statusOptions.map((s) => (
            <option key={s.value} value={s.value}>{s.label}</option>
          ))}
        </select>
      </label>
    </form>
  );
}
