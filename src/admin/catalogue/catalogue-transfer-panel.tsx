/**
 * Export and import of the whole catalogue (docs/catalogue.md "Export and import: one file for the whole catalogue"): Export
 * downloads one ZIP; Import first asks: the server reads the file's models and the screen
 * says what importing would do ("This will add 3 models and replace 2: Shine 100, SP 125")
 * with Import and Cancel. Import then sends the file. The server checks the file at once and lists
 * every problem (nothing changed), or starts the import in the background: a progress bar
 * says "n of N models" while the photos are made, also after a reload, and then what
 * arrived, or every problem found (nothing changed then either). Both need the network and say so.
 */
import { useId, useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import {
  importField, importPreviewParam, transferMessages, type ImportJob, type ImportJobAnswer, type ImportPreview, type ImportPreviewAnswer,
} from '#contract/catalogue-transfer.ts';
import { api, ApiError } from '../../lib/api.ts';
import { isNetworkError } from '../session/api-errors.ts';
import { useImportJob } from './use-import-job.ts';

type Refusal = { text: string; problems: string[] };

/** An error of an import call in words, with every problem the server listed. */
function refusalOf(e: unknown): { refusal: Refusal; job: ImportJob | null } {
  const body = e instanceof ApiError ? (e.body as { errors?: { message: string }[]; job?: ImportJob } | null) : null;
  const problems = (body?.errors ?? []).map((p) => p.message);
  const text = isNetworkError(e) ? 'No network: importing needs the internet. Nothing was changed.'
    : e instanceof ApiError ? e.message : 'Something went wrong';
  return { refusal: { text, problems: problems.length > 1 ? problems : [] }, job: body?.job ?? null };
}

function formOf(file: File): FormData {
  const form = new FormData();
  form.append(importField, file, file.name);
  return form;
}

function ImportQuestion({ preview, onImport, onCancel, labelId }: { preview: ImportPreview; onImport: () => void; onCancel: () => void; labelId: string }) {
  return (
    <div className="admin-notice studio-import-question" role="group" aria-labelledby={labelId}>
      <p id={labelId}>{preview.message}</p>
      {preview.add.length > 0 && preview.replace.length > 0 && <p className="studio-note">New: {preview.add.join(', ')}</p>}
      <div className="admin-actions">
        <button type="button" className="btn btn-primary admin-keep-case" onClick={onImport}>Import</button>
        <button type="button" className="btn btn-outline admin-keep-case" onClick={onCancel}>Cancel</button>
      </div>
    </div>
  );
}

function ImportProgress({ job, unreachable, labelId }: { job: ImportJob; unreachable: boolean; labelId: string }) {
  const saving = job.doneModels >= job.totalModels;
  return (
    <div className="studio-import-progress">
      <p id={labelId} className="studio-note" role="status">
        {saving ? transferMessages.saving : `Making photos: ${transferMessages.progress(job.doneModels, job.totalModels)}`}
      </p>
      <progress aria-labelledby={labelId} max={Math.max(job.totalModels, 1)} value={job.doneModels} />
      {unreachable && <p className="studio-note">No network: the import goes on at the server; its progress shows again when this tablet is back online.</p>}
    </div>
  );
}

export function CatalogueTransferPanel() {
  const id = useId();
  const { job, unreachable, follow } = useImportJob();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [question, setQuestion] = useState<{ file: File; preview: ImportPreview } | null>(null);
  const running = job?.state === 'running';

  async function sendAnd(work: () => Promise<void>) {
    setSending(true);
    setRefusal(null);
    try {
      await work();
    } catch (e) {
      const refused = refusalOf(e);
      // Another import is running (another tablet): follow that one.
      if (refused.job) follow(refused.job);
      setRefusal(refused.refusal);
    } finally {
      setSending(false);
    }
  }

  /** First the question: what importing this file would add and replace. */
  function askAbout(file: File | undefined) {
    if (!file) return;
    setQuestion(null);
    void sendAnd(async () => {
      const { preview } = await api<ImportPreviewAnswer>(`${adminApiPaths.adminCatalogueImport}?${importPreviewParam}=1`, { method: 'POST', body: formOf(file) });
      setQuestion({ file, preview });
    });
  }

  function importAsked() {
    if (!question) return;
    const { file } = question;
    setQuestion(null);
    void sendAnd(async () => {
      const answer = await api<ImportJobAnswer>(adminApiPaths.adminCatalogueImport, { method: 'POST', body: formOf(file) });
      if (answer.job) follow(answer.job);
    });
  }

  const finished = job && job.state !== 'running' && !refusal ? job : null;
  const outcome = refusal ?? (finished && finished.state !== 'done' ? { text: finished.message, problems: finished.problems.length > 1 ? finished.problems.map((p) => p.message) : [] } : null);
  return (
    <section className="studio-section studio-transfer" aria-labelledby={`${id}-title`}>
      <h2 className="studio-section-title" id={`${id}-title`}>Export and import</h2>
      <p className="studio-note">
        One file with every model, its photos, 360 frames and brochure: for a second showroom or another installation.
        An import checks the whole file first and changes nothing if anything is wrong.
      </p>
      <div className="admin-actions">
        <a className="btn btn-outline admin-keep-case studio-file-btn" href={adminApiPaths.adminCatalogueExport} download>Export catalogue</a>
        <label className="btn btn-outline admin-keep-case studio-file-btn">
          {sending ? 'Checking the file...' : running ? 'Importing...' : 'Import catalogue'}
          <input type="file" accept=".zip,application/zip" disabled={sending || running} aria-describedby={outcome || finished ? `${id}-outcome` : undefined}
            onChange={(e) => { askAbout(e.target.files?.[0]); e.target.value = ''; }} />
        </label>
      </div>
      {sending && <p className="studio-note" role="status">Uploading and checking every model and file.</p>}
      {question && !sending && (
        <ImportQuestion preview={question.preview} labelId={`${id}-question`} onImport={importAsked} onCancel={() => setQuestion(null)} />
      )}
      {job && running && <ImportProgress job={job} unreachable={unreachable} labelId={`${id}-progress`} />}
      {finished?.state === 'done' && !outcome && (
        <div id={`${id}-outcome`} className="studio-result" role="status"><p>{finished.message}</p></div>
      )}
      {outcome && (
        <div id={`${id}-outcome`} className="admin-notice" role="alert">
          <p>{outcome.text}</p>
          {outcome.problems.length > 0 && <ul>{outcome.problems.map((p) => <li key={p}>{p}</li>)}</ul>}
        </div>
      )}
    </section>
  );
}
