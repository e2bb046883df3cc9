/**
 * A POST that tells how much of its body is sent, for a file a person waits on (a studio
 * photo or 360 set, the workshop's parts price list: minutes on a weak mobile signal).
 * fetch cannot report an upload's progress; XMLHttpRequest can. Fails as the one API client
 * does: an ApiError for a refusal (its message in plain words), a TypeError when the server
 * was never reached (read as "no network"), and an AbortError when `signal` ends it.
 */
import { csrfHeader } from '#contract/api-paths.ts';
import { adminToken, ApiError } from './api.ts';

export interface ProgressPost {
  /** A form (its own Content-Type) or a JSON text. */
  body: FormData | string;
  contentType?: string;
  /** The share of the body sent, 0 to 100; at 100 the server is still working on it. */
  onSent: (sent: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the person cancels an upload: nothing changes, and nothing is said as a problem. */
export const cancelledUpload = () => new DOMException('Upload cancelled', 'AbortError');

function messageOf(body: unknown, status: number): string {
  const b = body && typeof body === 'object' ? (body as { message?: unknown; error?: unknown }) : {};
  return typeof b.message === 'string' && b.message ? b.message : typeof b.error === 'string' && b.error ? b.error : `Request failed (${status})`;
}

export function postWithProgress<T>(path: string, { body, contentType, onSent, signal }: ProgressPost): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelledUpload());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (end: () => void) => () => {
      signal?.removeEventListener('abort', onAbort);
      end();
    };
    signal?.addEventListener('abort', onAbort);
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    const token = adminToken.get();
    if (token) xhr.setRequestHeader(csrfHeader, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onSent(Math.min(100, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.upload.onload = () => onSent(100);
    xhr.onload = settle(() => {
      const answer: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as T);
      else reject(new ApiError(xhr.status, messageOf(answer, xhr.status), answer));
    });
    xhr.onerror = settle(() => reject(new TypeError('Failed to send')));
    xhr.onabort = settle(() => reject(cancelledUpload()));
    xhr.send(body);
  });
}
