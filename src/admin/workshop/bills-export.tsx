/**
 * Bills for the accounts: the bills made on the chosen days (IST) in the person's
 * showrooms as a CSV file for the dealer's accounts software, one row per bill line
 * (./bills-csv.ts). The days are checked by the contract's schema, the server's own.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { istDateOf } from '#contract/ist-date.ts';
import { billPaths, billsExportQuerySchema, type BillExportRow } from '#contract/workshop-bill.ts';
import { api } from '../../lib/api.ts';
import { download } from '../export/download.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { fieldMark } from '../stock/field-mark.tsx';
import { billsCsv, billsCsvFileName } from './bills-csv.ts';

export function BillsExport() {
  const id = useId();
  const today = istDateOf(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [problem, setProblem] = useState<{ field?: string; text: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = billsExportQuerySchema.safeParse({ from, to });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setProblem({ field: String(issue?.path[0] ?? 'to'), text: issue?.message ?? 'Please check the days' });
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const { data } = await api<{ data: BillExportRow[] }>(`${billPaths.bills}?from=${from}&to=${to}`, { cache: 'no-store' });
      download(new Blob([billsCsv(data)], { type: 'text/csv;charset=utf-8' }), billsCsvFileName(from, to));
      const bills = new Set(data.map((r) => r.invoiceNumber)).size;
      toast.success(bills === 0 ? 'No bill was made those days: the file has the header only' : `${bills} ${bills === 1 ? 'bill' : 'bills'} in the file`);
    } catch (error) {
      const found = fieldProblem(failureText(error, 'Failed to export the bills. Please try again.'));
      setProblem(found);
      toast.error(found.text);
    } finally {
      setBusy(false);
    }
  };
  const mark = (field: string) => fieldMark(id, field, problem && (problem.field === field || (!problem.field && field === 'to')) ? problem.text : undefined);

  return (
    <form className="admin-form workshop-bills-export" aria-labelledby={`${id}-heading`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-heading`} className="stock-history-heading">Bills for the accounts</h2>
      <label className="admin-field">
        <span>From</span>
        <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} {...mark('from').attrs} />
        {mark('from').error}
      </label>
      <label className="admin-field">
        <span>To</span>
        <input type="date" value={to} onChange={(e) => setTo(e.target.value)} {...mark('to').attrs} />
        {mark('to').error}
      </label>
      <div className="admin-actions">
        <button type="submit" className="btn btn-outline admin-keep-case" disabled={busy}>{busy ? 'Exporting...' : 'Download bills (CSV)'}</button>
      </div>
    </form>
  );
}
