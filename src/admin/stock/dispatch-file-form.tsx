/**
 * The maker's dispatch file (CSV), added all or nothing: the file is read on the device,
 * previewed by the server row by row with each row's problems, and only a file without
 * problems offers Confirm, which adds every row in transit at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatIndianDate } from '#contract/ist-date.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { stockPaths, type IntakeAnswer } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { isIsoDay } from './day-field.tsx';
import { stockVehiclesQuery } from './stock-queries.ts';

const send = (csv: string, apply: boolean) => api<IntakeAnswer>(stockPaths.intake, { method: 'POST', body: { csv, apply } });
const failed = (error: unknown) => fieldProblem(failureText(error, 'Failed to read the file. Please try again.')).text;

export function DispatchFileForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const { showrooms } = useSiteSettings();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<IntakeAnswer>();

  const check = useAdminWrite({
    write: (text: string) => send(text, false),
    onDone: (answer) => setPreview(answer),
    done: (answer) => {
      const bad = answer.rows.filter((r) => r.problems.length).length;
      return bad ? { text: `${bad} of ${answer.rows.length} rows have problems: nothing will be added`, tone: 'info' } : `${answer.rows.length} rows ready to add`;
    },
    failed,
  });
  const confirm = useAdminWrite({
    write: (text: string) => send(text, true),
    onDone: () => {
      setPreview(undefined);
      onAdded();
      void queryClient.invalidateQueries({ queryKey: stockVehiclesQuery.queryKey });
    },
    done: (answer) => `${answer.added} vehicles added, in transit`,
    failed,
  });

  const choose = async (file: File | undefined) => {
    setPreview(undefined);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    check.mutate(text);
  };
  const clean = preview !== undefined && preview.rows.every((r) => r.problems.length === 0);

  return (
    <div className="admin-form stock-dispatch">
      <label className="admin-field">
        <span>Dispatch file (CSV)</span>
        <input type="file" accept=".csv,text/csv" aria-describedby={`${id}-hint`} onChange={(e) => void choose(e.target.files?.[0])} />
        <span id={`${id}-hint`} className="stock-hint">Columns: Chassis No, Engine No, Model, Variant, Colour, Showroom, Expected On</span>
      </label>
      {check.isPending && <p role="status" className="status-text">Checking the file...</p>}
      {preview && (
        <ol className="stock-preview" aria-label="Rows of the file">
          {preview.rows.map((r) => (
            <li key={r.line} className={r.problems.length ? 'stock-preview-bad' : undefined}>
              <span className="stock-preview-line">Line {r.line}: {r.vin || 'no chassis'}</span>
              <span>{[r.model, r.variant, r.colour].filter(Boolean).join(' · ')}{r.showroomId ? ` · ${showroomPlaceIn(showrooms, r.showroomId)}` : ''}
                {isIsoDay(r.expectedOn) ? ` · expected ${formatIndianDate(r.expectedOn)}` : ''}</span>
              {r.problems.map((p) => <span key={p} className="admin-field-error">{p}</span>)}
            </li>
          ))}
        </ol>
      )}
      {preview && !clean && <p className="admin-error" role="alert">Some rows have problems: correct the file and choose it again. Nothing was added.</p>}
      <div className="admin-actions">
        <button type="button" className="btn btn-primary admin-keep-case" disabled={!clean || confirm.isPending} onClick={() => confirm.mutate(csv)}>
          {confirm.isPending ? 'Adding...' : preview && clean ? `Confirm: add ${preview.rows.length} vehicles` : 'Confirm'}
        </button>
      </div>
    </div>
  );
}
