import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { loginSchema } from '#contract/admin-schemas.ts';
import { site } from '#contract/site.ts';
import type { AccountView } from '#contract/catalogue-types.ts';
import { adminAuthor } from '../../lib/admin-author.ts';
import { ApiError, api, adminToken } from '../../lib/api.ts';
import { wakeIfAny } from '../../lib/outbox-triggers.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { networkErrorText, serverMessage } from '../session/api-errors.ts';
import './login-screen.css';

/** requirements 9: the login toast shows for 2 s, then the dashboard. */
const redirectDelayMs = 2000;

/** requirements 2.5 Login: User ID, Password with a show/hide toggle. */
export function LoginScreen() {
  usePageMeta('Admin Login');
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { register, submitWith, formState: { errors } } = useAdminForm(loginSchema, { defaultValues: { userId: '', password: '' } });
  const signIn = useAdminWrite({
    write: async (body: { userId: string; password: string }) => {
      const answer = await api<{ token?: string; message?: string }>(adminApiPaths.login, { method: 'POST', body });
      if (!answer?.token) throw new ApiError(401, 'Invalid credentials', answer);
      adminToken.set(answer.token);
      // Whose work this device now records: changes queued from here on carry this account
      // and are sent only with its session (docs/offline.md "Whose change it is").
      const me = await api<AccountView>(adminApiPaths.me).catch(() => null);
      adminAuthor.set({ id: me?.user_id ?? body.userId.trim(), name: me?.user_name || me?.user_id || body.userId.trim() });
      return answer.token;
    },
    // requirements 4, 8: the token is kept, a toast, then /admin/dashboard after 2 s.
    onDone: () => {
      // This account's changes kept on the device from an earlier session go now.
      void wakeIfAny();
      setRedirecting(true);
      timer.current = setTimeout(() => void navigate('/admin/dashboard', { replace: true }), redirectDelayMs);
    },
    done: () => ({ text: 'Login successful! Redirecting...', duration: redirectDelayMs }),
    // requirements 8 Login: the server's error text or 'Invalid credentials'; a 429 carries its own message.
    failed: (error) => (error instanceof ApiError ? serverMessage(error, 'Invalid credentials') : networkErrorText),
    // A success takes the place of an earlier 'Invalid credentials' instead of showing under it.
    toastId: 'admin-login',
  });

  return (
    <main className="admin-login">
      <form className="admin-login-card card" onSubmit={submitWith((body) => signIn.mutate(body))} noValidate>
        <p className="admin-login-brand">{site.groupName}</p>
        <h1 className="admin-login-title">Admin Login</h1>
        <label className="admin-field">
          <span>User ID</span>
          <input type="text" autoComplete="username" autoCapitalize="none" {...register('userId')} aria-invalid={!!errors.userId} />
        </label>
        <label className="admin-field" htmlFor="admin-password">
          <span>Password</span>
        </label>
        <div className="admin-password">
          <input
            id="admin-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            {...register('password')}
            aria-invalid={!!errors.password}
          />
          <button
            type="button"
            className="admin-password-toggle"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? 'Hide' : 'Show'}
          </button>
        </div>
        <button type="submit" className="btn btn-primary admin-login-submit" disabled={signIn.isPending || redirecting}>
          {signIn.isPending ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </main>
  );
}
