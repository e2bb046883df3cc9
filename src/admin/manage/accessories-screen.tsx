import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { priceSchema } from '../../contract/admin-schemas.ts';
import { apiPaths } from '../../contract/api-paths.ts';
import type { AccessoryRow } from '../../contract/catalogue-types.ts';
import { api } from '../../lib/api.ts';
import { formatRupees } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { isUnauthorized } from '../session/api-errors.ts';

type Accessory = AccessoryRow & { _id?: number };

/** spec 3: id (or _id), heading default 'Unknown', part_no default 'N/A', price default '0'. */
function normalise(a: Accessory): AccessoryRow {
  return {
    id: a.id ?? a._id ?? 0,
    heading: a.heading || 'Unknown',
    part_no: a.part_no || 'N/A',
    price: a.price ?? 0,
    bike_name: a.bike_name ?? '',
  };
}

/** spec 2.5 Manage > Accessories Price: pick an accessory, enter a price. */
export function AccessoriesScreen() {
  usePageMeta('Accessories Price');
  const [items, setItems] = useState<AccessoryRow[]>();
  const [error, setError] = useState<string>();
  const [selected, setSelected] = useState('');
  const [price, setPrice] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api<Accessory[]>(apiPaths.manageAccessories, { signal: controller.signal }).then(
      (list) => setItems(list.map(normalise)),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(e)) toast.error('Unauthorized! Redirecting to login...');
        setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => controller.abort();
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = priceSchema.safeParse({ price });
    // spec 5: an accessory and a price are needed.
    if (!selected || !price.trim()) {
      toast.error('Please select an accessory and enter a price!');
      return;
    }
    if (!parsed.success) {
      toast.error('Please enter a valid price');
      return;
    }
    setSaving(true);
    try {
      await api(apiPaths.accessoryPrice(selected), { method: 'PATCH', body: { price: parsed.data.price } });
      setItems((list) => list?.map((a) => (String(a.id) === selected ? { ...a, price: parsed.data.price } : a)));
      toast.success('Price updated successfully!');
      setPrice('');
    } catch {
      toast.error('Failed to update price!');
    } finally {
      setSaving(false);
    }
  }

  const current = items?.find((a) => String(a.id) === selected);
  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Accessories Price</h1>
      {error && <p className="admin-error" role="alert">{error}</p>}
      <form className="admin-panel admin-form" onSubmit={save} noValidate>
        <label className="admin-field">
          <span>Accessory</span>
          <select value={selected} onChange={(e) => setSelected(e.target.value)}>
            <option value="">{items ? 'Select an accessory' : 'Loading...'}</option>
            {items?.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.bike_name ? `${a.bike_name} – ` : ''}{a.heading} ({a.part_no})
              </option>
            ))}
          </select>
        </label>
        {current && <p>Current price: {formatRupees(current.price)}</p>}
        <label className="admin-field">
          <span>Price</span>
          <input type="number" inputMode="decimal" min="0" step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
        </label>
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>Update Price</button>
        </div>
      </form>
    </section>
  );
}
