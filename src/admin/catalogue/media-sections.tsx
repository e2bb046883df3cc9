/**
 * The 360 view (24 to 72 frames chosen at once, ordered by file name, spun before
 * publishing) and the brochure (a PDF, or none). Both upload at once and need the
 * network, which the section says when it is missing.
 */
import { useState } from 'react';
import { studioLimits } from '#contract/catalogue-studio.ts';
import { mediaUrl } from '../../lib/api.ts';
import { isNetworkError } from '../session/api-errors.ts';
import { EditorSection, type SectionProps } from './editor-sections.tsx';
import { FrameSpinner } from './frame-spinner.tsx';
import { uploadBrochure, uploadFrames } from './studio-upload.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useUploadsInFlight } from './uploads-in-flight.ts';

const noNetwork = 'No network: uploading needs the internet. Try again when you are back online.';

function useUpload() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(work: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (e) {
      const cancelled = e instanceof DOMException && e.name === 'AbortError';
      setProblem(cancelled ? 'Upload cancelled: nothing was changed.' : isNetworkError(e) ? noNetwork : (e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, setProblem, run };
}

export function FramesSection({ modelId, draft, update, errors }: SectionProps) {
  const upload = useUpload();
  const inFlight = useUploadsInFlight(modelId).find((u) => u.slot === 'frames');
  const { framesMin, framesMax } = studioLimits;
  function choose(list: FileList | null) {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    if (files.length < framesMin || files.length > framesMax) {
      upload.setProblem(`Upload ${framesMin} to ${framesMax} frames; you chose ${files.length}`);
      return;
    }
    void upload.run(async () => {
      const frames = await uploadFrames(files, { modelId, slot: 'frames' });
      update((d) => ({ ...d, frames }));
    });
  }
  const problem = upload.problem ?? errors.get('frames');
  return (
    <EditorSection id="frames" title="360 view" note={`Choose all ${framesMin} to ${framesMax} frames at once; they turn in the order of their file names.`}>
      <FrameSpinner frames={draft.frames} label={`360 view of ${draft.name}`} />
      <div className="admin-actions">
        <label className="btn btn-outline admin-keep-case studio-file-btn">
          {upload.busy ? 'Uploading…' : draft.frames.length ? 'Replace frames' : 'Choose frames'}
          <input type="file" multiple accept="image/jpeg,image/png,image/webp" disabled={upload.busy} aria-label="360 frames"
            onChange={(e) => choose(e.target.files)} />
        </label>
        {draft.frames.length > 0 && (
          <button type="button" className="btn btn-outline admin-keep-case" onClick={() => update((d) => ({ ...d, frames: [] }))}>Remove 360 view</button>
        )}
      </div>
      {inFlight && <UploadProgress upload={inFlight} />}
      {problem && <p className="admin-field-error" role="status">{problem}</p>}
    </EditorSection>
  );
}

export function BrochureSection({ modelId, draft, update, errors }: SectionProps) {
  const upload = useUpload();
  const inFlight = useUploadsInFlight(modelId).find((u) => u.slot === 'brochure');
  function choose(file: File | undefined) {
    if (!file) return;
    void upload.run(async () => {
      const brochure = await uploadBrochure(file, file.name, { modelId, slot: 'brochure' });
      update((d) => ({ ...d, brochure }));
    });
  }
  const problem = upload.problem ?? errors.get('brochure');
  return (
    <EditorSection id="brochure" title="Brochure"
      note="A PDF up to 20 MB, or none. Use a brochure without prices: prices change, and the site shows the current one.">
      {draft.brochure ? (
        <p><a className="btn btn-outline admin-keep-case" href={mediaUrl(draft.brochure)} target="_blank" rel="noopener noreferrer">Open the brochure</a></p>
      ) : (
        <p className="studio-note">No brochure.</p>
      )}
      <div className="admin-actions">
        <label className="btn btn-outline admin-keep-case studio-file-btn">
          {upload.busy ? 'Uploading…' : draft.brochure ? 'Replace brochure' : 'Choose PDF'}
          <input type="file" accept="application/pdf" disabled={upload.busy} aria-label="Brochure PDF" onChange={(e) => choose(e.target.files?.[0])} />
        </label>
        {draft.brochure && (
          <button type="button" className="btn btn-outline admin-keep-case" onClick={() => update((d) => ({ ...d, brochure: '' }))}>Remove brochure</button>
        )}
      </div>
      {inFlight && <UploadProgress upload={inFlight} />}
      {problem && <p className="admin-field-error" role="status">{problem}</p>}
    </EditorSection>
  );
}
