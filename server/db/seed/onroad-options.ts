/**
 * The optional lines of each seeded model: an accessory kit of the model's own genuine
 * accessories (their prices added up), the four extended-warranty periods of requirements 9 and
 * the AMC of requirements 9. Warranty and AMC prices are the dealer's own: the figures here are
 * placeholders for staff to replace (docs/on-road-price.md).
 */
import type { VehicleType } from '#contract/admin-schemas.ts';
import type { OptionKind } from '#contract/onroad-registry.ts';
import { warrantyPlanFor } from '#contract/warranty-plans.ts';
import type { SeedModel } from './seed-types.ts';

interface SeedOption {
  kind: OptionKind;
  label: string;
  years: number | null;
  price: number;
}

/** Placeholder prices by extra years; electric scooters cover the motor and battery too. */
const warrantyPrices: Record<VehicleType, Record<number, number>> = {
  bikes: { 1: 749, 2: 1_349, 3: 1_899, 7: 3_999 },
  scooters: { 1: 649, 2: 1_149, 3: 1_599, 7: 3_399 },
  ev: { 1: 999, 2: 1_799, 3: 2_499, 7: 4_999 },
};

const amcPrices: Record<VehicleType, number> = { bikes: 1_499, scooters: 1_299, ev: 999 };

const km = (n: number) => n.toLocaleString('en-IN');
const yearsText = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

export function seedOptions(model: SeedModel): SeedOption[] {
  const plan = warrantyPlanFor(model.type);
  return [
    {
      kind: 'accessoryKit',
      label: `Accessory kit: ${model.accessories.map((a) => a.heading).join(', ')}`,
      years: null,
      price: model.accessories.reduce((sum, a) => sum + a.price, 0),
    },
    ...plan.options.map((o): SeedOption => ({
      kind: 'extendedWarranty',
      // requirements 9: the period is added to the standard warranty; coverage ends at the earlier limit.
      label: `Extended warranty +${yearsText(o.extraYears)} (${yearsText(o.totalYears)} or ${km(o.totalKm)} km in all)`,
      years: o.extraYears,
      price: warrantyPrices[model.type][o.extraYears] ?? 0,
    })),
    // requirements 9: one year of free maintenance, 3 services and 2 extra washes.
    { kind: 'amc', label: 'AMC: 1 year, 3 services and 2 extra washes', years: null, price: amcPrices[model.type] },
  ];
}
