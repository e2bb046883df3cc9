/**
 * A JSON POST that tells how much of its body is sent, for a large file a person waits on
 * (the parts price list, up to 2 MB: minutes on a weak mobile signal). fetch cannot report
 * an upload's progress; XMLHttpRequest can. Fails as the one API client does: an ApiError
 * for a refusal, a TypeError when the server was never reached.
 */
import { csrfHeader } from '#contract/api-paths.ts';
import { adminToken, ApiError } from '../../lib/api.ts';

/** `sent` is the share of the body sent, 0 to 100; at 100 the server is still working on it. */
export function postWithProgress<T>(path: string, body: unknown, onSent: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    const token = adminToken.get();
    if (token) xhr.setRequestHeader(csrfHeader, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onSent(Math.min(100, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.upload.onload = () => onSent(100);
    xhr.onload = () => {
      const answer: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(answer as T);
      const b = answer && typeof answer === 'object' ? (answer as { message?: unknown }) : {};
      reject(new ApiError(xhr.status, typeof b.message === 'string' ? b.message : `Request failed (${xhr.status})`, answer));
    };
    xhr.onerror = () => reject(new TypeError('Failed to send'));
    xhr.send(JSON.stringify(body));
  });
}
