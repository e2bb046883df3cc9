/** How admin screens read a failed call (requirements 8: the server's text, else the screen's own). */
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

/**
 * A server message that names its field ('userId: This user ID is already taken'): the
 * field, so the form marks it, and the words a person reads without the field's code name.
 */
export function fieldProblem(message: string): { field?: string; text: string } {
  const match = /^(\w+): (.+)$/.exec(message);
  return match ? { field: match[1], text: match[2]! } : { text: message };
}

/** True when the server was never reached (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError');
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** requirements 8: the admin screens' network-failure toast. */
export const networkErrorText = 'Something went wrong! Please try again.';

/** requirements 8: a failed change: the network text, else the server's, else the screen's own. */
export function failureText(error: unknown, fallback: string): string {
  return isNetworkError(error) ? networkErrorText : serverMessage(error, fallback);
}

/** requirements 6: a 401 on the price or vehicle list (the redirect itself is done for every 401). */
export const unauthorizedText = 'Unauthorized! Redirecting to login...';

/** The toast of a list read that shows `unauthorizedText` on a 401 and its own text otherwise. */
export function unauthorizedToast(error: unknown): string | undefined {
  return isUnauthorized(error) ? unauthorizedText : undefined;
}
