/**
 * The catalogue studio's contract (requirements "Catalogue studio"; docs/catalogue.md): a
 * model's draft as staff edit it, the bodies of the studio's calls and the rows it lists.
 * A draft is a whole document: the screen sends it entire, the server stores it as it is
 * and copies it into the live catalogue on publish. Every refusal is a sentence a dealer
 * can act on, at the field it is about (`errors[].field`, e.g. `variants.1.price`).
 */
import { z } from 'zod';
import { vehicleTypes } from './admin-schemas.ts';
import { numberFromText } from './fields.ts';
import { specSections } from './catalogue-types.ts';
import { isStorableText } from './well-formed-text.ts';

export const studioLimits = {
  name: 60,
  shortText: 80,
  description: 2000,
  path: 500,
  variants: 20,
  colours: 20,
  photos: 12,
  specRows: 40,
  features: 20,
  accessories: 40,
  framesMin: 24,
  framesMax: 72,
  maxPrice: 100_000_000,
} as const;

/** The state a model is in, as the catalogue list shows it. */
export const modelStates = ['draft', 'published', 'hidden'] as const;
export type ModelState = (typeof modelStates)[number];
export const modelStateLabels: Record<ModelState, string> = { draft: 'Draft', published: 'Published', hidden: 'Hidden' };

/** The types in the studio's words (the spec's Manage Vehicles calls them Bikes, Scooters, Ev). */
export const studioTypeLabels = { bikes: 'Motorcycle', scooters: 'Scooter', ev: 'EV' } as const;

/** The three key figures a listing card shows, named for the type (an EV has no engine). */
export const keyFigureLabels = {
  bikes: { engine: 'Engine', power: 'Power', transmission: 'Transmission' },
  scooters: { engine: 'Engine', power: 'Power', transmission: 'Transmission' },
  ev: { engine: 'Battery', power: 'Power', transmission: 'Range' },
} as const;

/** The six groups of the specifications, by the field the public detail read holds each in. */
export const specGroups = specSections.map((s) => s.field);
export type SpecGroup = (typeof specGroups)[number];

export const studioMessages = {
  nameMissing: 'Enter the model name',
  nameUsed: 'This name is already used by another model',
  typeMissing: 'Choose Motorcycle, Scooter or EV',
  variantName: 'Enter the variant name',
  variantPrice: 'Enter the ex-showroom price in rupees (more than 0, at most 2 decimals)',
  variantsMissing: 'Add at least one variant with its price',
  photoMissing: 'Choose the main photo',
  colourName: 'Enter the colour name',
  swatch: 'Choose the swatch colour (like #c81e1e)',
  specLabel: 'Enter the label of this row',
  featureHeading: 'Enter the heading',
  accessoryHeading: 'Enter the heading',
  accessoryPrice: 'Enter the price in rupees (more than 0, at most 2 decimals)',
  frames: (n: number) => `Upload ${studioLimits.framesMin} to ${studioLimits.framesMax} frames; you chose ${n}`,
  path: 'This picture or file was not uploaded here; upload it again',
  tooMany: (max: number, what: string) => `At most ${max} ${what}`,
  tooLong: (max: number) => `At most ${max} characters`,
  /** Half of an emoji or a NUL: the text cannot be stored (src/contract/well-formed-text.ts). */
  unstorable: 'Holds a character that cannot be stored (half of an emoji, or a NUL): type it again',
} as const;

const trimmed = (max: number) => z.string({ error: 'must be text' }).trim().max(max, studioMessages.tooLong(max))
  .refine(isStorableText, studioMessages.unstorable);
const required = (max: number, message: string) => trimmed(max).min(1, message);

/**
 * A stored media path: a site-relative path this server handed out ('/media/...'), or ''
 * for none. No other site's address and no way out of /media.
 */
const mediaPathSchema = trimmed(studioLimits.path).refine(
  (v) => v === '' || (/^\/media\/[A-Za-z0-9._\-/]+$/.test(v) && !v.includes('..') && !v.includes('//')),
  studioMessages.path,
);

