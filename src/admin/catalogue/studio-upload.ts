/**
 * Uploads through the photo pipeline's routes (server/media; docs/catalogue.md): one
 * picture, a 360 set or a brochure. Each answers the stored path; a refusal says why in
 * plain words ('That file is not a photo'), shown at the field. They go by XMLHttpRequest,
 * the one browser request that tells how much of the body is sent: each is listed in
 * uploads-in-flight.ts with its percent and a cancel, for the status line and Publish.
 */
import { csrfHeader } from '#contract/api-paths.ts';
import { mediaApiPaths, mediaUploadField, type StoredBrochure, type StoredFrames, type StoredImage } from '#contract/media-uploads.ts';
import { adminToken, ApiError } from '../../lib/api.ts';
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

/** Thrown when the dealer cancels an upload: nothing changes, and nothing is said as a problem. */
export const cancelledUpload = () => new DOMException('Upload cancelled', 'AbortError');

function messageOf(body: unknown, status: number): string {
  const b = body && typeof body === 'object' ? (body as { message?: unknown; error?: unknown }) : {};
  return typeof b.message === 'string' && b.message ? b.message : typeof b.error === 'string' && b.error ? b.error : `Request failed (${status})`;
}

/**
 * POSTs one form with its progress listed. Fails as fetch does: a TypeError when the server
 * was never reached (read as "no network"), an ApiError for a refusal, an AbortError when cancelled.
 */
function send<T>(path: string, data: FormData, kind: UploadKind, name: string, place: UploadPlace): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const entry = startUpload({ modelId: place.modelId, slot: place.slot, kind, name, cancel: () => xhr.abort() });
    const onAbort = () => xhr.abort();
    const done = () => {
      entry.end();
      place.signal?.removeEventListener('abort', onAbort);
    };
    if (place.signal?.aborted) {
      done();
      reject(cancelledUpload());
      return;
    }
    place.signal?.addEventListener('abort', onAbort);
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    const token = adminToken.get();
    if (token) xhr.setRequestHeader(csrfHeader, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) entry.progress(Math.min(100, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      done();
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, messageOf(body, xhr.status), body));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to upload'));
    };
    xhr.onabort = () => {
      done();
      reject(cancelledUpload());
    };
    xhr.send(data);
  });
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
