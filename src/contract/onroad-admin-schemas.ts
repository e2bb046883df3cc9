/**
 * Bodies of the staff's changes to the on-road rates (Manage > On-road rates; README
 * "Admin API"). Each change replaces one table whole; the server dates every row whose
 * content changed. Numbers may come as JSON numbers or as numeric text from a form.
 */
import { z } from 'zod';
import type { VehicleType } from './admin-schemas.ts';
import { numberFromText } from './fields.ts';
import { checkBandList, isoDateSchema } from './onroad-rates.ts';
import {
  bandSchedules, optionKinds, powertrainOf, type BandMeasure, type BandSchedule, type BandValueKind,
} from './onroad-registry.ts';
import { warrantyExtraYears } from './warranty-plans.ts';

const emptyAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

interface AmountRule {
  label: string;
  min: number;
  max: number;
  decimals: number;
  /** Zero not allowed (an upper limit, a price). */
  positive?: boolean;
}

/** A number within bounds with at most `decimals` decimals, every refusal naming the field. */
function amount({ label, min, max, decimals, positive }: AmountRule) {
  const base = z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`);
  const bounded = (positive ? base.positive(`${label} must be more than 0`) : base.min(min, `${label} must be at least ${min}`))
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')}`)
    .refine((n) => Number(n.toFixed(decimals)) === n, `${label} may have at most ${decimals} decimals`);
  return z.preprocess(numberFromText, bounded);
}

const rupees = (label: string, max = 10_000_000) => amount({ label, min: 0, max, decimals: 2 });
const percent = (label: string, max = 100) => amount({ label, min: 0, max, decimals: 3 });

const measureRules: Record<BandMeasure, AmountRule> = {
  exShowroom: { label: 'Upper limit (₹)', min: 0, max: 100_000_000, decimals: 2, positive: true },
  engineCc: { label: 'Upper limit (cc)', min: 0, max: 5_000, decimals: 2, positive: true },
  motorKw: { label: 'Upper limit (kW)', min: 0, max: 500, decimals: 2, positive: true },
};

const valueRules: Record<BandValueKind, (label: string) => ReturnType<typeof amount>> = {
  percent: (label) => percent(label),
  rupees: (label) => rupees(label),
};

const maxBands = 20;

/** PUT /api/admin/onroad-rates/bands/{schedule}/{powertrain}: the whole list of bands. */
export function bandsBodySchema(schedule: BandSchedule, powertrain: 'ice' | 'ev') {
  const entry = bandSchedules[schedule];
  const band = z.object({
    upTo: z.preprocess(emptyAsNull, amount(measureRules[entry.measure[powertrain]]).nullable()),
    value: valueRules[entry.valueKind](entry.valueLabel),
  });
  return z.object({
    bands: z.array(band, { error: 'bands must be a list' }).min(1, 'Enter at least one band').max(maxBands, `At most ${maxBands} bands`)
      .superRefine(checkBandList),
  });
}

const chargePair = (label: string) => z.object({ ice: rupees(`${label} (petrol)`, 1_000_000), ev: rupees(`${label} (electric)`, 1_000_000) });

/** PUT /api/admin/onroad-rates/charges: all four fixed charges. */
export const chargesBodySchema = z.object({
  registration: chargePair('Registration fee'),
  smartCard: chargePair('Smart-card RC fee'),
  hsrp: chargePair('Number plates (HSRP)'),
  hypothecation: chargePair('Hypothecation endorsement'),
});
export type ChargesBody = z.infer<typeof chargesBodySchema>;

/**
 * PUT /api/admin/onroad-rates/settings: the two percentages of the insurance line and the
 * usual loan rate (optional: a change queued by an earlier version, without it, keeps the
 * stored rate).
 */
export const settingsBodySchema = z.object({
  idvDepreciationPercent: percent('Insured value depreciation (%)', 95),
  insuranceGstPercent: percent('GST on insurance (%)'),
  usualLoanRatePercent: percent('Usual loan interest rate (% per year)', 50).optional(),
});
export type SettingsBody = z.infer<typeof settingsBodySchema>;

const optionalId = z.preprocess(numberFromText, z.number().int().positive().max(2_147_483_647)).optional();
const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const maxSubsidies = 20;