const rupees = (message: string) =>
  z.preprocess(
    numberFromText,
    z.number({ error: message }).finite(message).positive(message).max(studioLimits.maxPrice, message)
      .refine((n) => Math.round(n * 100) === n * 100, message),
  );

const variantSchema = z.object({
  name: required(studioLimits.shortText, studioMessages.variantName),
  price: rupees(studioMessages.variantPrice),
});

/**
 * The Hindi version of a text the dealer writes (docs/visitor-language.md "Text the dealer
 * enters"): optional, '' shows the English on a Hindi page; a body from before the Hindi
 * fields existed has none. Checked like the English (length, trimmed).
 */
const hindi = (max: number) => trimmed(max).default('');

const colourSchema = z.object({
  name: required(studioLimits.shortText, studioMessages.colourName),
  nameHi: hindi(studioLimits.shortText),
  swatch: z.string({ error: studioMessages.swatch }).trim().regex(/^#[0-9a-fA-F]{6}$/, studioMessages.swatch),
  photo: mediaPathSchema,
});

const specRowSchema = z.object({
  label: required(studioLimits.shortText, studioMessages.specLabel),
  value: trimmed(studioLimits.shortText * 2),
  /** Where the label is not one the site already says in Hindi (src/catalogue/spec-label-words.ts), or says otherwise. */
  labelHi: hindi(studioLimits.shortText),
  /** Where the value is words ('Multi-plate wet'); a figure ('117 kg') needs none. */
  valueHi: hindi(studioLimits.shortText * 2),
});

const featureSchema = z.object({
  heading: required(studioLimits.shortText, studioMessages.featureHeading),
  text: trimmed(studioLimits.description),
  picture: mediaPathSchema,
  headingHi: hindi(studioLimits.shortText),
  textHi: hindi(studioLimits.description),
});

const accessorySchema = z.object({
  heading: required(studioLimits.shortText, studioMessages.accessoryHeading),
  partNo: trimmed(40),
  price: rupees(studioMessages.accessoryPrice),
  picture: mediaPathSchema,
  description: trimmed(studioLimits.description).optional().default(''),
  headingHi: hindi(studioLimits.shortText),
  descriptionHi: hindi(studioLimits.description),
});

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item, { error: 'must be a list' }).max(max, studioMessages.tooMany(max, what));

const specificationsSchema = z.object(
  Object.fromEntries(specGroups.map((g) => [g, list(specRowSchema, studioLimits.specRows, 'rows in a group').default([])])) as Record<
    SpecGroup,
    z.ZodDefault<z.ZodArray<typeof specRowSchema>>
  >,
);

/** 360 frames: none, or 24 to 72 (ordered as uploaded: by file name). */
const framesSchema = z.array(mediaPathSchema, { error: 'must be a list' }).superRefine((frames, ctx) => {
  if (frames.length !== 0 && (frames.length < studioLimits.framesMin || frames.length > studioLimits.framesMax)) {
    ctx.addIssue({ code: 'custom', message: studioMessages.frames(frames.length) });
  }
});

/**
 * The specification rows a visitor sees: a row without a value (a usual row the dealer
 * added and did not fill in) is kept in the draft but not published.
 */
export function shownSpecRows<R extends { value: string }>(rows: readonly R[]): R[] {
  return rows.filter((r) => r.value.trim() !== '');
}

/** A model as the studio edits it. Half-made is fine here; publishing asks for more (publishProblems). */
export const modelDraftSchema = z.object({
  type: z.enum(vehicleTypes, { error: studioMessages.typeMissing }),
  name: required(studioLimits.name, studioMessages.nameMissing),
  brand: trimmed(studioLimits.shortText).default(''),
  description: trimmed(studioLimits.description).default(''),
  /** The short description in Hindi; '' shows the English one on a Hindi page (docs/visitor-language.md). */
  descriptionHi: trimmed(studioLimits.description).default(''),
  keyFigures: z.object({
    engine: trimmed(studioLimits.shortText).default(''),
    power: trimmed(studioLimits.shortText).default(''),
    transmission: trimmed(studioLimits.shortText).default(''),
  }).default({ engine: '', power: '', transmission: '' }),
  variants: list(variantSchema, studioLimits.variants, 'variants').default([]),
  colours: list(colourSchema, studioLimits.colours, 'colours').default([]),
  photos: z.object({
    main: mediaPathSchema.default(''),
    more: list(mediaPathSchema.refine((v) => v !== '', studioMessages.path), studioLimits.photos, 'more photos').default([]),
  }).default({ main: '', more: [] }),
  specifications: specificationsSchema.default(Object.fromEntries(specGroups.map((g) => [g, []])) as never),
  features: list(featureSchema, studioLimits.features, 'features').default([]),
  accessories: list(accessorySchema, studioLimits.accessories, 'accessories').default([]),
  frames: framesSchema.default([]),
  brochure: mediaPathSchema.default(''),
});

