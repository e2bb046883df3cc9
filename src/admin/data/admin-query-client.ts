/**
 * The admin app's one QueryClient (@tanstack/react-query): every server read of the
 * admin panel is a query of this client, so caching, de-duplication, abort and errors
 * are handled here once. It lives in the lazy admin chunk only: public pages carry no
 * data library (docs/architecture.md "Design").
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** requirements 8: the screen's toast for a failed read, or undefined for none. */
      errorToast?: (error: unknown) => string | undefined;
    };
  }
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // One toast per failed read, whichever screens watch it (a 401 also ends the visit:
      // the API client signals it, see use-unauthorized-redirect.ts).
      onError: (error, query) => {
        const text = query.meta?.errorToast?.(error);
        if (text) toast.error(text, { id: `read-failed-${query.queryHash}` });
      },
    }),
    defaultOptions: {
      queries: {
        // The service worker answers some admin reads offline from its saved copy, so a
        // read is always tried; requirements 8 shows failures at once, without retries.
        networkMode: 'always',
        retry: false,
        // A screen reads again when it opens. Not on focus (it would reset forms), nor on
        // reconnecting (it would undo a change made offline that the outbox has yet to send).
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export const adminQueryClient = createAdminQueryClient();
