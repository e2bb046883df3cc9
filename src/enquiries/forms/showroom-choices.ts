/**
 * The showroom choice of the visitor forms, from Manage > Site (the device's copy of the
 * settings), never from a list in code: the open showrooms by their place ('Sector 18'),
 * however many the dealer has. A closed showroom is not offered, nor kept as the remembered
 * one a fresh form starts with.
 */
import { openShowrooms, showroomPlaceIn, type SiteShowroom } from '#contract/site-settings.ts';
import type { FieldDef, FieldOption } from '../kit/form-definition.ts';

export function showroomOptions(showrooms: readonly SiteShowroom[]): FieldOption[] {
  return openShowrooms(showrooms).map((s) => ({ value: String(s.id), label: showroomPlaceIn(showrooms, s.id) }));
}

/** The form's fields with every showroom choice offering the open showrooms. */
export function withShowroomChoices(fields: readonly FieldDef[], showrooms: readonly SiteShowroom[]): FieldDef[] {
  const options = showroomOptions(showrooms);
  const offered = new Set(options.map((o) => o.value));
  return fields.map((field) => {
    if (!field.showroomChoice) return field;
    const initial = field.initial;
    return { ...field, options, ...(initial ? { initial: () => { const id = initial(); return offered.has(id) ? id : ''; } } : {}) };
  });
}
