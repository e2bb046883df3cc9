/**
 * "Bill and deliver": makes the card's bill (POST on its bill, docs/workshop.md "The
 * bill"), which numbers it and moves the card from Ready to Delivered, then opens the bill.
 * A refusal (a line still waiting for the customer, named; a bill made already) shows
 * beside the button.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { workshopPaths } from '#contract/workshop.ts';
import type { BillAnswer } from '#contract/workshop-bill.ts';
import { api } from '../../lib/api.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { billQuery, boardChanged, cardPath, jobCardQuery } from './workshop-queries.ts';

export const billScreenPath = (jobCardId: number): string => `/admin/workshop/bill/${jobCardId}`;

export function MakeBillButton({ jobCardId }: { jobCardId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const make = useAdminWrite({
    write: () => api<BillAnswer>(cardPath(workshopPaths.bill, jobCardId), { method: 'POST' }),
    onDone: (bill) => {
      setProblem(undefined);
      queryClient.setQueryData(billQuery(jobCardId).queryKey, bill);
      void queryClient.invalidateQueries({ queryKey: jobCardQuery(jobCardId).queryKey });
      boardChanged();
      void navigate(billScreenPath(jobCardId));
    },
    done: (bill) => (bill.invoiceNumber ? `Billed: ${bill.invoiceNumber}` : `${bill.reference} delivered: nothing to bill`),
    failed: (error) => {
      const text = fieldProblem(failureText(error, 'Failed to make the bill. Please try again.')).text;
      setProblem(text);
      return text;
    },
  });
  return (
    <div className="workshop-stage-move">
      <button type="button" className="btn btn-primary admin-keep-case" disabled={make.isPending} onClick={() => make.mutate(undefined)}>
        {make.isPending ? 'Billing...' : 'Bill and deliver'}
      </button>
      {problem && <p className="admin-field-error workshop-problem" role="alert">{problem}</p>}
    </div>
  );
}
