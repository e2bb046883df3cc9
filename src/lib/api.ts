/**
 * The one API client: same-origin calls with credentials, the CSRF header on admin
 * changes, and one place that learns about a 401 (the admin app ends the visit: the
 * device forgets the session's data and the user goes to /admin/login).
 */
import { csrfHeader } from '#contract/api-paths.ts';
import { isExternalMedia, mediaPath } from '#contract/model-pictures.ts';

/** Where the API lives; paths from the API (images, brochures) are joined to it. */
const apiBase = '';

export function mediaUrl(path: string): string {
  const served = mediaPath(path);
  return !served || isExternalMedia(served) ? served : `${apiBase}${served}`;
}

const tokenKey = 'adminToken';

export const adminToken = {
  get: (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(tokenKey)),
  set: (token: string) => localStorage.setItem(tokenKey, token),
  clear: () => localStorage.removeItem(tokenKey),
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The admin app registers here to end the visit on any 401. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function parse(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json().catch(() => null);
  return response.text().catch(() => null);
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  return fallback;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * 'no-store': past the service worker's catalogue cache, for a public list an admin
   * has just changed (the worker serves those stale-while-revalidate to visitors).
   */
  cache?: RequestCache;
}

/** Calls the API and returns the parsed body; throws ApiError on a non-2xx answer. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = adminToken.get();
  if (method !== 'GET' && token) headers[csrfHeader] = token;
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
    cache: options.cache,
  });
  const parsed = await parse(response);
  if (response.status === 401 && path !== '/api/login') unauthorizedListeners.forEach((l) => l());
  if (!response.ok) throw new ApiError(response.status, messageOf(parsed, `Request failed (${response.status})`), parsed);
  return parsed as T;
}
