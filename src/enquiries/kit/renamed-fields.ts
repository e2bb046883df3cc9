/**
 * Forms whose field names differ from their body's (requirements 3 names the product and joy
 * club form fields apart from the bodies of requirements 7.2). The form validates with the kind's
 * own contract schema, field by field under the form's names, and its body is the same
 * values under the body's names, so no rule is written twice.
 */
import { z } from 'zod';

/** Form field name -> body field name. */
type FieldNames = Readonly<Record<string, string>>;

/** The body schema's fields under the form's names. */
export function renamedSchema(body: z.ZodObject, names: FieldNames) {
  const shape: Record<string, z.ZodType> = {};
  for (const [formName, bodyName] of Object.entries(names)) {
    const field = body.shape[bodyName];
    if (!field) throw new Error(`The body has no field ${bodyName}`);
    shape[formName] = field;
  }
  return z.object(shape);
}

/** The form's values under the body's names. */
export function renamedBody(values: Record<string, unknown>, names: FieldNames): Record<string, unknown> {
  return Object.fromEntries(Object.entries(names).map(([formName, bodyName]) => [bodyName, values[formName]]));
}
