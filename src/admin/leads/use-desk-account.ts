/**
 * The signed-in account as the desk knows it: from GET /api/me, or, offline after a
 * reload (when that read cannot be made), as the device last stored it beside its leads.
 * It names the author of work recorded here and decides whose choice a conflict is. The
 * copy lives in the desk's database, so logout and a 401 drop it with the leads.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { AccountView } from '#contract/catalogue-types.ts';
import { meQuery } from '../session/me-query.ts';
import { leadDeskDb } from './lead-db.ts';

/** The account; null when this device never learnt it; undefined for the instant the stored copy is read. */
export function useDeskAccount(): AccountView | null | undefined {
  const { data: me } = useQuery(meQuery);
  const stored = useLiveQuery(async () => ((await leadDeskDb().meta.get('account'))?.value as AccountView | undefined) ?? null, []);
  useEffect(() => {
    if (me) void leadDeskDb().meta.put({ key: 'account', value: me }).catch(() => undefined);
  }, [me]);
  return me ?? stored;
}
