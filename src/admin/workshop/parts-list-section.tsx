/**
 * The parts price list as it stands, a page at a time (a dealer's list runs to thousands of
 * parts): found by part number or name as it is typed, prices before GST in ₹ with Indian
 * grouping. A table on a tablet, a card per part on a phone.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { groupIndian } from '#contract/indian-grouping.ts';
import { workshopPaths, type PartsListAnswer } from '#contract/workshop.ts';
import { api } from '../../lib/api.ts';
import { formatRupees } from '../../lib/format.ts';
import { ListState } from '../ui/list-state.tsx';

export const partsPageSize = 20;

function partsPageQuery(q: string, offset: number) {
  const query = new URLSearchParams({ q, offset: String(offset), limit: String(partsPageSize) });
  return queryOptions({
    queryKey: [workshopPaths.parts, q, offset],
    queryFn: ({ signal }) => api<PartsListAnswer>(`${workshopPaths.parts}?${query.toString()}`, { signal, cache: 'no-store' }),
    placeholderData: keepPreviousData,
  });
}

/** `imports`: the person may import a file (the import form is under the list). */
export function PartsListSection({ imports }: { imports: boolean }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDeferredValue(typed.trim());
  const { data, error, refetch, isFetching } = useQuery(partsPageQuery(q, offset));
  const rows = data?.data;
  const last = data ? Math.min(offset + partsPageSize, data.total) : 0;

  return (
    <section className="price-lists-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="stock-history-heading">Parts price list</h2>
      <label className="admin-field price-lists-search">
        <span>Find a part</span>
        <input type="search" value={typed} placeholder="Part number or name" autoComplete="off" maxLength={60}
          onChange={(e) => { setTyped(e.target.value); setOffset(0); }} />
      </label>
      {rows && rows.length > 0 ? (
        <>
          <p className="price-lists-count" role="status" aria-live="polite">
            {isFetching ? 'Loading...' : `${groupIndian(offset + 1)}–${groupIndian(last)} of ${groupIndian(data.total)} ${data.total === 1 ? 'part' : 'parts'}`}
          </p>
          <table className="admin-table price-lists-table price-lists-cards">
            <thead>
              <tr><th scope="col">Part number</th><th scope="col">Name</th><th scope="col">HSN</th><th scope="col">Price before GST</th><th scope="col">GST</th></tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.partNumber}>
                  <th scope="row" className="price-lists-code">{p.partNumber}</th>
                  <td data-label="Name">{p.name}</td>
                  <td data-label="HSN">{p.hsn}</td>
                  <td data-label="Price before GST" className="price-lists-amount">{formatRupees(p.pricePaise / 100, 2)}</td>
                  <td data-label="GST">{p.gstRate}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.total > partsPageSize && (
            <nav className="admin-actions price-lists-pages" aria-label="Pages of the parts list">
              <button type="button" className="btn btn-outline admin-keep-case" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - partsPageSize))}>Previous {partsPageSize}</button>
              <button type="button" className="btn btn-outline admin-keep-case" disabled={last >= data.total} onClick={() => setOffset(offset + partsPageSize)}>Next {partsPageSize}</button>
            </nav>
          )}
        </>
      ) : (
        <ListState rows={rows} failed={!!error} failedText="Failed to load the parts. Please try again." retry={() => void refetch()}
          emptyText={q ? `No part number or name has "${q}".` : imports ? 'No parts yet. Import a price list file below.' : 'No parts yet: a Manager imports the price list.'} />
      )}
    </section>
  );
}
