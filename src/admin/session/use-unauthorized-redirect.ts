import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminToken, onUnauthorized } from '../../lib/api.ts';
import { useMeStore } from './me-store.ts';

/**
 * Any 401 from any admin call ends the visit: the token is dropped and the user goes to
 * /admin/login (ARCHITECTURE "Deliberate deviations": 401s really redirect).
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        adminToken.clear();
        useMeStore.getState().reset();
        navigate('/admin/login', { replace: true });
      }),
    [navigate],
  );
}
