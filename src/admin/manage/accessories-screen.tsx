import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { priceSchema } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { AccessoryRow } from '#contract/catalogue-types.ts';
import { api } from '../../lib/api.ts';
import { formatRupees } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { adminRead } from '../data/admin-read.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { unauthorizedToast } from '../session/api-errors.ts';

type Accessory = AccessoryRow & { _id?: number };

/** requirements 3: id (or _id), heading default 'Unknown', part_no default 'N/A', price default '0'. */
function normalise(a: Accessory): AccessoryRow {
  return {
    id: a.id ?? a._id ?? 0,
    heading: a.heading || 'Unknown',
    part_no: a.part_no || 'N/A',
    price: a.price ?? 0,
    bike_name: a.bike_name ?? '',
  };
}

const accessoriesQuery = adminRead<Accessory[]>(adminApiPaths.manageAccessories, { errorToast: unauthorizedToast });
const normaliseAll = (list: Accessory[]) => list.map(normalise);

const needBoth = 'Please select an accessory and enter a price!';

/** requirements 5: an accessory and a price are needed; then the price follows the contract's rule. */
const accessoryPriceForm = z
  .object({ accessoryId: z.string(), price: z.string() })
  .refine((v) => v.accessoryId !== '' && v.price.trim() !== '', { message: needBoth, path: ['accessoryId'] })
  .transform(({ accessoryId, price }, ctx) => {
    const parsed = priceSchema.safeParse({ price });
    if (parsed.success) return { accessoryId, price: parsed.data.price };
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['price'] });
    return z.NEVER;
  });

/** requirements 2.5 Manage > Accessories Price: pick an accessory, enter a price. */
export function AccessoriesScreen() {
  usePageMeta('Accessories Price');
  const queryClient = useQueryClient();
  const { data: items, error } = useQuery({ ...accessoriesQuery, select: normaliseAll });
  const { register, watch, setValue, submitWith, formState: { errors } } = useAdminForm(accessoryPriceForm, {
    defaultValues: { accessoryId: '', price: '' },
  });
  const save = useAdminWrite({
    write: ({ accessoryId, price }: { accessoryId: string; price: number }) =>
      api(adminApiPaths.accessoryPrice(accessoryId), { method: 'PATCH', body: { price } }),
    onDone: (_answer, { accessoryId, price }) => {
      queryClient.setQueryData(accessoriesQuery.queryKey, (list) => list?.map((a) => (String(a.id ?? a._id) === accessoryId ? { ...a, price } : a)));
      setValue('price', '');
    },
    done: () => 'Price updated successfully!',
    failed: () => 'Failed to update price!',
  });

  const selected = watch('accessoryId');
  const current = items?.find((a) => String(a.id) === selected);
  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Accessories Price</h1>
      {error && <p className="admin-error" role="alert">{error.message}</p>}
      <form className="admin-panel admin-form" onSubmit={submitWith((values) => save.mutate(values))} noValidate>
        <label className="admin-field">
          <span>Accessory</span>
          <select aria-invalid={!!errors.accessoryId} {...register('accessoryId')}>
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
          <input type="number" inputMode="decimal" min="0" step="0.01" aria-invalid={!!errors.price} {...register('price')} />
        </label>
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>Update Price</button>
        </div>
      </form>
    </section>
  );
}
