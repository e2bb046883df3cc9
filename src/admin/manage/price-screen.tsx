import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { priceSchema } from '../../contract/admin-schemas.ts';
import { apiPaths } from '../../contract/api-paths.ts';
import type { PriceRow } from '../../contract/catalogue-types.ts';
import { formatRupees } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { adminRead } from '../data/admin-read.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, unauthorizedToast } from '../session/api-errors.ts';
import { sendOrQueue } from './send-or-queue.ts';
import { usePendingPaths } from './use-pending-changes.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

// spec 6: a 401 shows 'Unauthorized! Redirecting to login...'.
const priceListQuery = adminRead<PriceRow[]>(apiPaths.managePrice, { errorToast: unauthorizedToast });

/** spec 2.5 Manage > Price: model prices with an Edit Price modal. */
export function PriceScreen() {
  usePageMeta('Manage Price');
  const queryClient = useQueryClient();
  const { data: rows, isError: failed } = useQuery(priceListQuery);
  const [editing, setEditing] = useState<PriceRow>();
  const pending = usePendingPaths('admin-price');
  // spec 5: 'Please enter a valid price' (the contract's price rule).
  const { register, reset, submitWith, formState: { errors } } = useAdminForm(priceSchema, { defaultValues: { price: '' } });
  const save = useAdminWrite({
    write: ({ row, price }: { row: PriceRow; price: number }) =>
      sendOrQueue({
        kind: 'admin-price',
        label: `Price of ${row.bike_name}`,
        method: 'PATCH',
        path: apiPaths.price(row.bike_name),
        body: { price },
      }),
    onDone: (_outcome, { row, price }) => {
      queryClient.setQueryData(priceListQuery.queryKey, (list) =>
        list?.map((r) => (r.bike_name === row.bike_name ? { ...r, bike_price: price } : r)),
      );
      setEditing(undefined);
    },
    done: (outcome, { row }) =>
      outcome.status === 'sent'
        ? outcome.answer?.message || 'Price updated successfully'
        : { tone: 'info', text: `Offline: the new price of ${row.bike_name} will be sent when you are back online.` },
    failed: (error) => failureText(error, 'Failed to update price'),
  });

  function open(row: PriceRow) {
    reset({ price: String(row.bike_price ?? '') });
    setEditing(row);
  }

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Manage Price</h1>
      {failed ? (
        <p className="admin-error" role="alert">Failed to fetch bikes</p>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Prices table">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">S No.</th>
                <th scope="col">Bike Name</th>
                <th scope="col">Price</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {!rows ? (
                <tr><td colSpan={4} className="admin-table-note">Loading...</td></tr>
              ) : (
                rows.map((row, i) => (
                  <tr key={row.bike_name}>
                    <td>{i + 1}</td>
                    <td>{row.bike_name}</td>
                    <td>
                      {formatRupees(row.bike_price)}
                      {pending.has(apiPaths.price(row.bike_name)) && <span className="admin-pending">pending</span>}
                    </td>
                    <td>
                      <button type="button" className="btn btn-outline admin-small-btn admin-keep-case" onClick={() => open(row)}
                        aria-label={`Edit Price of ${row.bike_name}`}>
                        Edit Price
                      </button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Modal open={!!editing} onClose={() => setEditing(undefined)} title="Edit Price">
        <form
          className="admin-form"
          onSubmit={submitWith(({ price }) => editing && save.mutate({ row: editing, price }))}
          noValidate
        >
          <p>{editing?.bike_name}</p>
          <label className="admin-field">
            <span>Price</span>
            <input type="number" inputMode="decimal" min="0" step="0.01" autoFocus aria-invalid={!!errors.price} {...register('price')} />
          </label>
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>Save</button>
            <button type="button" className="btn btn-outline" onClick={() => setEditing(undefined)}>Cancel</button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
