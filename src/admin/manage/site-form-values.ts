/**
 * Manage > Site's form and the settings it edits: the form holds text as typed (brands as
 * one line, map positions as text); the contract's schema (src/contract/site-settings-schemas.ts)
 * checks it on the device before sending, and the server checks it again.
 */
import type { z } from 'zod';
import type { SiteSettings, SiteSettingsInput, SiteShowroom } from '#contract/site-settings.ts';
import { siteSettingsSchema } from '#contract/site-settings-schemas.ts';

/** A showroom as the form holds it: the contract's fields, the map position as typed text. */
export type ShowroomFormValues = Omit<SiteShowroom, 'id' | 'latitude' | 'longitude'> & {
  /** null for a showroom added on this screen and not saved yet. */
  id: number | null;
  latitude: string;
  longitude: string;
  closed: boolean;
};

export interface SiteFormValues extends Omit<SiteSettings, 'brands' | 'showrooms'> {
  /** 'Honda, Hero Electric' */
  brandsText: string;
  showrooms: ShowroomFormValues[];
}

export interface FieldProblem {
  /** The form's field name ('showrooms.1.salesNo'). */
  field: string;
  message: string;
}

export function formValuesOf(settings: SiteSettings): SiteFormValues {
  const { brands, showrooms, ...rest } = settings;
  return {
    ...structuredClone(rest),
    brandsText: brands.join(', '),
    showrooms: showrooms.map((s) => ({ ...s, closed: s.closed === true, latitude: String(s.latitude), longitude: String(s.longitude) })),
  };
}

/** An empty showroom to fill in; the hours start as the dealer's. */
export function newShowroom(hours: string): ShowroomFormValues {
  return { id: null, label: '', name: '', address: '', salesNo: '', serviceNo: '', hours, email: '', latitude: '', longitude: '', closed: false };
}

/** The body as the server takes it, before the schema's checks. */
function bodyOf(values: SiteFormValues): unknown {
  const { brandsText, showrooms, ...rest } = values;
  return {
    ...rest,
    brands: brandsText.split(',').map((b) => b.trim()).filter((b) => b !== ''),
    showrooms: showrooms.map(({ id, ...s }) => (id === null ? s : { id, ...s })),
  };
}

/** Where a problem of the body shows in the form: the brands' under their one line. */
export function formFieldOf(path: string): string {
  return path === 'brands' || path.startsWith('brands.') ? 'brandsText' : path;
}

/** The body to send, or every problem at its field. */
export function checkedBody(values: SiteFormValues): { body: SiteSettingsInput } | { problems: FieldProblem[] } {
  const parsed = (siteSettingsSchema as z.ZodType<SiteSettingsInput>).safeParse(bodyOf(values));
  if (parsed.success) return { body: parsed.data };
  return { problems: parsed.error.issues.map((issue) => ({ field: formFieldOf(issue.path.map(String).join('.')), message: issue.message })) };
}
