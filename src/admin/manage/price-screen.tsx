import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { priceSchema } from '../../contract/admin-schemas.ts';
import { apiPaths } from '../../contract/api-paths.ts';
import type { PriceRow } from '../../contract/catalogue-types.ts';
import { api } from '../../lib/api.ts';
import { formatRupees } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { isNetworkError, isUnauthorized, networkErrorText, serverMessage } from '../session/api-errors.ts';
import { sendOrQueue } from './send-or-queue.ts';
import { usePendingPaths } from './use-pending-changes.ts';

export const unauthorizedText = 'Unauthorized! Redirecting to login...';

/** spec 2.5 Manage > Price: model prices with an Edit Price modal. */
export function PriceScreen() {
  usePageMeta('Manage Price');
  const [rows, setRows] = useState<PriceRow[]>();
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<PriceRow>();
  const [price, setPrice] = useState('');
  const [saving, setSaving] = useState(false);
  const pending = usePendingPaths('admin-price');

  useEffect(() => {
    const controller = new AbortController();
    api<PriceRow[]>(apiPaths.managePrice, { signal: controller.signal }).then(setRows, (error: unknown) => {
      if (controller.signal.aborted) return;
      // spec 6: a 401 shows this toast; the redirect itself is done for every 401 (a fix).
      if (isUnauthorized(error)) toast.error(unauthorizedText);
      setFailed(true);
    });
    return () => controller.abort();
  }, []);

  function open(row: PriceRow) {
    setEditing(row);
    setPrice(String(row.bike_price ?? ''));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    // spec 5: the price must be given ('Please enter a valid price').
    const parsed = priceSchema.safeParse({ price });
    if (!price.trim() || !parsed.success) {
      toast.error('Please enter a valid price');
      return;
    }
    const value = parsed.data.price;
    setSaving(true);
    try {
      const outcome = await sendOrQueue({
        kind: 'admin-price',
        label: `Price of ${editing.bike_name}`,
        method: 'PATCH',
        path: apiPaths.price(editing.bike_name),
        body: { price: value },
      });
      setRows((list) => list?.map((r) => (r.bike_name === editing.bike_name ? { ...r, bike_price: value } : r)));
      setEditing(undefined);
      if (outcome.status === 'sent') toast.success(outcome.answer?.message || 'Price updated successfully');
      else toast.info(`Offline: the new price of ${editing.bike_name} will be sent when you are back online.`);
    } catch (error) {
      toast.error(isNetworkError(error) ? networkErrorText : serverMessage(error, 'Failed to update price'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Manage Price</h1>
      {failed ? (
        <p className="admin-error" role="alert">Failed to fetch bikes</p>
      ) : (
        <div className="admin-table-wrap">
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
        </div>
      )}
      <Modal open={!!editing} onClose={() => setEditing(undefined)} title="Edit Price">
        <form className="admin-form" onSubmit={save} noValidate>
          <p>{editing?.bike_name}</p>
          <label className="admin-field">
            <span>Price</span>
            <input type="number" inputMode="decimal" min="0" step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} autoFocus />
          </label>
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary" disabled={saving}>Save</button>
            <button type="button" className="btn btn-outline" onClick={() => setEditing(undefined)}>Cancel</button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
