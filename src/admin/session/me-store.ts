/**
 * The signed-in account (GET /api/me, spec 7.3), shared by the top bar, Account,
 * Profile and Change Password screens so it is fetched once per visit.
 */
import { create } from 'zustand';
import { apiPaths } from '../../contract/api-paths.ts';
import type { AccountView } from '../../contract/catalogue-types.ts';
import { api } from '../../lib/api.ts';

interface MeState {
  me: AccountView | undefined;
  error: unknown;
  loading: boolean;
  load: (force?: boolean) => Promise<AccountView | undefined>;
  set: (patch: Partial<AccountView>) => void;
  reset: () => void;
}

let inFlight: Promise<AccountView | undefined> | undefined;

export const useMeStore = create<MeState>((set, get) => ({
  me: undefined,
  error: undefined,
  loading: false,
  load: async (force = false) => {
    if (!force && get().me) return get().me;
    if (inFlight) return inFlight;
    set({ loading: true, error: undefined });
    inFlight = api<AccountView>(apiPaths.me)
      .then((me) => {
        set({ me, loading: false });
        return me;
      })
      .catch((error: unknown) => {
        set({ error, loading: false });
        throw error;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  },
  set: (patch) => {
    const me = get().me;
    if (me) set({ me: { ...me, ...patch } });
  },
  reset: () => set({ me: undefined, error: undefined, loading: false }),
}));
