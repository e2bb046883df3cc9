/**
 * Finds the part for a new estimate line by asking the server as the person types (part
 * number or name): a dealer's list runs to 20,000 parts, too many to send whole. At most a
 * screenful of matches, each a button (44 px) with its number, name and price + GST; the
 * chosen one is pressed and named under the field. Loading, no match and a failed search
 * (with Try again) are said in words, announced to a screen reader.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { groupIndian } from '#contract/indian-grouping.ts';
import { formatRupees } from '../../lib/format.ts';
import type { FieldMark } from '../stock/field-mark.tsx';
import { ListState } from '../ui/list-state.tsx';
import { partMatchesShown, partSearchQuery, type PartRow } from './workshop-queries.ts';

export const partLabel = (p: PartRow) => `${p.name} (${p.partNumber}), ${formatRupees(p.pricePaise / 100, 2)} + ${p.gstRate}% GST`;

interface PartSearchProps {
  chosen: PartRow | undefined;
  onChoose: (part: PartRow | undefined) => void;
  mark: FieldMark;
}

export function PartSearch({ chosen, onChoose, mark }: PartSearchProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const search = useQuery({ ...partSearchQuery(q), placeholderData: keepPreviousData });
  // A failed search shows its failure, not the matches of what was typed before.
  const failed = !!search.error && !search.isFetching;
  const rows = q && !failed ? search.data?.data : undefined;
  const total = search.data?.total ?? 0;
  const count = search.isFetching ? 'Searching...'
    : total > partMatchesShown ? `The first ${partMatchesShown} of ${groupIndian(total)} parts: type more to narrow them`
      : `${groupIndian(total)} ${total === 1 ? 'part matches' : 'parts match'}`;

  return (
    <div className="admin-field workshop-part-search">
      <label htmlFor={`${id}-find`}>Part</label>
      <input id={`${id}-find`} type="search" value={typed} placeholder="Part number or name" autoComplete="off" maxLength={60}
        aria-describedby={[`${id}-chosen`, mark.attrs['aria-describedby']].filter(Boolean).join(' ')} aria-invalid={mark.attrs['aria-invalid']}
        onChange={(e) => setTyped(e.target.value)} />
      <span id={`${id}-chosen`} className="workshop-part-chosen">{chosen ? `Chosen: ${partLabel(chosen)}` : 'No part chosen yet'}</span>
      {mark.error}
      {!q ? null : rows && rows.length > 0 ? (
        <>
          <p className="status-text" role="status" aria-live="polite">{count}</p>
          <ul className="workshop-part-matches" aria-label="Parts found">
            {rows.map((p) => (
              <li key={p.partNumber}>
                <button type="button" className="workshop-part-match" aria-pressed={chosen?.partNumber === p.partNumber} onClick={() => onChoose(p)}>
                  <span className="workshop-part-number">{p.partNumber}</span>
                  <span className="workshop-part-name">{p.name}</span>
                  <span className="workshop-part-price">{formatRupees(p.pricePaise / 100, 2)} + {p.gstRate}% GST</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ListState rows={search.isFetching ? undefined : rows} failed={failed}
          failedText="Failed to search the parts list. Please check the connection and try again." retry={() => void search.refetch()}
          emptyText={`No part matches "${q}".`} />
      )}
    </div>
  );
}
