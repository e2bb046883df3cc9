/**
 * The one way an admin screen changes something (requirements 8): the write (the one API client,
 * or `sendOrQueue` where it must survive offline) runs as a react-query mutation; this
 * helper owns the rest: the pending state, the screen's success or failure toast, and
 * the cache updates once the server has answered.
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';

/** A check made before sending failed (requirements 5: 'User not found'); its message is the toast. */
export class CheckFailed extends Error {}

type Notice = string | { text: string; tone?: 'success' | 'info'; duration?: number };

interface AdminWrite<Vars, Result> {
  write: (vars: Vars) => Promise<Result>;
  /** Screen and cache updates once the write is done, before the toast. */
  onDone?: (result: Result, vars: Vars) => void;
  /** requirements 8: the screen's success toast (an info toast for a change queued offline). */
  done: (result: Result, vars: Vars) => Notice;
  /** requirements 8: the screen's failure toast. */
  failed: (error: unknown, vars: Vars) => string;
  /**
   * One toast for every outcome of this write: a success replaces the failure still on
   * screen (the login's 'Invalid credentials' gives way to 'Login successful!').
   */
  toastId?: string;
}

export function useAdminWrite<Vars, Result>(spec: AdminWrite<Vars, Result>) {
  return useMutation<Result, unknown, Vars>({
    mutationFn: spec.write,
    onSuccess: (result, vars) => {
      spec.onDone?.(result, vars);
      const notice = spec.done(result, vars);
      const { text, tone = 'success', duration } = typeof notice === 'string' ? { text: notice } : notice;
      const id = spec.toastId ? { id: spec.toastId } : {};
      (tone === 'info' ? toast.info : toast.success)(text, duration ? { duration, ...id } : id);
    },
    onError: (error, vars) => {
      toast.error(error instanceof CheckFailed ? error.message : spec.failed(error, vars), spec.toastId ? { id: spec.toastId } : {});
    },
  });
}
