/** How an admin screen describes a server read: a react-query query keyed by its path. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

interface AdminReadOptions {
  /** A public list the admin edits: asked of the network, past the service worker's copy. */
  fresh?: boolean;
  /** requirements 8: the toast a failed read shows, if any (for a read one screen owns). */
  errorToast?: (error: unknown) => string | undefined;
}

export function adminRead<T>(path: string, options: AdminReadOptions = {}) {
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => api<T>(path, { signal, cache: options.fresh ? 'no-store' : undefined }),
    ...(options.errorToast ? { meta: { errorToast: options.errorToast } } : {}),
  });
}
