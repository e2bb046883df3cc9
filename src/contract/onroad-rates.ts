/**
 * GET /api/onroad-rates: every rate the on-road quote reads, as one cacheable read that
 * travels in the offline manifest, and its zod schema (a device checks a cached copy with
 * it; the tests check the server's answer). Each row carries `changedAt`, the time of its
 * last change, so a quote can say "Rates as of 12 Nov 2026" for exactly what it used.
 */
import { z } from 'zod';
import { vehicleTypes } from './admin-schemas.ts';
import { dateWindowMessage, isDateInWindow, isIsoDate } from './fields.ts';
import { optionKinds, type BandSchedule, type ChargeKey, type Powertrain, type SettingKey } from './onroad-registry.ts';

/** An instant as the server writes it: UTC ISO 8601 with milliseconds. */
const timestampSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'must be an ISO timestamp');
export const isoDateSchema = z.string().refine(isIsoDate, { message: 'must be a date (YYYY-MM-DD)', abort: true })
  .refine(isDateInWindow, dateWindowMessage);

/** A band: applies up to and including `upTo`; the last band has no limit (null). */
export const bandSchema = z.object({
  upTo: z.number().positive().nullable(),
  value: z.number().min(0),
});
export type Band = z.infer<typeof bandSchema>;

/**
 * The shape every band list must have for a lookup to find exactly one band: limits
 * rising, and only the last one open-ended. Used by the read and by the staff's changes.
 */
export function checkBandList(bands: readonly Band[], ctx: z.RefinementCtx): void {
  bands.forEach((band, i) => {
    const last = i === bands.length - 1;
    if (last && band.upTo !== null) {
      ctx.addIssue({ code: 'custom', path: [i, 'upTo'], message: 'The last band must have no upper limit (it covers everything above)' });
    }
    if (!last && band.upTo === null) {
      ctx.addIssue({ code: 'custom', path: [i, 'upTo'], message: 'Only the last band may be without an upper limit' });
    }
    const previous = bands[i - 1]?.upTo;
    if (i > 0 && band.upTo !== null && previous !== null && previous !== undefined && band.upTo <= previous) {
      ctx.addIssue({ code: 'custom', path: [i, 'upTo'], message: 'Each upper limit must be higher than the one before' });
    }
  });
}

const datedBandSchema = bandSchema.extend({ changedAt: timestampSchema });
export type DatedBand = z.infer<typeof datedBandSchema>;

const bandListSchema = z.array(datedBandSchema).superRefine(checkBandList);
const bandsPerPowertrain = z.object({ ice: bandListSchema, ev: bandListSchema } satisfies Record<Powertrain, unknown>);

const chargeRatesSchema = z.object({ ice: z.number().min(0), ev: z.number().min(0), changedAt: timestampSchema });
export type ChargeRates = z.infer<typeof chargeRatesSchema>;

const settingRateSchema = z.object({ value: z.number().min(0).max(100), changedAt: timestampSchema });
export type SettingRate = z.infer<typeof settingRateSchema>;

export const subsidySchema = z.object({
  id: z.number().int().positive(),
  /** e.g. 'PM E-DRIVE, FY 2025-26'; the quote line names it. */
  name: z.string().min(1),
  perKwh: z.number().min(0),
  /** At most this many rupees per vehicle. */
  cap: z.number().min(0),
  /** At most this share of the ex-showroom price, if the scheme says so. */
  capPercent: z.number().min(0).max(100).nullable(),
  /** Models priced above this get nothing, if the scheme says so. */
  maxExShowroom: z.number().positive().nullable(),
  validFrom: isoDateSchema,
  /** The last day the scheme applies (inclusive); null while open-ended. */
  validUntil: isoDateSchema.nullable(),
  changedAt: timestampSchema,
});
export type Subsidy = z.infer<typeof subsidySchema>;

export const onroadOptionSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(optionKinds),
  label: z.string().min(1),
  /**
   * The name in Hindi, '' for none (a Hindi page shows the English, marked lang="en");
   * absent in a copy saved on a device before it existed.
   */
  labelHi: z.string().optional(),
  /** Extended warranty only: the years added (requirements 9: 1, 2, 3 or 7). */
  years: z.number().int().positive().nullable(),
  price: z.number().positive(),
  changedAt: timestampSchema,
});
export type OnroadOption = z.infer<typeof onroadOptionSchema>;

/**
 * What the quote reads of a model: structured attributes (never parsed from the display
 * strings) and the optional lines the buyer may tick.
 */
export const onroadModelSchema = z.object({
  type: z.enum(vehicleTypes),
  engineCc: z.number().positive().nullable(),
  motorKw: z.number().positive().nullable(),
  batteryKwh: z.number().positive().nullable(),
  options: z.array(onroadOptionSchema),
});
export type OnroadModel = z.infer<typeof onroadModelSchema>;

/** The tables themselves, as the public read and the staff read both carry them. */
export const onroadRateTablesSchema = z.object({
  /** The latest change of any rate (null before any rate is stored). */
  asOf: timestampSchema.nullable(),
  bands: z.object({
    roadTax: bandsPerPowertrain,
    thirdParty: bandsPerPowertrain,
    ownDamage: bandsPerPowertrain,
  } satisfies Record<BandSchedule, unknown>),
  /** Optional only so that a database without rates still reads; the quote then says so. */
  charges: z.object({
    registration: chargeRatesSchema.optional(),
    smartCard: chargeRatesSchema.optional(),
    hsrp: chargeRatesSchema.optional(),
    hypothecation: chargeRatesSchema.optional(),
  } satisfies Record<ChargeKey, unknown>),
  settings: z.object({
    idvDepreciationPercent: settingRateSchema.optional(),
    insuranceGstPercent: settingRateSchema.optional(),
    usualLoanRatePercent: settingRateSchema.optional(),
  } satisfies Record<SettingKey, unknown>),
  subsidies: z.array(subsidySchema),
});
export type OnroadRateTables = z.infer<typeof onroadRateTablesSchema>;

/** GET /api/onroad-rates: the tables and every active model's attributes and options, by model key. */
export const onroadRatesSchema = onroadRateTablesSchema.extend({
  models: z.record(z.string(), onroadModelSchema),
});
export type OnroadRates = z.infer<typeof onroadRatesSchema>;

/** A model as the staff screen lists it: also switched-off ones, with id and names. */
export const adminOnroadModelSchema = onroadModelSchema.extend({
  id: z.number().int().positive(),
  name: z.string(),
  bikeKey: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type AdminOnroadModel = z.infer<typeof adminOnroadModelSchema>;

/** GET /api/admin/onroad-rates. */
export const adminOnroadRatesSchema = onroadRateTablesSchema.extend({
  models: z.array(adminOnroadModelSchema),
});
export type AdminOnroadRates = z.infer<typeof adminOnroadRatesSchema>;
