/** How admin screens read a failed call (spec 8: the server's text, else the screen's own). */
import { ApiError } from '../../lib/api.ts';

/** The server's `message` or `error` text, or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as { message?: unknown; error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/** True when the server was never reached (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError');
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** spec 8: the admin screens' network-failure toast. */
export const networkErrorText = 'Something went wrong! Please try again.';