export type ModelDraft = z.output<typeof modelDraftSchema>;
export type ModelDraftInput = z.input<typeof modelDraftSchema>;

/** POST /api/admin/catalogue: a new model starts from its type and name. */
export const newModelSchema = modelDraftSchema.pick({ type: true, name: true });

/** POST /api/admin/catalogue/{id}/move: one place up or down in its type's list (docs/catalogue.md "The order of the models"). */
export const modelMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Say up or down' }),
});
export type ModelMove = z.output<typeof modelMoveSchema>;

/** What a draft still lacks before it can go live; empty when it may be published. */
export function publishProblems(draft: ModelDraft): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (draft.variants.length === 0) problems.push({ field: 'variants', message: studioMessages.variantsMissing });
  if (!draft.photos.main) problems.push({ field: 'photos.main', message: studioMessages.photoMissing });
  return problems;
}

/** Where a field path is, in the editor's words: 'variants.1.price' -> 'Variant 2'. */
const placeNames: Record<string, string> = {
  variants: 'Variant', colours: 'Colour', features: 'Feature', accessories: 'Accessory', more: 'Photo', frames: 'Frame',
};

/** The words of a field's last part, for a message about it: 'variants.1.name' -> 'Name'. */
const fieldWords: Record<string, string> = {
  name: 'Name', brand: 'Brand', description: 'Description', descriptionHi: 'Description in Hindi', engine: 'Engine', power: 'Power',
  transmission: 'Transmission', heading: 'Heading', text: 'Text', label: 'Label', value: 'Value', partNo: 'Part number',
};

/** A field in words, with where it is: 'name' -> 'Name', 'variants.1.name' -> 'Variant 2: Name'. */
export function fieldInWords(field: string): string {
  const parts = field.split('.');
  const leaf = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? field;
  const words = fieldWords[leaf] ?? (leaf.charAt(0).toUpperCase() + leaf.slice(1).replace(/([A-Z])/g, ' $1').toLowerCase());
  const place = fieldPlace(field);
  return place && !place.startsWith(words) ? `${place}: ${words}` : place ?? words;
}

export function fieldPlace(field: string): string | undefined {
  const parts = field.split('.');
  for (let i = parts.length - 2; i >= 0; i -= 1) {
    const name = placeNames[parts[i]!];
    const index = Number(parts[i + 1]);
    if (name && Number.isInteger(index)) return `${name} ${index + 1}`;
  }
  return undefined;
}

/** One row of Manage > Catalogue. */
export interface CatalogueRow {
  id: number;
  type: ModelDraft['type'];
  name: string;
  picture: string;
  /** The first variant's price (the price the site says a model starts from); null with no variant yet. */
  fromPrice: number | null;
  state: ModelState;
  /** A published or hidden model with edits not yet published. */
  unpublishedChanges: boolean;
  publishedAt: string | null;
}

/** GET /api/admin/catalogue/{id}. */
export interface ModelDraftView {
  id: number;
  state: ModelState;
  unpublishedChanges: boolean;
  publishedAt: string | null;
  /** The server's time of the last draft change (ISO); the device's copy compares with it. */
  updatedAt: string | null;
  draft: ModelDraft;
}

/** One entry of a model's publish log. */
export interface PublishLogEntry {
  action: 'publish' | 'hide' | 'unhide';
  by: string;
  at: string;
  changes: string[];
}

export interface PublishAnswer {
  message: string;
  changes: string[];
  /** The offline manifest's version after the change. */
  manifestVersion: string;
}
