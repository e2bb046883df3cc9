/** The shape of every error answer, and how a zod failure becomes one. */
import type { z } from 'zod';

export interface FieldError { field: string; message: string }

export interface ErrorBody {
  /** The text a form shows (spec 8 passes it through). */
  message: string;
  /** Login answers `{error}` (spec 7.3); other errors carry it too for older clients. */
  error?: string;
  errors?: FieldError[];
}

/** A 400 body that names the failing field(s): "name: Please enter your name". */
export function validationError(error: z.ZodError): ErrorBody {
  const errors = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  const first = errors[0] ?? { field: 'body', message: 'Invalid request' };
  const message = `${first.field}: ${first.message}`;
  return { message, error: message, errors };
}
