import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { priceSchema } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { PriceRow } from '#contract/catalogue-types.ts';
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
import { ListState } from '../ui/list-state.tsx';

// requirements 6: a 401 shows 'Unauthorized! Redirecting to login...'.
const priceListQuery = adminRead<PriceRow[]>(adminApiPaths.managePrice, { errorToast: unauthorizedToast });

/** What the Edit Price modal changes: the model's base price (requirements 7.3), or one variant's. */
interface Editing { row: PriceRow; variant?: PriceRow['variants'][number] }

const editedName = ({ row, variant }: Editing) => (variant ? `${row.bike_name} ${variant.name}` : row.bike_name);

/** requirements 2.5 Manage > Price: model prices with an Edit Price modal, and every variant's price. */
export function PriceScreen() {
  usePageMeta('Manage Price');
  const queryClient = useQueryClient();
  const { data: rows, isError: failed } = useQuery(priceListQuery);
  const [editing, setEditing] = useState<Editing>();
  const pending = usePendingPaths('admin-price');
  // requirements 5: 'Please enter a valid price' (the contract's price rule).
  const { register, reset, submitWith, formState: { errors } } = useAdminForm(priceSchema, { defaultValues: { price: '' } });
  const save = useAdminWrite({
    write: ({ target, price }: { target: Editing; price: number }) =>
      sendOrQueue({
        kind: 'admin-price',
        label: `Price of ${editedName(target)}`,
        method: 'PATCH',
        path: target.variant ? adminApiPaths.variantPrice(target.variant.id) : adminApiPaths.price(target.row.bike_name),
        body: { price },
      }),
    onDone: (_outcome, { target, price }) => {
      const { row, variant } = target;
      queryClient.setQueryData(priceListQuery.queryKey, (list) =>
        list?.map((r) => {
          if (r.bike_name !== row.bike_name) return r;
          // The first variant is the base price: the two move together (server/admin/manage-repository.ts).
          const firstId = r.variants[0]?.id;
          const changedId = variant?.id ?? firstId;
          const variants = r.variants.map((v) => (v.id === changedId ? { ...v, price } : v));
          return { ...r, variants, bike_price: changedId === firstId ? price : r.bike_price };
        }),
      );
      setEditing(undefined);
    },
    done: (outcome, { target }) =>
      outcome.status === 'sent'
        ? outcome.answer?.message || 'Price updated successfully'
        : { tone: 'info', text: `Offline: the new price of ${editedName(target)} will be sent when you are back online.` },
    failed: (error) => failureText(error, 'Failed to update price'),
  });

  function open(row: PriceRow, variant?: PriceRow['variants'][number]) {
    reset({ price: String((variant ? variant.price : row.bike_price) ?? '') });
    setEditing(variant ? { row, variant } : { row });
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
              {!rows?.length ? (
                <ListState rows={rows} emptyText="No models yet." columns={4} />
              ) : (
                rows.map((row, i) => (
                  <tr key={row.bike_name}>
                    <td>{i + 1}</td>
                    <td>{row.bike_name}</td>
                    <td>
                      {formatRupees(row.bike_price)}
                      {pending.has(adminApiPaths.price(row.bike_name)) && <span className="admin-pending">pending</span>}
                      {row.variants.length > 1 && (
                        <ul className="admin-variant-prices">
                          {row.variants.map((v) => (
                            <li key={v.id}>
                              <span>{v.name}: {formatRupees(v.price)}</span>
                              {pending.has(adminApiPaths.variantPrice(v.id)) && <span className="admin-pending">pending</span>}
                              <button type="button" className="btn btn-outline admin-small-btn admin-keep-case" onClick={() => open(row, v)}
                                aria-label={`Edit Price of ${row.bike_name} ${v.name}`}>
                                Edit
                              </button>
                            </li>
                          ))}
                        </ul>
                      )}
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
          onSubmit={submitWith(({ price }) => editing && save.mutate({ target: editing, price }))}
          noValidate
        >
          <p>{editing && editedName(editing)}</p>
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
