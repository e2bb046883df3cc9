import type { FieldError } from './onroad-field-errors.ts';

/** The server's words about one field, shown under it (the field points at them with aria-describedby). */
export function OnroadFieldMessage({ id, errors, field }: { id: string; errors: readonly FieldError[]; field: string }) {
  const messages = errors.filter((e) => e.field === field).map((e) => e.message);
  if (messages.length === 0) return null;
  return <span id={id} className="admin-field-error" role="alert">{messages.join(' ')}</span>;
}

/** aria-invalid and aria-describedby of a field the server may have refused. */
export function fieldErrorProps(id: string, errors: readonly FieldError[], field: string) {
  const refused = errors.some((e) => e.field === field);
  return { 'aria-invalid': refused || undefined, 'aria-describedby': refused ? id : undefined };
}
