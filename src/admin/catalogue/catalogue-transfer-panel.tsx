/**
 * Export and import of the whole catalogue (docs/catalogue.md "Export and import: one file for the whole catalogue"): Export
 * downloads one ZIP; Import sends one back, and either says what arrived or lists every
 * problem (the server changes nothing then). Both need the network and say so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminApiPaths } from '../../contract/admin-api-paths.ts';
import { importField, type ImportAnswer } from '../../contract/catalogue-transfer.ts';
import { api, ApiError } from '../../lib/api.ts';
import { isNetworkError } from '../session/api-errors.ts';

type Outcome = { tone: 'ok'; text: string } | { tone: 'problem'; text: string; problems: string[] };

export function CatalogueTransferPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function importFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    const form = new FormData();
    form.append(importField, file, file.name);
    try {
      const answer = await api<ImportAnswer>(adminApiPaths.adminCatalogueImport, { method: 'POST', body: form });
      setOutcome({ tone: 'ok', text: answer.message });
      await queryClient.invalidateQueries({ queryKey: [adminApiPaths.adminCatalogue] });
    } catch (e) {
      const body = e instanceof ApiError ? (e.body as { errors?: { message: string }[] } | null) : null;
      const problems = (body?.errors ?? []).map((p) => p.message);
      const text = isNetworkError(e) ? 'No network: importing needs the internet. Nothing was changed.'
        : e instanceof ApiError ? e.message : 'Something went wrong';
      setOutcome({ tone: 'problem', text, problems: problems.length > 1 ? problems : [] });
    } finally {
      setBusy(false);
    }
  }

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
          {busy ? 'Importing...' : 'Import catalogue'}
          <input type="file" accept=".zip,application/zip" disabled={busy} aria-describedby={outcome ? `${id}-outcome` : undefined}
            onChange={(e) => { void importFile(e.target.files?.[0]); e.target.value = ''; }} />
        </label>
      </div>
      {busy && <p className="studio-note" role="status">Checking every model and photo; a large catalogue takes a few minutes.</p>}
      {outcome && (
        <div id={`${id}-outcome`} className={outcome.tone === 'ok' ? 'studio-result' : 'admin-notice'} role={outcome.tone === 'ok' ? 'status' : 'alert'}>
          <p>{outcome.text}</p>
          {outcome.tone === 'problem' && outcome.problems.length > 0 && <ul>{outcome.problems.map((p) => <li key={p}>{p}</li>)}</ul>}
        </div>
      )}
    </section>
  );
}
