/**
 * Saving one rate table: a PUT (online only: a rate is checked by the server before
 * any quote may use it), the screen's toast, the server's field errors kept for the
 * section, and the staff read refreshed so every "Changed" day is the server's.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { AdminOnroadRates } from '#contract/onroad-rates.ts';
import { api } from '../../lib/api.ts';
import { adminRead } from '../data/admin-read.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, unauthorizedToast } from '../session/api-errors.ts';
import { fieldErrorsOf, type FieldError } from './onroad-field-errors.ts';

export const onroadRatesQuery = adminRead<AdminOnroadRates>(adminApiPaths.adminOnroadRates, { errorToast: unauthorizedToast });

export function useOnroadSave(title: string) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const save = useAdminWrite({
    write: ({ path, body }: { path: string; body: unknown }) => {
      setErrors([]);
      return api<{ message?: string }>(path, { method: 'PUT', body }).catch((error: unknown) => {
        setErrors(fieldErrorsOf(error));
        throw error;
      });
    },
    onDone: () => void queryClient.invalidateQueries({ queryKey: onroadRatesQuery.queryKey }),
    done: () => `${title} saved`,
    // The server's message names fields by path ('options.0.price: ...'): the toast says only its words.
    failed: (error) => {
      const refused = fieldErrorsOf(error);
      return refused.length > 0 ? `${title} could not be saved. ${refused.map((e) => e.message).join(' ')}` : failureText(error, `${title} could not be saved`);
    },
  });
  return { errors, saving: save.isPending, put: (path: string, body: unknown) => save.mutate({ path, body }) };
}
