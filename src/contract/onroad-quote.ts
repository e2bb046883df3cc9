/**
 * The on-road price of one variant: the one pure function the quote screen, the PDF and
 * the server (checking a quote stored with a lead) all use, so every copy of a quote adds
 * up the same way. No DOM, no Node APIs, no clock: the day the quote is for comes in.
 *
 * Rounding (stated once, applied everywhere): every line is worked out from the unrounded
 * rates and then rounded to the whole rupee, half away from zero (src/contract/rounding.ts);
 * the total is the sum of the rounded lines, so the lines a buyer sees always add up to
 * the total shown.
 *
 * Lines, in order: Ex-showroom; Road tax (the price slab's share of the ex-showroom
 * price); Registration and HSRP (registration + smart-card RC + number plates); Insurance
 * (own damage for 1 year on the insured value, i.e. ex-showroom less the new-vehicle
 * depreciation, plus the 5-year third-party premium, plus GST on both); Hypothecation when
 * financed; each ticked option; each EV subsidy in force on the day, as a negative line.
 * "Rates as of" is the IST day of the latest change of any rate row a line used.
 */
import { istDateOf } from './ist-date.ts';
import type { DatedBand, OnroadModel, OnroadRateTables, Subsidy } from './onroad-rates.ts';
import { bandSchedules, powertrainOf, type BandMeasure, type BandSchedule, type ChargeKey, type OptionKind, type Powertrain, type SettingKey } from './onroad-registry.ts';
import { roundRupees } from './rounding.ts';
import { isIsoDate } from './fields.ts';

export const quoteLabels = {
  exShowroom: 'Ex-showroom',
  roadTax: 'Road tax',
  registration: 'Registration and HSRP',
  insurance: 'Insurance (1 yr own damage + 5 yr third party)',
  hypothecation: 'Hypothecation (loan endorsement)',
  total: 'Total on-road',
} as const;

export const quoteErrors = {
  price: 'The ex-showroom price must be a positive amount',
  day: 'The quote date must be a date (YYYY-MM-DD)',
  engine: 'The engine capacity of this model is not recorded yet',
  motor: 'The motor power and battery capacity of this model are not recorded yet',
  rates: 'On-road rates are not available yet',
  option: 'An option ticked is not offered for this model',
  oneOfEach: 'Only one option of each kind can be ticked',
} as const;

/** 'EV subsidy (PM E-DRIVE, FY 2025-26)'. */
const subsidyLabel = (subsidy: Pick<Subsidy, 'name'>) => `EV subsidy (${subsidy.name})`;

type QuoteLineKind = 'exShowroom' | 'roadTax' | 'registration' | 'insurance' | 'hypothecation' | 'option' | 'subsidy';

export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  /** An option's name in Hindi, when the dealer wrote one (docs/visitor-language.md "Text the dealer enters"). */
  labelHi?: string;
  /** Whole rupees; negative for a subsidy. */
  amount: number;
  /** The option or subsidy row the line comes from. */
  id?: number;
  /** How the amount was reached (unrounded), for a screen or PDF that explains it. */
  basis?: Record<string, number>;
}

export interface Quote {
  lines: QuoteLine[];
  /** The sum of the lines, whole rupees. */
  total: number;
  /** IST day (YYYY-MM-DD) of the latest change of anything the quote used. */
  ratesAsOf: string;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; error: string };

export interface QuoteInput {
  /** The model's attributes and options (OnroadRates.models[key]). */
  model: OnroadModel;
  /** The chosen variant's ex-showroom price. */
  exShowroom: number;
  rates: OnroadRateTables;
  /** Ids of the options the buyer ticked. */
  ticked: readonly number[];
  /** Bought on a loan: the registration certificate records the lender (hypothecation). */
  financed: boolean;
  /** The IST day the quote is for (YYYY-MM-DD): decides which subsidies are in force. */
  on: string;
}

class QuoteError extends Error {}

/** The band a measure falls in: the first whose upper limit it does not exceed. */
function bandFor(bands: readonly DatedBand[], measure: number): DatedBand {
  const band = bands.find((b) => b.upTo === null || measure <= b.upTo);
  if (!band) throw new QuoteError(quoteErrors.rates);
  return band;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new QuoteError(quoteErrors.rates);
  return value;
}

function measures(model: OnroadModel, exShowroom: number, powertrain: Powertrain): Record<BandMeasure, number> {
  if (powertrain === 'ice' && model.engineCc === null) throw new QuoteError(quoteErrors.engine);
  if (powertrain === 'ev' && (model.motorKw === null || model.batteryKwh === null)) throw new QuoteError(quoteErrors.motor);
  return { exShowroom, engineCc: model.engineCc ?? 0, motorKw: model.motorKw ?? 0 };
}

