/**
 * Logout (spec 4): end the session on the server, clear local storage (the token goes
 * with it) and every report page kept on the device, then go to /admin/login.
 */
import { apiPaths } from '../../contract/api-paths.ts';
import { api, adminToken } from '../../lib/api.ts';
import { clearReportCache } from '../../offline/report-cache.ts';
import { useMeStore } from './me-store.ts';

export async function logout(): Promise<void> {
  // Offline or an already expired session: the local clean-up below still happens.
  await api(apiPaths.logout, { method: 'POST' }).catch(() => undefined);
  adminToken.clear();
  localStorage.clear();
  useMeStore.getState().reset();
  await clearReportCache().catch(() => undefined);
}
