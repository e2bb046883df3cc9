/** The columns a lead row shows, shared by the cards (portrait) and the table (landscape). */
import type { ReactNode } from 'react';
import type { StaffRecord } from '#contract/lead-api.ts';
import type { SiteShowroom } from '#contract/site-settings.ts';
import { statusLabel } from '#contract/lead-statuses.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import type { DeskLead } from './lead-view.ts';
import { ageText, istDateTime, kindLabel, ownerText, showroomText } from './lead-text.ts';
import { SlaBadge } from './sla-badge.tsx';

interface LeadColumn {
  label: string;
  /** The table shows it under the name instead, to fit a landscape tablet. */
  underName?: boolean;
  cell: (lead: DeskLead, staff: readonly StaffRecord[], now: Date, showrooms: readonly SiteShowroom[]) => ReactNode;
}

export const leadColumns: LeadColumn[] = [
  { label: 'Model', cell: (l) => (l.model ? modelDisplayName(l.model) : '—') },
  { label: 'Kind', cell: (l) => kindLabel(l.kind) },
  {
    label: 'Status',
    cell: (l, _s, now) => (
      <>
        <span className="lead-status-text">{statusLabel(l.group, l.status)}</span> <SlaBadge lead={l} now={now} />
      </>
    ),
  },
  { label: 'Age', underName: true, cell: (l, _s, now) => ageText(l.createdAt, now) },
  { label: 'Showroom', cell: (l, _s, _n, showrooms) => showroomText(l.showroomId, showrooms) },
  { label: 'Owner', cell: (l, staff) => ownerText(l.ownerId, staff, l.ownerName) },
  { label: 'Next follow-up', cell: (l) => (l.nextFollowUpAt ? istDateTime(l.nextFollowUpAt) : 'None') },
];

export function WaitingMark({ lead }: { lead: DeskLead }) {
  if (lead.waiting === 0 && lead.conflicts.length === 0) return null;
  return (
    <>
      {lead.waiting > 0 && <span className="admin-pending">Waiting to send</span>}
      {lead.conflicts.length > 0 && <span className="lead-conflict-mark">Changed meanwhile</span>}
    </>
  );
}