function subsidyAmount(subsidy: Subsidy, exShowroom: number, batteryKwh: number): number {
  if (subsidy.maxExShowroom !== null && exShowroom > subsidy.maxExShowroom) return 0;
  const byShare = subsidy.capPercent === null ? Infinity : (exShowroom * subsidy.capPercent) / 100;
  return Math.min(subsidy.perKwh * batteryKwh, subsidy.cap, byShare);
}

function build(input: QuoteInput): Quote {
  const { model, exShowroom, rates, financed, on } = input;
  if (!Number.isFinite(exShowroom) || exShowroom <= 0) throw new QuoteError(quoteErrors.price);
  if (!isIsoDate(on)) throw new QuoteError(quoteErrors.day);
  const powertrain = powertrainOf(model.type);
  const measure = measures(model, exShowroom, powertrain);
  const used: string[] = [];
  const use = <T extends { changedAt: string }>(row: T): T => {
    used.push(row.changedAt);
    return row;
  };
  // Each schedule is looked up by what the registry says it is measured by (price, cc or kW).
  const band = (schedule: BandSchedule) => use(bandFor(rates.bands[schedule][powertrain], measure[bandSchedules[schedule].measure[powertrain]]));
  const lines: QuoteLine[] = [{ kind: 'exShowroom', label: quoteLabels.exShowroom, amount: roundRupees(exShowroom) }];

  const roadTax = band('roadTax');
  lines.push({
    kind: 'roadTax', label: quoteLabels.roadTax, amount: roundRupees((exShowroom * roadTax.value) / 100),
    basis: { percent: roadTax.value, of: exShowroom },
  });

  const fee = (key: ChargeKey) => use(required(rates.charges[key]))[powertrain];
  const setting = (key: SettingKey) => use(required(rates.settings[key])).value;
  const registration = fee('registration');
  const smartCard = fee('smartCard');
  const hsrp = fee('hsrp');
  lines.push({
    kind: 'registration', label: quoteLabels.registration, amount: roundRupees(registration + smartCard + hsrp),
    basis: { registration, smartCard, hsrp },
  });

  const depreciation = setting('idvDepreciationPercent');
  const gstPercent = setting('insuranceGstPercent');
  const thirdParty = band('thirdParty').value;
  const odPercent = band('ownDamage').value;
  const insuredValue = (exShowroom * (100 - depreciation)) / 100;
  const ownDamage = (insuredValue * odPercent) / 100;
  const gst = ((ownDamage + thirdParty) * gstPercent) / 100;
  lines.push({
    kind: 'insurance', label: quoteLabels.insurance, amount: roundRupees(ownDamage + thirdParty + gst),
    basis: { insuredValue, ownDamagePercent: odPercent, ownDamage, thirdParty, gstPercent, gst },
  });

  if (financed) {
    lines.push({ kind: 'hypothecation', label: quoteLabels.hypothecation, amount: roundRupees(fee('hypothecation')) });
  }

  const ticked = new Set(input.ticked);
  const known = new Set(model.options.map((o) => o.id));
  if ([...ticked].some((id) => !known.has(id))) throw new QuoteError(quoteErrors.option);
  const kinds = new Set<OptionKind>();
  // The model's own order, not the order of ticking: the same choice always reads the same.
  for (const option of model.options.filter((o) => ticked.has(o.id))) {
    if (kinds.has(option.kind)) throw new QuoteError(quoteErrors.oneOfEach);
    kinds.add(option.kind);
    use(option);
    lines.push({
      kind: 'option', label: option.label, ...(option.labelHi ? { labelHi: option.labelHi } : {}), amount: roundRupees(option.price), id: option.id,
    });
  }

  if (powertrain === 'ev') {
    const inForce = rates.subsidies.filter((s) => s.validFrom <= on && (s.validUntil === null || on <= s.validUntil));
    for (const subsidy of inForce) {
      const amount = roundRupees(subsidyAmount(subsidy, exShowroom, model.batteryKwh ?? 0));
      if (amount <= 0) continue;
      use(subsidy);
      lines.push({ kind: 'subsidy', label: subsidyLabel(subsidy), amount: -amount, id: subsidy.id, basis: { perKwh: subsidy.perKwh, batteryKwh: model.batteryKwh ?? 0, cap: subsidy.cap } });
    }
  }

  const latest = used.reduce((a, b) => (b > a ? b : a));
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0), ratesAsOf: istDateOf(latest) };
}

/** The itemised on-road price, or why it cannot be given (missing rates or attributes, a bad tick). */
export function quoteOnroad(input: QuoteInput): QuoteResult {
  try {
    return { ok: true, quote: build(input) };
  } catch (error) {
    if (error instanceof QuoteError) return { ok: false, error: error.message };
    throw error;
  }
}
