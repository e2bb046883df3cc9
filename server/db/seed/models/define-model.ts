/**
 * Helpers that keep the model data files short: the key and media folder derived from
 * the name, variants priced from the base price, and the repeated spec wording.
 */
import { bikeKey } from '#contract/api-paths.ts';
import type { SeedModel, SeedVariant } from '../seed-types.ts';

type ModelInput = Omit<SeedModel, 'bikeKey' | 'slug' | 'variants'> & {
  /** requirements 2.3: only X-Blade and CD110 Dream Deluxe have a key other than the name without spaces. */
  bikeKey?: string;
  /** [name, extra over the base price]; the first is the base variant. */
  variants: [string, number][];
};

export function defineModel(input: ModelInput): SeedModel {
  const variants: SeedVariant[] = input.variants.map(([name, extra]) => ({ name, price: input.price + extra }));
  return {
    ...input,
    bikeKey: input.bikeKey ?? bikeKey(input.name),
    slug: input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    variants,
  };
}

/** Body dimensions in the brochure's wording, numbers in millimetres, kilograms and litres. */
export function dimensions(d: {
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  groundClearance: number;
  kerbWeight: number;
  fuelTank?: number;
  seatHeight: number;
}): Record<string, string> {
  const mm = (n: number) => `${n.toLocaleString('en-IN')} mm`;
  return {
    overallLength: mm(d.length),
    overallWidth: mm(d.width),
    overallHeight: mm(d.height),
    wheelbase: mm(d.wheelbase),
    groundClearance: mm(d.groundClearance),
    kerbWeight: `${d.kerbWeight} kg`,
    ...(d.fuelTank === undefined ? {} : { fuelTankCapacity: `${d.fuelTank} L` }),
    seatHeight: mm(d.seatHeight),
  };
}

export function manualGearbox(gears: number, clutch = 'Multi-plate wet'): Record<string, string> {
  return {
    clutch,
    transmissionType: 'Constant mesh',
    gearbox: `${gears} speed manual`,
    gearPattern: gears === 4 ? '1-N-2-3-4' : `1-N-${Array.from({ length: gears - 1 }, (_, i) => i + 2).join('-')}`,
    finalDrive: 'Chain drive, O-ring sealed',
  };
}

export function scooterGearbox(): Record<string, string> {
  return {
    clutch: 'Automatic centrifugal, dry type',
    transmissionType: 'V-Matic (CVT)',
    gearbox: 'Continuously variable automatic',
    finalDrive: 'Gear reduction, sealed',
  };
}
