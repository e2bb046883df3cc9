/**
 * The server's field errors of a refused rate change (400 `{message, errors: [{field,
 * message}]}`), for the screen to show next to the table that was saved.
 */
import { ApiError } from '../../lib/api.ts';

export interface FieldError { field: string; message: string }

export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body as { errors?: unknown } | null;
  if (!body || !Array.isArray(body.errors)) return [{ field: '', message: error.message }];
  return body.errors.filter((e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string');
}

