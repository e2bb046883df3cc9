/**
 * Which error each field shows and where its text lives. A field's own problem is shown
 * under it; a message the definition shares among fields (requirements 5 AMC: 'All fields are
 * required except message.') is shown once, under the first field it applies to, and
 * every field it applies to points to that one text (aria-describedby).
 */
import type { FieldErrors } from 'react-hook-form';
import type { FormDefinition, FormValues } from './form-definition.ts';

export interface FieldError {
  message: string;
  /** The id of the element that holds the text (aria-describedby). */
  id: string;
  /** Whether this field renders that element. */
  shown: boolean;
}

function messageOf(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const entry = errors[name] as { message?: unknown } | undefined;
  return typeof entry?.message === 'string' ? entry.message : undefined;
}

export function fieldErrors(definition: FormDefinition, errors: FieldErrors<FormValues>, formId: string): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  const sharedId = `${formId}-shared-error`;
  let sharedShown = false;
  for (const field of definition.fields) {
    const message = messageOf(errors, field.name);
    if (message === undefined) continue;
    if (message === definition.sharedMessage) {
      out[field.name] = { message, id: sharedId, shown: !sharedShown };
      sharedShown = true;
    } else {
      out[field.name] = { message, id: `${formId}-${field.name}-error`, shown: true };
    }
  }
  return out;
}
