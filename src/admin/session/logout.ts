/**
 * Logout (requirements 4): end the session on the server, then the device forgets the session's
 * data (local storage, admin reads, saved reports); the caller goes to /admin/login.
 */
import type { QueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { api } from '../../lib/api.ts';
import { forgetAdminDevice } from './forget-admin-device.ts';

export async function logout(queryClient: QueryClient): Promise<void> {
  // Offline or an already expired session: the local clean-up below still happens.
  await api(adminApiPaths.logout, { method: 'POST' }).catch(() => undefined);
  await forgetAdminDevice(queryClient);
}
