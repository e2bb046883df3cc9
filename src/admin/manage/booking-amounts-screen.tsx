/**
 * Manage > Booking amounts (docs/payments.md "Book now"): each model's booking amount, which
 * puts "Book now for ₹2,000" on its page, and the refund rules a buyer reads before paying,
 * in English and Hindi. Managers and Owners (`prices`). Needs the server: a booking amount
 * changes what buyers are asked to pay, so it is never queued on a device.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingAmountFormSchema, formatPaise, paymentPaths, type BookingAmountRow } from '#contract/payments.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { adminRead } from '../data/admin-read.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText } from '../session/api-errors.ts';
import { ListState } from '../ui/list-state.tsx';

const listQuery = adminRead<{ data: BookingAmountRow[] }>(paymentPaths.bookingAmounts, { fresh: true });

type Saved = Omit<BookingAmountRow, 'model'>;

export function BookingAmountsScreen() {
  usePageMeta('Booking amounts');
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(listQuery);
  const [editing, setEditing] = useState<BookingAmountRow>();
  const { register, reset, submitWith, formState: { errors } } = useAdminForm(bookingAmountFormSchema, {
    defaultValues: { rupees: '', refundRules: '', refundRulesHi: '' },
  });
  const save = useAdminWrite({
    write: ({ row, body }: { row: BookingAmountRow; body: Omit<Saved, 'modelId'> }) =>
      api<Saved>(paymentPaths.bookingAmount(row.modelId), { method: 'PUT', body }),
    onDone: (saved) => {
      queryClient.setQueryData(listQuery.queryKey, (list) => list && { data: list.data.map((r) => (r.modelId === saved.modelId ? { ...r, ...saved } : r)) });
      setEditing(undefined);
    },
    done: (_saved, { row }) => `Booking amount of ${row.model} saved`,
    failed: (failure) => failureText(failure, 'Failed to save the booking amount. Please try again.'),
  });

  const open = (row: BookingAmountRow) => {
    reset({ rupees: row.amountPaise === null ? '' : String(Math.round(row.amountPaise / 100)), refundRules: row.refundRules, refundRulesHi: row.refundRulesHi });
    setEditing(row);
  };

  return (
    <section className="admin-screen">
      <h1 className="admin-heading admin-keep-case">Booking amounts</h1>
      <p className="stock-hint">A model with a booking amount shows "Book now" on its page; buyers read its refund rules before they pay.</p>
      {!data ? (
        <ListState rows={undefined} failed={!!error} failedText="Failed to load the booking amounts. Please try again." emptyText="" retry={() => void refetch()} />
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Booking amounts table">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Model</th>
                <th scope="col">Booking amount</th>
                <th scope="col">Refund rules</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {data.data.length === 0 ? (
                <ListState rows={[]} emptyText="No models yet." columns={4} />
              ) : (
                data.data.map((row) => (
                  <tr key={row.modelId}>
                    <td>{row.model}</td>
                    <td>{row.amountPaise === null ? 'Not booked online' : formatPaise(row.amountPaise)}</td>
                    <td>{row.refundRules ? (row.refundRulesHi ? 'In English and Hindi' : 'In English only') : 'None yet'}</td>
                    <td>
                      <button type="button" className="btn btn-outline admin-small-btn admin-keep-case" onClick={() => open(row)} aria-label={`Edit booking amount of ${row.model}`}>
                        Edit
                      </button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Modal open={!!editing} onClose={() => setEditing(undefined)} title="Edit booking amount">
        <form className="admin-form" onSubmit={submitWith((body) => editing && save.mutate({ row: editing, body }))} noValidate>
          <p>{editing?.model}</p>
          <label className="admin-field">
            <span>Booking amount (₹)</span>
            <input type="text" inputMode="numeric" autoComplete="off" autoFocus aria-invalid={!!errors.rupees} {...register('rupees')} />
          </label>
          <label className="admin-field">
            <span>Refund rules (English)</span>
            <textarea rows={4} aria-invalid={!!errors.refundRules} {...register('refundRules')} />
          </label>
          <label className="admin-field">
            <span>Refund rules (Hindi)</span>
            <textarea rows={4} lang="hi" aria-invalid={!!errors.refundRulesHi} {...register('refundRulesHi')} />
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
