/**
 * An opened card's technician, chosen from its showroom's staff and saved when chosen, with
 * the version the card was read at (a 409 says someone else changed it).
 */
import { useId } from 'react';
import { technicianPaths } from '#contract/workshop-technicians.ts';
import type { JobCardRecord } from '#contract/workshop.ts';
import { fieldMark } from '../stock/field-mark.tsx';
import { TechnicianOptions } from './technician-options.tsx';
import { useCardChange } from './use-card-change.ts';
import { cardPath } from './workshop-queries.ts';

export function TechnicianField({ card }: { card: JobCardRecord }) {
  const id = useId();
  const change = useCardChange<{ name: string }>(
    card.id, () => cardPath(technicianPaths.technician, card.id),
    (answer, v) => (answer.jobCard.technicianId ? `${v.name} is the technician of ${answer.jobCard.reference}` : `${answer.jobCard.reference} has no technician`),
    'Failed to change the technician. Please try again.',
  );
  const mark = fieldMark(id, 'technicianId', change.problem?.text);
  return (
    <label className="admin-field workshop-technician">
      <span>Technician</span>
      <select
        value={card.technicianId ?? ''} disabled={change.isPending || card.stage === 'delivered'} {...mark.attrs}
        onChange={(e) => {
          const chosen = e.target.selectedOptions[0]?.textContent ?? '';
          change.mutate({ name: chosen, body: { technicianId: e.target.value || null, version: card.version } });
        }}
      >
        <TechnicianOptions showroomId={card.showroomId} current={card.technicianId} />
      </select>
      {mark.error}
    </label>
  );
}
