/**
 * One picture of a model (main photo, a colour's, a feature's): shows it, and takes a new
 * one. A photo chosen with no network waits on this tablet (studio-db.ts) and is uploaded
 * when the network is back; a refused one says why at the field. While it uploads the field
 * shows its name, its percent and Cancel. The answer goes through `onChange`, which writes
 * only this place of the draft as the draft is then (editor-sections.tsx).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { pictureSizes } from '#contract/media.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { isNetworkError } from '../session/api-errors.ts';
import { fileKey, studioDb } from './studio-db.ts';
import { uploadImage } from './studio-upload.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useUploadsInFlight } from './uploads-in-flight.ts';

interface PhotoFieldProps {
  modelId: number;
  /** Where the path goes in the draft, e.g. 'colours.r1.photo' (a row by its key). */
  slot: string;
  label: string;
  value: string;
  onChange: (path: string) => void;
  error?: string;
}

export function PhotoField({ modelId, slot, label, value, onChange, error }: PhotoFieldProps) {
  const id = useId();
  const [waiting, setWaiting] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = fileKey(modelId, slot);
  const uploading = useUploadsInFlight(modelId).find((u) => u.slot === slot);
  const sending = useRef(false);

  async function send(file: Blob, name: string) {
    // One upload a place at a time: 'online' and a reload's retry may both ask.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const path = await uploadImage(file, name, { modelId, slot });
      await studioDb().files.delete(key);
      setWaiting(null);
      setProblem(null);
      onChange(path);
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') {
        await studioDb().files.delete(key);
        setWaiting(null);
        setProblem('Upload cancelled: the photo was not added.');
      } else if (isNetworkError(e)) {
        setProblem('No network: the photo is kept on this tablet and uploads when you are back online.');
      } else {
        await studioDb().files.delete(key);
        setWaiting(null);
        setProblem((e as Error).message);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  // A photo left waiting (a reload, no network): show it, and upload it when the network is back.
  useEffect(() => {
    let url: string | null = null;
    let stop = false;
    void studioDb().files.get(key).then((w) => {
      if (!w || stop) return;
      url = URL.createObjectURL(w.file);
      setWaiting(url);
      setProblem('Waiting for the network to upload this photo.');
      if (navigator.onLine) void send(w.file, w.name);
    });
    const retry = () => void studioDb().files.get(key).then((w) => w && send(w.file, w.name));
    window.addEventListener('online', retry);
    return () => {
      stop = true;
      window.removeEventListener('online', retry);
      if (url) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per place; send reads the latest onChange
  }, [key]);

  async function choose(file: File | undefined) {
    if (!file) return;
    await studioDb().files.put({ key, modelId, slot, file, name: file.name });
    setProblem(null);
    setWaiting(URL.createObjectURL(file));
    await send(file, file.name);
  }

  const message = problem ?? error;
  return (
    <div className="studio-photo">
      <span className="studio-photo-label" id={`${id}-label`}>{label}</span>
      {/* A photo waiting on this tablet is a local file; an uploaded one comes at the width drawn. */}
      {waiting ? <img src={waiting} alt={label} width={160} height={100} />
        : value ? <ResponsiveImage src={value} sizes={pictureSizes.thumb} alt={label} width={160} height={100} />
          : <span className="studio-photo-empty">No photo yet</span>}
      <label className="btn btn-outline admin-keep-case studio-file-btn">
        {value || waiting ? 'Change photo' : 'Choose photo'}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? `${id}-msg` : undefined}
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </label>
      {uploading && <UploadProgress upload={uploading} />}
      {message && !uploading && <p id={`${id}-msg`} className={problem && !error ? 'studio-note' : 'admin-field-error'} role="status">{message}</p>}
    </div>
  );
}
