/**
 * Every body is validated with the contract's zod schema (docs/security.md); a failure is a 400 whose `message` names the failing field ("model: Please
 * select a model") and whose `errors` list every failing field.
 */
import type { z } from 'zod';
import { validationError } from '#contract/errors.ts';
import { HttpError } from './http-error.ts';

function parse<T>(schema: z.ZodType<T>, value: unknown, message: (named: string, plain: string) => string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const body = validationError(parsed.error);
  throw new HttpError(400, message(body.message, body.errors[0]?.message ?? body.message), { fields: { errors: body.errors } });
}

export function validBody<T>(schema: z.ZodType<T>, value: unknown): T {
  return parse(schema, value, (named) => named);
}

/**
 * The same, for a screen that shows the spec's text as it is (requirements 8: 'Please enter a
 * valid price'): `message` is the first failure's text without the field name.
 */
export function validBodyAsSpecText<T>(schema: z.ZodType<T>, value: unknown): T {
  return parse(schema, value, (_named, plain) => plain);
}
