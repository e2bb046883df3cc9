import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchFresh } from './fetch-fresh.ts';

/**
 * A public list an admin screen edits, read fresh on mount and on `reload` (after an add).
 * `setList` lets a delete drop its row at once, without a second read. The last error
 * stays until a read succeeds.
 */
export function useFreshList<T>(path: string, arrange: (list: T[]) => T[] = (list) => list) {
  const [list, setList] = useState<T[]>();
  const [error, setError] = useState<string>();
  // The screens pass a constant arrange; keeping it out of the deps reads once per path, as before.
  const arrangeRef = useRef(arrange);
  arrangeRef.current = arrange;
  const reload = useCallback(() => {
    fetchFresh<T[]>(path).then(
      (fresh) => {
        setList(arrangeRef.current(fresh));
        setError(undefined);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [path]);
  useEffect(reload, [reload]);
  return { list, setList, error, reload };
}
