/**
 * The labour list (docs/workshop.md "Labour list"): every operation, retired ones marked.
 * Managers and Owners (`workshopPrices`) add, change, retire and bring back operations;
 * everyone else of the workshop reads it. Retiring keeps the operation (job cards name its
 * code) and stops offering it for new lines. Retiring names the version the row showed: when
 * someone else changed it meanwhile, the toast says what it holds now and the list is read again.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { labourOperationPath, labourPaths, type LabourOperation } from '#contract/workshop-labour.ts';
import { api } from '../../lib/api.ts';
import { formatRupees } from '../../lib/format.ts';
import { Modal } from '../../ui/modal.tsx';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText } from '../session/api-errors.ts';
import { ListState } from '../ui/list-state.tsx';
import { labourConflictOf } from './labour-conflict.ts';
import { LabourForm } from './labour-form.tsx';

const allLabourQuery = queryOptions({
  queryKey: [labourPaths.labour, 'with retired'],
  queryFn: async ({ signal }) => (await api<{ data: LabourOperation[] }>(`${labourPaths.labour}?retired=include`, { signal, cache: 'no-store' })).data,
});

export function LabourListSection({ changes }: { changes: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(allLabourQuery);
  const [editing, setEditing] = useState<LabourOperation | 'new'>();
  const retire = useAdminWrite({
    write: (op: LabourOperation) => api<LabourOperation>(labourOperationPath(op.code), {
      method: 'PUT', body: { name: op.name, sac: op.sac, ratePaise: op.ratePaise, gstRate: op.gstRate, retired: !op.retired, version: op.version },
    }),
    onDone: () => void queryClient.invalidateQueries({ queryKey: [labourPaths.labour] }),
    done: (saved) => (saved.retired ? `${saved.name} retired: no longer offered for new lines` : `${saved.name} is offered for new lines again`),
    failed: (e) => labourConflictOf(e)?.text ?? failureText(e, 'Failed to save the labour operation. Please try again.'),
  });

  return (
    <section className="price-lists-section" aria-labelledby={`${id}-heading`}>
      <div className="admin-actions">
        <h2 id={`${id}-heading`} className="stock-history-heading">Labour list</h2>
        {changes && <button type="button" className="btn btn-primary admin-keep-case" onClick={() => setEditing('new')}>Add an operation</button>}
      </div>
      <p className="stock-hint">Rates before GST. A retired operation is not offered for new lines; job cards that have it keep it as it was added.</p>
      {data && data.length > 0 ? (
        <table className="admin-table price-lists-table price-lists-cards">
          <thead>
            <tr>
              <th scope="col">Code</th><th scope="col">Name</th><th scope="col">SAC</th><th scope="col">Rate before GST</th><th scope="col">GST</th>
              {changes && <th scope="col"><span className="visually-hidden">Changes</span></th>}
            </tr>
          </thead>
          <tbody>
            {data.map((op) => (
              <tr key={op.code} className={op.retired ? 'price-lists-retired' : undefined}>
                <th scope="row" className="price-lists-code">{op.code}{op.retired && <span className="price-lists-badge">Retired</span>}</th>
                <td data-label="Name">{op.name}</td>
                <td data-label="SAC">{op.sac}</td>
                <td data-label="Rate before GST" className="price-lists-amount">{formatRupees(op.ratePaise / 100, 2)}</td>
                <td data-label="GST">{op.gstRate}%</td>
                {changes && (
                  <td className="price-lists-row-actions">
                    <button type="button" className="btn btn-outline admin-keep-case" aria-label={`Edit ${op.name}`} onClick={() => setEditing(op)}>Edit</button>
                    <button type="button" className="btn btn-outline admin-keep-case" disabled={retire.isPending} aria-label={`${op.retired ? 'Bring back' : 'Retire'} ${op.name}`} onClick={() => retire.mutate(op, { onError: (e) => { if (labourConflictOf(e)) void refetch(); } })}>
                      {op.retired ? 'Bring back' : 'Retire'}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ListState rows={data} failed={!!error} failedText="Failed to load the labour list. Please try again." emptyText="No labour operations yet." retry={() => void refetch()} />
      )}
      <Modal open={editing !== undefined} onClose={() => setEditing(undefined)} title={editing === 'new' ? 'New labour operation' : editing ? `Labour operation ${editing.code}` : 'Labour operation'}>
        {editing && <LabourForm key={editing === 'new' ? 'new' : editing.code} operation={editing === 'new' ? undefined : editing} onDone={() => setEditing(undefined)} />}
      </Modal>
    </section>
  );
}
