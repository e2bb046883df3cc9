import { useEffect, useRef, useState } from 'react';
import { api } from './api.ts';
import { useFirstReads } from './first-reads.ts';

interface PublicReadState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
}

/**
 * The public site's one way to read the API (requirements 7.1), tied to a component's life:
 * loading, then data or error (requirements 4: listing screens go loading -> error text or
 * loaded); a new path or leaving the screen aborts the read. `path` null = no call yet.
 * `prepare` finishes the answer before it shows (the 360 view preloads its frames).
 * Small on purpose: public pages carry no data library (docs/architecture.md "Design").
 * An answer that came with the page (src/lib/first-reads.ts) is the first state: the
 * screen draws as the server drew it and does not ask again.
 */
export function usePublicRead<T, R = T>(path: string | null, prepare?: (answer: T) => R | Promise<R>): PublicReadState<R> {
  const firstReads = useFirstReads();
  // The path whose answer came with the page, while the state still holds it.
  const fromPage = useRef(path !== null && !prepare && firstReads.has(path) ? path : null);
  const [state, setState] = useState<PublicReadState<R>>(() =>
    fromPage.current !== null
      ? { data: firstReads.get(fromPage.current) as R, error: undefined, loading: false }
      : { data: undefined, error: undefined, loading: path !== null },
  );
  // Screens pass an inline function: the read depends on the path alone.
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;

  useEffect(() => {
    if (fromPage.current === path && path !== null) {
      firstReads.delete(path);
      return;
    }
    fromPage.current = null;
    if (path === null) {
      setState({ data: undefined, error: undefined, loading: false });
      return;
    }
    const controller = new AbortController();
    setState({ data: undefined, error: undefined, loading: true });
    api<T>(path, { signal: controller.signal })
      .then(prepareRef.current ?? ((answer) => answer as unknown as R))
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ data, error: undefined, loading: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ data: undefined, error: error instanceof Error ? error : new Error(String(error)), loading: false });
        },
      );
    return () => controller.abort();
  }, [path, firstReads]);

  return state;
}
