/**
 * Marks a refund the ledger refused as dealt with (Owner or Manager), saying what was done:
 * the note is required, the ledger is untouched, and the booking's money shows who and when.
 */
import { useQueryClient } from '@tanstack/react-query';
import { paymentPaths, refundDealtWithSchema, type LedgerAnswer } from '#contract/payments.ts';
import { api } from '../../lib/api.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText } from '../session/api-errors.ts';

export function RefundDealtWithForm({ bookingId, gatewayRefundId }: { bookingId: number; gatewayRefundId: string }) {
  const queryClient = useQueryClient();
  const { register, submitWith, formState } = useAdminForm(refundDealtWithSchema, { defaultValues: { note: '' } });
  const mark = useAdminWrite({
    write: (values: { note: string }) => api<LedgerAnswer>(paymentPaths.refundDealtWith(gatewayRefundId), { method: 'POST', body: values }),
    onDone: (ledger) => queryClient.setQueryData([paymentPaths.ledger(bookingId)], ledger),
    done: () => 'Marked dealt with',
    failed: (failure) => {
      // Someone else marked it meanwhile: show theirs.
      void queryClient.invalidateQueries({ queryKey: [paymentPaths.ledger(bookingId)] });
      return failureText(failure, 'Failed to save. Please try again.');
    },
  });
  return (
    <form className="refund-dealt-with" onSubmit={submitWith((values) => mark.mutate(values))} aria-label={`Mark refund ${gatewayRefundId} dealt with`}>
      <label className="admin-field">
        What was done
        <textarea rows={2} maxLength={300} aria-invalid={formState.errors.note ? true : undefined} {...register('note')} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={mark.isPending}>{mark.isPending ? 'Saving...' : 'Mark dealt with'}</button>
    </form>
  );
}
