/**
 * What a form is, as data: the enquiry kind it submits (requirements 7.2), its fields in order,
 * the schema it validates with (requirements 5) and how its values become the submitted body.
 * One `EnquiryForm` renders any definition, so the eleven forms of requirements 2.3 share one
 * set of behaviours (requirements 4: submitting state, reset on success, form kept on error).
 */
import type { z } from 'zod';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import type { SubmissionRules } from '#contract/submission-rules.ts';

/** The values react-hook-form holds: text as strings, ticks as booleans, groups nested. */
export type FormValues = Record<string, unknown>;

export type FieldType =
  | 'text'
  | 'email'
  /** A mobile number: digits and spaces, a +91 or 0 in front allowed (src/ui/mobile-typing.ts). */
  | 'mobile'
  | 'number'
  | 'select'
  | 'textarea'
  | 'date'
  | 'checkbox'
  /** Several ticks stored under one object (requirements 3: opt-in notifications). */
  | 'checkbox-group'
  /**
   * The booking forms' WhatsApp and SMS updates tick (src/contract/updates-consent.ts): its
   * words are the contract's, in the visitor's language with the dealer's name, and its value
   * is those exact words when ticked, '' when not (what the server stores as shown).
   */
  | 'consent'
  | 'file';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  /** select: the choices; checkbox-group: one tick per option, stored as `name.value`. */
  options?: readonly FieldOption[];
  /** Shows the asterisk; what is enforced is the schema's business (requirements 5). */
  required?: boolean;
  placeholder?: string;
  /** select: the empty first choice, e.g. 'Select model'. */
  emptyOption?: string;
  /** checkbox-group: the option that sets or clears all the others (requirements 4, 'Check all'). */
  checkAll?: string;
  /** file: the accept attribute. */
  accept?: string;
  /** number: the minimum (requirements 9: year of purchase minimum 0). */
  min?: number;
  /** Takes the whole row of the form grid (messages, addresses, groups). */
  wide?: boolean;
  /** A short help text under the field. */
  hint?: string;
  /** date: days before today (IST) cannot be picked; the schema refuses them as well. */
  fromToday?: boolean;
  /**
   * select: the choices are the open showrooms of Manage > Site (src/enquiries/forms/
   * showroom-choices.ts); `options` holds those the site started with until the form draws.
   */
  showroomChoice?: true;
  /**
   * select: the choices are the published catalogue's models (src/enquiries/forms/
   * catalogue-model-choices.ts), filled in when the form draws.
   */
  catalogueModelChoice?: true;
  /** What a fresh form holds in this field on this device (the showroom last looked at). */
  initial?: () => string;
}

export interface FormDefinition<Out extends FormValues = FormValues> {
  kind: EnquiryKind;
  /** The form's accessible name and visible heading, when the page wants one. */
  title?: string;
  fields: readonly FieldDef[];
  /** What an empty (or just reset) form holds. */
  defaults: FormValues;
  /** The form's own schema, built from the device's rules at SUBMIT; its output is what `toBody` maps. */
  schema: (rules: SubmissionRules) => z.ZodType<Out>;
  /**
   * A message several fields share (requirements 5 AMC: 'All fields are required except message.'):
   * shown once, under the first field it applies to; the others are marked and point to it.
   */
  sharedMessage?: string;
  /** The body of requirements 7.2 (validated again by the server with the kind's schema). */
  toBody: (values: Out) => Record<string, unknown>;
  /** The file sent with a multipart kind (requirements 7.2: career resume). */
  fileOf?: (values: Out) => File | null;
  /** requirements 8: AMC shows the server's message on success, other kinds their fixed text. */
  successFromServer?: boolean;
  submitLabel: string;
}

/** Keeps each definition's `toBody` typed by its schema while the kit sees one shape. */
export function defineForm<Out extends FormValues>(definition: FormDefinition<Out>): FormDefinition {
  return definition as unknown as FormDefinition;
}

/** Options whose value is also their text (fixed lists of requirements 5). */
export function plainOptions(values: readonly string[]): FieldOption[] {
  return values.map((value) => ({ value, label: value }));
}
