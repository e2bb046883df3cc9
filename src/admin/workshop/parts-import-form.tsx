/**
 * Importing the parts price list (docs/workshop.md "Parts price list"): the file is read on
 * the device and sent with its progress shown; the server checks every row and previews what
 * it would do ("This will add 2 parts and change 1 price"), each bad row named by its line
 * and column. Nothing changes until Import is pressed, and a file with a bad row offers none.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { groupIndian } from '#contract/indian-grouping.ts';
import { workshopPaths, type PartChangeCounts, type PartsImportAnswer, type PartsImportRow } from '#contract/workshop.ts';
import { formatRupees } from '../../lib/format.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { downloadPartsTemplate, partsTemplateHeadings } from './parts-template.ts';
import { postWithProgress } from '../../lib/post-with-progress.ts';

/** Rows listed in the preview: a file of thousands is summed up, its first rows shown. */
const shownRows = 100;
const rupees = (paise: number | null) => (paise === null ? '' : formatRupees(paise / 100, 2));
const plural = (n: number, one: string, many: string) => `${groupIndian(n)} ${n === 1 ? one : many}`;

/** "This will add 2 parts and change 1 price" and what else the file changes. */
export function previewSentence(counts: PartChangeCounts): string {
  const parts = [`add ${plural(counts.new, 'part', 'parts')}`, `change ${plural(counts.price, 'price', 'prices')}`];
  if (counts.details) parts.push(`update the name, HSN or GST rate of ${plural(counts.details, 'part', 'parts')}`);
  const same = counts.same ? ` ${plural(counts.same, 'row is', 'rows are')} as listed already.` : '';
  return `This will ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}.${same}`;
}

type Stage = { step: 'reading' } | { step: 'sending'; sent: number; apply: boolean };
const stageText = (stage: Stage) => (stage.step === 'reading' ? 'Reading the file...'
  : stage.sent < 100 ? `Sending the file: ${stage.sent}%` : stage.apply ? 'Importing the parts...' : 'Checking every row...');

function RowLine({ row }: { row: PartsImportRow }) {
  const what = row.change === 'new' ? `new, ${rupees(row.pricePaise)}`
    : row.change === 'price' ? `price ${rupees(row.oldPricePaise)} → ${rupees(row.pricePaise)}`
      : row.change === 'details' ? 'name, HSN or GST rate changed' : row.change === 'same' ? 'no change' : '';
  return (
    <li className={row.problems.length ? 'stock-preview-bad' : undefined}>
      <span className="stock-preview-line">Line {row.line}: {row.partNumber || 'no part number'}</span>
      <span>{[row.name, what].filter(Boolean).join(' · ')}</span>
      {row.problems.map((p) => <span key={p} className="admin-field-error">{p}</span>)}
    </li>
  );
}

export function PartsImportForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<PartsImportAnswer>();
  const [stage, setStage] = useState<Stage>();
  const [problem, setProblem] = useState<string>();

  const send = async (text: string, apply: boolean): Promise<PartsImportAnswer | undefined> => {
    setProblem(undefined);
    setStage({ step: 'sending', sent: 0, apply });
    try {
      return await postWithProgress<PartsImportAnswer>(workshopPaths.partsImport, {
        body: JSON.stringify({ csv: text, apply }), contentType: 'application/json', onSent: (sent) => setStage({ step: 'sending', sent, apply }),
      });
    } catch (error) {
      const text = fieldProblem(failureText(error, 'Failed to read the file. Please try again.')).text;
      setProblem(text);
      toast.error(text);
      return undefined;
    } finally {
      setStage(undefined);
    }
  };

  const choose = async (file: File | undefined) => {
    setPreview(undefined);
    setProblem(undefined);
    if (!file) return;
    setFileName(file.name);
    setStage({ step: 'reading' });
    const text = await file.text();
    setCsv(text);
    setPreview(await send(text, false));
  };

  const importFile = async () => {
    const answer = await send(csv, true);
    if (!answer) return;
    setPreview(undefined);
    setCsv('');
    void queryClient.invalidateQueries({ queryKey: [workshopPaths.parts] });
    toast.success(`Price list imported: ${plural(answer.counts.new, 'part', 'parts')} added, ${plural(answer.counts.price, 'price', 'prices')} changed`);
  };

  const bad = preview?.rows.filter((r) => r.problems.length) ?? [];
  const changed = preview?.rows.filter((r) => r.change === 'new' || r.change === 'price' || r.change === 'details') ?? [];
  const listed = (bad.length ? bad : changed).slice(0, shownRows);
  const more = (bad.length ? bad.length : changed.length) - listed.length;
  const ready = preview !== undefined && bad.length === 0 && changed.length > 0;

  return (
    <section className="admin-form price-lists-section price-lists-import" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="stock-history-heading">Import a price list file</h2>
      <p id={`${id}-hint`} className="stock-hint">
        A CSV file with the columns {partsTemplateHeadings.join(', ')}: prices in rupees before GST. New part numbers are added; those listed already get the file's price and details. Parts not in the file stay as they are.
      </p>
      <div className="admin-actions">
        <button type="button" className="btn btn-outline admin-keep-case" onClick={downloadPartsTemplate}>Download the template (CSV)</button>
      </div>
      <label className="admin-field">
        <span>Price list file (CSV)</span>
        <input type="file" accept=".csv,text/csv" aria-describedby={`${id}-hint`} disabled={stage !== undefined} onChange={(e) => void choose(e.target.files?.[0])} />
      </label>
      {stage && (
        <div className="price-lists-progress" role="status">
          <span id={`${id}-progress`}>{stageText(stage)}</span>
          <progress aria-labelledby={`${id}-progress`} max={100} value={stage.step === 'sending' ? stage.sent : undefined} />
        </div>
      )}
      {problem && <p className="admin-error" role="alert">{problem}</p>}
      {preview && (
        <div className="price-lists-preview">
          {bad.length > 0 ? (
            <p className="admin-error" role="alert">
              {plural(bad.length, 'row has', 'rows have')} problems: correct the file and choose it again. Nothing will be imported.
            </p>
          ) : (
            <p className="price-lists-summary" role="status">{changed.length ? previewSentence(preview.counts) : 'Every row is as listed already: nothing to import.'}</p>
          )}
          {listed.length > 0 && (
            <ol className="stock-preview" aria-label={bad.length ? `Rows of ${fileName} with problems` : `Changes in ${fileName}`}>
              {listed.map((r) => <RowLine key={r.line} row={r} />)}
            </ol>
          )}
          {more > 0 && <p className="stock-hint">and {plural(more, 'more row', 'more rows')}</p>}
        </div>
      )}
      <div className="admin-actions">
        <button type="button" className="btn btn-primary admin-keep-case" disabled={!ready || stage !== undefined} onClick={() => void importFile()}>
          {stage?.step === 'sending' && stage.apply ? 'Importing...' : ready ? `Import: add ${groupIndian(preview.counts.new)}, change ${groupIndian(preview.counts.price + preview.counts.details)}` : 'Import'}
        </button>
      </div>
    </section>
  );
}