const subsidyBody = z.object({
  id: optionalId,
  name: text('Scheme name', 80),
  perKwh: rupees('Amount per kWh', 1_000_000),
  cap: rupees('Cap per vehicle', 10_000_000),
  capPercent: z.preprocess(emptyAsNull, percent('Cap as a share of the ex-showroom price (%)').nullable()),
  maxExShowroom: z.preprocess(emptyAsNull, amount({ label: 'Highest eligible ex-showroom price', min: 0, max: 100_000_000, decimals: 2, positive: true }).nullable()),
  validFrom: isoDateSchema,
  validUntil: z.preprocess(emptyAsNull, isoDateSchema.nullable()),
}).refine((s) => s.validUntil === null || s.validUntil >= s.validFrom, { path: ['validUntil'], message: 'The last day must not be before the first' });

/** PUT /api/admin/onroad-rates/subsidies: every EV subsidy scheme (rows without id are new). */
export const subsidiesBodySchema = z.object({
  subsidies: z.array(subsidyBody, { error: 'subsidies must be a list' }).max(maxSubsidies, `At most ${maxSubsidies} schemes`)
    .refine((list) => uniqueIds(list), 'A scheme is listed twice'),
});
export type SubsidiesBody = z.infer<typeof subsidiesBodySchema>;

function uniqueIds(list: readonly { id?: number | undefined }[]): boolean {
  const ids = list.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  return new Set(ids).size === ids.length;
}

const attribute = (label: string, max: number, decimals: number) =>
  z.preprocess(emptyAsNull, amount({ label, min: 0, max, decimals, positive: true }).nullable());

/**
 * PUT /api/admin/onroad-rates/models/{id}: what the quote reads of a model. Petrol models
 * need the engine capacity; electric ones the motor power (rated, in kW) and battery (kWh).
 */
export function modelAttributesBodySchema(type: VehicleType) {
  const ev = powertrainOf(type) === 'ev';
  return z.object({
    engineCc: attribute('Engine capacity (cc)', 5_000, 2),
    motorKw: attribute('Motor power (kW)', 500, 2),
    batteryKwh: attribute('Battery capacity (kWh)', 100, 3),
  }).superRefine((a, ctx) => {
    const need = ev ? (['motorKw', 'batteryKwh'] as const) : (['engineCc'] as const);
    const none = ev ? (['engineCc'] as const) : (['motorKw', 'batteryKwh'] as const);
    for (const key of need) if (a[key] === null) ctx.addIssue({ code: 'custom', path: [key], message: `Required for ${ev ? 'an electric' : 'a petrol'} model` });
    for (const key of none) if (a[key] !== null) ctx.addIssue({ code: 'custom', path: [key], message: `Not used for ${ev ? 'an electric' : 'a petrol'} model; leave it empty` });
  });
}
export type ModelAttributesBody = z.infer<ReturnType<typeof modelAttributesBodySchema>>;

const maxOptionsPerModel = 20;

const optionBody = z.object({
  id: optionalId,
  kind: z.enum(optionKinds, { error: `kind must be one of ${optionKinds.join(', ')}` }),
  label: text('Label', 120),
  /**
   * The name in Hindi (optional, '' for none). A body from a screen older than the field
   * has none at all: the stored Hindi name of that option is kept (server/admin/onroad-repository.ts).
   */
  labelHi: z.string({ error: 'Name in Hindi must be text' }).trim().max(120, 'Name in Hindi must be at most 120 characters').optional(),
  years: z.preprocess((v) => numberFromText(emptyAsNull(v)), z.union(warrantyExtraYears.map((y) => z.literal(y)), {
    error: `Years must be one of ${warrantyExtraYears.join(', ')}, or empty`,
  }).nullable()),
  price: amount({ label: 'Price', min: 0, max: 1_000_000, decimals: 2, positive: true }),
}).superRefine((o, ctx) => {
  const warranty = o.kind === 'extendedWarranty';
  if (warranty && o.years === null) ctx.addIssue({ code: 'custom', path: ['years'], message: 'An extended warranty needs its years (1, 2, 3 or 7)' });
  if (!warranty && o.years !== null) ctx.addIssue({ code: 'custom', path: ['years'], message: 'Only an extended warranty has years' });
});

/** PUT /api/admin/onroad-rates/models/{id}/options: the model's whole list of optional lines. */
export const modelOptionsBodySchema = z.object({
  options: z.array(optionBody, { error: 'options must be a list' }).max(maxOptionsPerModel, `At most ${maxOptionsPerModel} options`)
    .refine((list) => uniqueIds(list), 'An option is listed twice')
    .refine((list) => {
      const years = list.filter((o) => o.kind === 'extendedWarranty').map((o) => o.years);
      return new Set(years).size === years.length;
    }, 'Each extended warranty period can be offered once'),
});
export type ModelOptionsBody = z.infer<typeof modelOptionsBodySchema>;
