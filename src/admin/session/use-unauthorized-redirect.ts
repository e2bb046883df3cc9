import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../../lib/api.ts';
import { forgetAdminDevice } from './forget-admin-device.ts';

/**
 * Any 401 from any admin call ends the visit, as logout does: the user goes to
 * /admin/login and the device forgets the session's data (requirements 10:
 * 401s really redirect). Returns the unsubscribe.
 */
export function endVisitOnUnauthorized(queryClient: QueryClient, goToLogin: () => void): () => void {
  return onUnauthorized(() => {
    goToLogin();
    void forgetAdminDevice(queryClient);
  });
}

export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () => endVisitOnUnauthorized(queryClient, () => void navigate('/admin/login', { replace: true })),
    [navigate, queryClient],
  );
}
