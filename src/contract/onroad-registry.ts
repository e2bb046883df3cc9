/**
 * The rate tables of the on-road price (docs/on-road-price.md), as one registry the
 * quote, the server and the staff screens read: which tables exist, what each one is
 * measured by, and the human words a screen shows for them. The keys are stored as they
 * are in the database (migration 005), so no mapping sits between the two.
 */
import type { VehicleType } from './admin-schemas.ts';

/** The keys of a registry object, typed. */
const keysOf = <T extends object>(registry: T) => Object.keys(registry) as (keyof T & string)[];

/** Petrol engines and electric motors are taxed and insured by different rules. */
export const powertrains = ['ice', 'ev'] as const;
export type Powertrain = (typeof powertrains)[number];

export const powertrainLabels: Record<Powertrain, string> = {
  ice: 'Petrol',
  ev: 'Electric',
};

export function powertrainOf(type: VehicleType): Powertrain {
  return type === 'ev' ? 'ev' : 'ice';
}

/** What a band's upper limit is compared with. */
export type BandMeasure = 'exShowroom' | 'engineCc' | 'motorKw';

export const measureLabels: Record<BandMeasure, string> = {
  exShowroom: 'Ex-showroom price (₹)',
  engineCc: 'Engine capacity (cc)',
  motorKw: 'Motor power (kW)',
};

/** 'percent' of a base amount, or a fixed amount in 'rupees'. */
export type BandValueKind = 'percent' | 'rupees';

/**
 * Band schedules: each a list of bands with an inclusive upper limit (the last without
 * one), per powertrain. Road tax is a share of the ex-showroom price by price slab; the
 * third-party premium a fixed 5-year amount and the own-damage rate a share of the insured
 * value, both by engine capacity or, for electric models, by motor power.
 */
export const bandSchedules = {
  roadTax: {
    label: 'Road tax',
    valueKind: 'percent',
    valueLabel: 'Share of the ex-showroom price (%)',
    measure: { ice: 'exShowroom', ev: 'exShowroom' },
  },
  thirdParty: {
    label: 'Third-party premium (5 years, before GST)',
    valueKind: 'rupees',
    valueLabel: 'Premium (₹)',
    measure: { ice: 'engineCc', ev: 'motorKw' },
  },
  ownDamage: {
    label: 'Own-damage rate (1 year, before GST)',
    valueKind: 'percent',
    valueLabel: 'Share of the insured value (%)',
    measure: { ice: 'engineCc', ev: 'motorKw' },
  },
} as const satisfies Record<string, {
  label: string;
  valueKind: BandValueKind;
  valueLabel: string;
  measure: Record<Powertrain, BandMeasure>;
}>;

export type BandSchedule = keyof typeof bandSchedules;
export const bandScheduleKeys = keysOf(bandSchedules);

/** Fixed amounts, one for petrol and one for electric models. */
export const chargeLabels = {
  registration: 'Registration fee',
  smartCard: 'Smart-card RC fee',
  hsrp: 'Number plates (HSRP)',
  hypothecation: 'Hypothecation endorsement (when financed)',
} as const;

export type ChargeKey = keyof typeof chargeLabels;
export const chargeKeys = keysOf(chargeLabels);

/**
 * Percentages the insurance line is built with, and the interest rate the dealer's
 * financiers usually charge: the EMI calculator and the quote's EMI start from it.
 */
export const settingLabels = {
  idvDepreciationPercent: 'Insured value: ex-showroom price less (%)',
  insuranceGstPercent: 'GST on insurance (%)',
  usualLoanRatePercent: 'Usual loan interest rate (% per year)',
} as const;

export type SettingKey = keyof typeof settingLabels;
export const settingKeys = keysOf(settingLabels);

/** Optional lines a buyer may tick, at most one of each kind. */
export const optionKindLabels = {
  accessoryKit: 'Accessory kit',
  extendedWarranty: 'Extended warranty',
  amc: 'Annual maintenance contract (AMC)',
} as const;

export type OptionKind = keyof typeof optionKindLabels;
export const optionKinds = keysOf(optionKindLabels);

/** The screen of the staff panel (Manage > On-road rates). */
export const onroadScreenTitle = 'On-road rates';
