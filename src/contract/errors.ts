/** The shape of every error answer, and how a zod failure becomes one. */
import type { z } from 'zod';

export interface FieldError { field: string; message: string }

/**
 * Every error answer of the API (docs/api-public.md, "Admin API"): `message` always;
 * `errors` on a 400 from schema validation; `error` (the same text) on the refusals of
 * the login, profile and password calls, whose screens read `error` (requirements 7.3, 8).
 */
export interface ErrorBody {
  /** The text a form shows (requirements 8 passes it through). */
  message: string;
  error?: string;
  errors?: FieldError[];
}

/** A 400 body that names the failing field(s): "name: Please enter your name". */
export function validationError(error: z.ZodError): { message: string; errors: FieldError[] } {
  const errors = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  const first = errors[0] ?? { field: 'body', message: 'Invalid request' };
  return { message: `${first.field}: ${first.message}`, errors };
}
