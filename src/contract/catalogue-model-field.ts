/**
 * The model a finance, service, AMC or warranty form names (docs/catalogue.md "One list of
 * models"): one of the published catalogue's models, as the test ride's is. The forms offer
 * the catalogue's names (src/enquiries/forms/catalogue-model-choices.ts); the server reads the
 * catalogue into the rules and stores the catalogue's own spelling of the model, found as a
 * test ride's is: without case, spaces or punctuation ('activa-6g', 'ACTIVA 6G' and 'Activa6G'
 * are all Activa 6G). A device does not know the whole catalogue, so there any name passes.
 *
 * Phones may still hold enquiries queued by versions whose forms offered a fixed list of
 * slugs. A slug of that list the catalogue no longer has (a model since retired) is kept as
 * the customer's phone sent it, never refused: the enquiry is a week-old customer asking.
 * Any other name the catalogue does not have is refused, naming the field.
 */
import { z } from 'zod';
import { modelMatchKey } from './appointment-slots.ts';
import { optionalText, requiredText } from './fields.ts';
import type { SubmissionRules } from './submission-rules.ts';

/** The slugs the finance, service, AMC and warranty forms offered before they read the catalogue. */
export const earlierListedModels: readonly string[] = [
  'activa-6g', 'activa-125', 'activa-h-smart', 'activa-20th-anniversary-edition', 'dio-110', 'dio-125',
  'dio-125-repsol-edition', 'shine-100', 'shine-125', 'shine-celebration-edition', 'sp-125', 'sp-125-sports-edition',
  'sp-160', 'livo-110', 'unicorn', 'hornet-2-0', 'hornet-2-0-repsol-edition', 'x-blade', 'cd110-dream-deluxe', 'cb200x',
  'nx200', 'cb300f', 'cb350', 'h-ness-cb350-anniversary-edition', 'activa-e', 'qc1',
];

/**
 * The refusal of a model the catalogue does not have. One fixed text, so the form shows it
 * in the visitor's language (src/lib/i18n/field-messages.ts); the server prefixes the field.
 */
export const unknownModelMessage = 'Please choose one of our models';

/** The catalogue's name for a model as sent, else null. */
export function catalogueNameFor(catalogue: readonly string[], asked: string): string | null {
  const key = modelMatchKey(asked);
  if (!key) return null;
  return catalogue.find((name) => modelMatchKey(name) === key) ?? null;
}

function resolved(rules: SubmissionRules) {
  return (value: string, ctx: z.RefinementCtx): string => {
    if (value === '' || !rules.catalogueModels) return value;
    const name = catalogueNameFor(rules.catalogueModels, value);
    if (name !== null) return name;
    if (earlierListedModels.includes(value)) return value;
    ctx.addIssue({ code: 'custom', message: unknownModelMessage });
    return z.NEVER;
  };
}

/** A model the form must name, with the form's own message when it is left empty. */
export function requiredCatalogueModel(rules: SubmissionRules, message: string) {
  return requiredText(message).transform(resolved(rules));
}

/** A model the form may leave empty. */
export function optionalCatalogueModel(rules: SubmissionRules) {
  return optionalText().transform(resolved(rules));
}
