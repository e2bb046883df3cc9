/**
 * How a stock form marks a field with a problem: aria-invalid on the field, and the message
 * under it named by aria-describedby, so a screen reader reads it with the field. One place
 * for the add forms (the schema's messages) and the change forms (the server's refusal).
 */
import type { ReactNode } from 'react';

export interface FieldMark {
  /** Spread on the input or select. */
  attrs: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** The message under the field, or nothing. */
  error: ReactNode;
}

/** `idPrefix` is the form's useId(); `message` the problem shown at `name`, if any. */
export function fieldMark(idPrefix: string, name: string, message: string | undefined): FieldMark {
  if (!message) return { attrs: {}, error: null };
  const errorId = `${idPrefix}-${name}-error`;
  return {
    attrs: { 'aria-invalid': true, 'aria-describedby': errorId },
    error: <span id={errorId} className="admin-field-error">{message}</span>,
  };
}
