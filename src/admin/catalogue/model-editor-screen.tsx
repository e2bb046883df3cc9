/**
 * Manage > Catalogue > a model (docs/catalogue.md "How it is built"): every section on one
 * page a tablet scrolls, with a bar that says where the changes are (this tablet, the
 * server, the site) and holds Save draft, Preview, Publish and Hide. Publish and Hide ask
 * first and answer in words; what went wrong is shown at its field.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { modelStateLabels } from '#contract/catalogue-studio.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import {
  AccessoriesSection, BasicsSection, ColoursSection, FeaturesSection, PhotosSection, VariantsSection,
} from './editor-sections.tsx';
import { SpecificationsSection } from './spec-rows-section.tsx';
import { BrochureSection, FramesSection } from './media-sections.tsx';
import { ModelPreview } from './model-preview.tsx';
import { useStudioDraft, type SendOutcome } from './use-studio-draft.ts';
import { uploadingWords, useUploadsInFlight } from './uploads-in-flight.ts';
import './catalogue.css';

type Confirming = 'publish' | 'hide' | 'unhide' | 'delete' | null;

const confirmWords: Record<Exclude<Confirming, null>, { title: string; text: string; button: string }> = {
  delete: { title: 'Delete the draft', text: 'It was never published. Everything typed for it goes, on the server and on this tablet; this cannot be undone.', button: 'Delete draft' },
  publish: { title: 'Publish this model?', text: 'Visitors see it at once, and phones and tablets that saved the catalogue take the new version.', button: 'Publish now' },
  hide: { title: 'Hide this model?', text: 'Visitors no longer see it on the listings, its page or the 360 view. You can unhide it later.', button: 'Hide now' },
  unhide: { title: 'Show this model again?', text: 'Visitors see it again at once.', button: 'Unhide now' },
};

export function ModelEditorScreen() {
  const id = Number(useParams().modelId);
  const studio = useStudioDraft(id);
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [result, setResult] = useState<{ tone: 'ok' | 'problem'; text: string; changes?: string[] } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const uploads = useUploadsInFlight(id);
  usePageMeta(studio.draft ? `Edit ${studio.draft.name}` : 'Edit model');

  async function run(work: () => Promise<SendOutcome>) {
    setBusy(true);
    const outcome = await work();
    if (outcome.ok && work === studio.remove) {
      // The model is gone: back to the list, which says so.
      void navigate('/admin/manage/catalogue', { state: { notice: `${outcome.message}: ${studio.draft?.name ?? ''}` } });
      return;
    }
    setBusy(false);
    setConfirming(null);
    if (outcome.ok) {
      setErrors(new Map());
      setResult({ tone: 'ok', text: outcome.message, ...(outcome.changes ? { changes: outcome.changes } : {}) });
      return;
    }
    const found = outcome.offline ? new Map<string, string>() : new Map(outcome.errors.map((e) => [e.field, e.message]));
    setErrors(found);
    setResult({ tone: 'problem', text: outcome.message });
    // The first field with a problem comes into view.
    const first = outcome.offline ? undefined : outcome.errors[0]?.field;
    if (first) document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }

  if (studio.loadError) return <section className="admin-screen"><p className="admin-error" role="alert">{studio.loadError}</p></section>;
  if (!studio.draft) return <section className="admin-screen"><p>Loading...</p></section>;
  const { draft, view } = studio;
  const state = view?.state ?? 'draft';
  const props = { modelId: id, draft, update: studio.update, errors };

  return (
    <section className="admin-screen studio-editor">
      <p><Link className="btn btn-outline admin-keep-case" to="/admin/manage/catalogue">← Catalogue</Link></p>
      <h1 className="admin-heading">{draft.name || 'New model'}</h1>
      <div className="studio-bar" role="region" aria-label="Draft and publishing">
        <p className="studio-bar-state" aria-live="polite">
          <span className={`studio-state studio-state-${state}`}>{modelStateLabels[state]}</span>{' '}
          {/* Uploads first: "Nothing waiting" is never said while a file is on its way up. */}
          {uploads.length > 0 && <span className="studio-bar-uploads">{uploadingWords(uploads)}. </span>}
          {studio.unsent ? 'Changes kept on this tablet, not yet on the server.' : view?.unpublishedChanges || state === 'draft' ? 'Draft saved; not published yet.' : uploads.length > 0 ? '' : 'Nothing waiting.'}
        </p>
        <div className="admin-actions">
          <button type="button" className="btn btn-outline admin-keep-case" disabled={busy} onClick={() => void run(studio.save)}>Save draft</button>
          <button type="button" className="btn btn-outline admin-keep-case" onClick={() => setPreviewing(true)}>Preview</button>
          <button type="button" className="btn btn-primary admin-keep-case" disabled={busy} onClick={() => setConfirming('publish')}>Publish</button>
          {state === 'published' && <button type="button" className="btn btn-outline admin-keep-case" disabled={busy} onClick={() => setConfirming('hide')}>Hide</button>}
          {state === 'draft' && <button type="button" className="btn btn-outline admin-keep-case" disabled={busy} onClick={() => setConfirming('delete')}>Delete draft</button>}
          {state === 'hidden' && <button type="button" className="btn btn-outline admin-keep-case" disabled={busy} onClick={() => setConfirming('unhide')}>Unhide</button>}
        </div>
        {result && (
          <div className={result.tone === 'ok' ? 'studio-result' : 'admin-notice'} role={result.tone === 'ok' ? 'status' : 'alert'}>
            <p>{result.text}</p>
            {result.changes && result.changes.length > 0 && <ul>{result.changes.map((c) => <li key={c}>{c}</li>)}</ul>}
          </div>
        )}
      </div>
      <BasicsSection {...props} />
      <VariantsSection {...props} />
      <ColoursSection {...props} />
      <PhotosSection {...props} />
      <SpecificationsSection {...props} />
      <FeaturesSection {...props} />
      <AccessoriesSection {...props} />
      <FramesSection {...props} />
      <BrochureSection {...props} />
      <Modal open={previewing} onClose={() => setPreviewing(false)} title={`Preview: ${draft.name}`} size="large">
        <ModelPreview draft={draft} />
      </Modal>
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} title={confirming === 'delete' ? `Delete the draft ${draft.name}?` : confirming ? confirmWords[confirming].title : ''}>
        {confirming && (
          <div className="admin-form">
            <p>{confirmWords[confirming].text}</p>
            {!navigator.onLine && <p className="admin-notice">No network: this needs the internet.</p>}
            <div className="admin-actions">
              <button type="button" className="btn btn-primary admin-keep-case" disabled={busy}
                onClick={() => void run({ publish: studio.publish, hide: studio.hide, unhide: studio.unhide, delete: studio.remove }[confirming])}>
                {confirmWords[confirming].button}
              </button>
              <button type="button" className="btn btn-outline admin-keep-case" onClick={() => setConfirming(null)}>Cancel</button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
