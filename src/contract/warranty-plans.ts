/**
 * requirements 9: extended warranty. Scooters: standard 3 years / 36,000 km; motorcycles:
 * standard 3 years / 42,000 km; extended by 1, 2, 3 or 7 years, each adding the listed
 * kilometres. Coverage ends at the earlier of the period or the kilometres.
 */
interface WarrantyOption {
  extraYears: number;
  extraKm: number;
  totalYears: number;
  totalKm: number;
}

interface WarrantyPlan {
  vehicle: string;
  standardYears: number;
  standardKm: number;
  options: WarrantyOption[];
}

/** requirements 9: the extensions on offer, in years. */
export const warrantyExtraYears = [1, 2, 3, 7] as const;

function plan(vehicle: string, standardYears: number, standardKm: number, extraKm: readonly number[]): WarrantyPlan {
  return {
    vehicle,
    standardYears,
    standardKm,
    options: warrantyExtraYears.map((years, i) => ({
      extraYears: years,
      extraKm: extraKm[i]!,
      totalYears: standardYears + years,
      totalKm: standardKm + extraKm[i]!,
    })),
  };
}

export const warrantyPlans: readonly WarrantyPlan[] = [
  plan('Scooters', 3, 36_000, [12_000, 24_000, 36_000, 84_000]),
  plan('Motorcycles', 3, 42_000, [16_000, 28_000, 40_000, 88_000]),
];

export const coverageNote = 'Coverage ends at the earlier of the period or the kilometres, whichever comes first.';

/** requirements 9 has plans for scooters and motorcycles; electric scooters follow the scooter plan. */
export function warrantyPlanFor(type: 'bikes' | 'scooters' | 'ev'): WarrantyPlan {
  return warrantyPlans[type === 'bikes' ? 1 : 0]!;
}
