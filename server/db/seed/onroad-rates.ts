/**
 * The on-road rates seeded for Gurgaon (Haryana), as gathered on 22 Nov 2026 from the
 * public sources listed, figure by figure, in docs/on-road-price.md. Public sources
 * disagree; staff must confirm every figure (Manage > On-road rates) before relying on it.
 */
import type { Band } from '#contract/onroad-rates.ts';
import type { BandSchedule, ChargeKey, Powertrain, SettingKey } from '#contract/onroad-registry.ts';

/** When the figures were gathered: every seeded row is dated with it (12:00 IST). */
export const ratesGatheredAt = '2026-11-22T06:30:00.000Z';

export const seedBands: Record<BandSchedule, Record<Powertrain, Band[]>> = {
  roadTax: {
    // Haryana Motor Vehicles Taxation Act 2016 schedule, personal two-wheelers, one-time:
    // 4 % up to ₹0.75 lakh, 6 % above that up to ₹2 lakh, 8 % above ₹2 lakh.
    ice: [{ upTo: 75_000, value: 4 }, { upTo: 200_000, value: 6 }, { upTo: null, value: 8 }],
    // Haryana EV Policy 2022 (notified 8 Jul 2022, for 5 years): road tax fully exempt.
    ev: [{ upTo: null, value: 0 }],
  },
  thirdParty: {
    // MoRTH/IRDAI base premiums from 1 Jun 2022, 5-year single premium for new two-wheelers,
    // by cc: up to 75, 75-150, 150-350, above 350 (before GST).
    ice: [{ upTo: 75, value: 2_901 }, { upTo: 150, value: 3_851 }, { upTo: 350, value: 7_365 }, { upTo: null, value: 15_117 }],
    // The same notification for new electric two-wheelers, by kW: up to 3, 3-7, 7-16, above 16.
    ev: [{ upTo: 3, value: 2_466 }, { upTo: 7, value: 3_273 }, { upTo: 16, value: 6_260 }, { upTo: null, value: 12_849 }],
  },
  ownDamage: {
    // India Motor Tariff own-damage rates, zone B (Gurgaon is not a zone A city), vehicle
    // under 5 years: 1.676 % up to 150 cc, 1.760 % up to 350 cc, 1.844 % above. Insurers
    // price own damage freely since 2007 and usually discount these; a dealer quote starts here.
    ice: [{ upTo: 150, value: 1.676 }, { upTo: 350, value: 1.76 }, { upTo: null, value: 1.844 }],
    // No published tariff for electric two-wheelers: the petrol classes, banded by the same
    // kW steps as the third-party premium (a stand-in staff must confirm with the insurer).
    ev: [{ upTo: 7, value: 1.676 }, { upTo: 16, value: 1.76 }, { upTo: null, value: 1.844 }],
  },
};

export const seedCharges: Record<ChargeKey, Record<Powertrain, number>> = {
  // CMVR 1989 rule 81: new motorcycle registration ₹300, smart-card RC ₹200 more; battery
  // operated vehicles exempt from the registration fee since MoRTH's notification of 2 Aug 2021.
  registration: { ice: 300, ev: 0 },
  smartCard: { ice: 200, ev: 200 },
  // Two-wheeler HSRP with snap locks, about ₹400 in the NCR (vendor price; varies by state).
  hsrp: { ice: 400, ev: 400 },
  // Recording the lender on the RC when financed.
  hypothecation: { ice: 500, ev: 500 },
};

export const seedSettings: Record<SettingKey, number> = {
  // IMT GR.8: insured value of a vehicle under 6 months old = listed price less 5 %.
  idvDepreciationPercent: 5,
  // GST on motor insurance premiums.
  insuranceGstPercent: 18,
  // A placeholder for the dealer's financiers' usual two-wheeler rate: staff set theirs.
  usualLoanRatePercent: 11,
};

interface SeedSubsidy {
  name: string;
  perKwh: number;
  cap: number;
  capPercent: number | null;
  maxExShowroom: number | null;
  validFrom: string;
  validUntil: string | null;
}

/**
 * PM E-DRIVE for e-two-wheelers: ₹5,000/kWh capped at ₹10,000 in FY 2024-25, halved to
 * ₹2,500/kWh capped at ₹5,000 from 1 Apr 2025, at most 15 % of the ex-factory price (taken
 * on the ex-showroom price here); support for e-two-wheelers ended on 31 Mar 2026 although
 * the scheme runs on to 2028. Both periods are kept (dated), so no quote of Nov 2026 shows
 * them; staff add a new scheme if one is announced.
 */
export const seedSubsidies: SeedSubsidy[] = [
  { name: 'PM E-DRIVE, FY 2024-25', perKwh: 5_000, cap: 10_000, capPercent: 15, maxExShowroom: null, validFrom: '2024-10-01', validUntil: '2025-03-31' },
  { name: 'PM E-DRIVE, FY 2025-26', perKwh: 2_500, cap: 5_000, capPercent: 15, maxExShowroom: null, validFrom: '2025-04-01', validUntil: '2026-03-31' },
];
