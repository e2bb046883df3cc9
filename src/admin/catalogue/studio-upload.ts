/**
 * Uploads through the photo pipeline's routes (server/media; docs/catalogue.md): one
 * picture, a 360 set or a brochure. Each answers the stored path; a refusal says why in
 * plain words ('That file is not a photo'), shown at the field. They go through
 * postWithProgress (src/lib/post-with-progress.ts), which tells how much is sent: each is listed in
 * uploads-in-flight.ts with its percent and a cancel, for the status line and Publish.
 */
import { mediaApiPaths, mediaUploadField, type StoredBrochure, type StoredFrames, type StoredImage } from '#contract/media-uploads.ts';
import { postWithProgress } from '../../lib/post-with-progress.ts';
import { startUpload, type UploadKind } from './uploads-in-flight.ts';

function form(files: Blob[], names: string[]): FormData {
  const data = new FormData();
  files.forEach((f, i) => data.append(mediaUploadField, f, names[i] ?? 'upload'));
  return data;
}

export interface UploadPlace {
  modelId: number;
  /** The draft place it is for ('colours.r1.photo', 'frames', 'brochure'). */
  slot: string;
  /** Ends the upload when aborted (the field's own Cancel; the status line's). */
  signal?: AbortSignal;
}

/** POSTs one form with its progress listed, and ends its entry however it ends (./uploads-in-flight.ts). */
async function send<T>(path: string, data: FormData, kind: UploadKind, name: string, place: UploadPlace): Promise<T> {
  const cancel = new AbortController();
  const onAbort = () => cancel.abort();
  place.signal?.addEventListener('abort', onAbort);
  if (place.signal?.aborted) cancel.abort();
  const entry = startUpload({ modelId: place.modelId, slot: place.slot, kind, name, cancel: () => cancel.abort() });
  try {
    return await postWithProgress<T>(path, { body: data, onSent: (sent) => entry.progress(sent), signal: cancel.signal });
  } finally {
    entry.end();
    place.signal?.removeEventListener('abort', onAbort);
  }
}

export async function uploadImage(file: Blob, name: string, place: UploadPlace): Promise<string> {
  return (await send<StoredImage>(mediaApiPaths.images, form([file], [name]), 'photo', name, place)).path;
}

export async function uploadBrochure(file: Blob, name: string, place: UploadPlace): Promise<string> {
  return (await send<StoredBrochure>(mediaApiPaths.brochures, form([file], [name]), 'brochure', name, place)).path;
}

/** The frames in the order of their file names (frame2 before frame10), as the server orders them too. */
export async function uploadFrames(files: File[], place: UploadPlace): Promise<string[]> {
  const sorted = [...files].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const name = `${sorted.length} frames (${sorted[0]?.name ?? ''} …)`;
  const answer = await send<StoredFrames>(mediaApiPaths.frames, form(sorted, sorted.map((f) => f.name)), 'frames', name, place);
  return answer.frames.map((f) => f.path);
}
