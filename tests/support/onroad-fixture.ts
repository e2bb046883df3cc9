/**
 * Hand-written rate tables for the quote tests: the Gurgaon figures seeded in
 * server/db/seed/onroad-rates.ts, written out here so every test's arithmetic can be
 * checked against numbers on the page, each row dated so "Rates as of" can be followed.
 */
import type { OnroadModel, OnroadOption, OnroadRates, Subsidy } from '#contract/onroad-rates.ts';
import type { VehicleType } from '#contract/admin-schemas.ts';

const seededAt = '2026-11-01T06:30:00.000Z';

const dated = <T extends object>(row: T, changedAt = seededAt) => ({ ...row, changedAt });

export function fixtureRates(): OnroadRates {
  return {
    asOf: seededAt,
    bands: {
      // Road tax: 4 % up to ₹75,000 (inclusive), 6 % up to ₹2,00,000, 8 % above; EVs exempt.
      roadTax: {
        ice: [dated({ upTo: 75_000, value: 4 }), dated({ upTo: 200_000, value: 6 }), dated({ upTo: null, value: 8 })],
        ev: [dated({ upTo: null, value: 0 })],
      },
      // Third party, 5 years, before GST: by cc (75 / 150 / 350) and by kW (3 / 7 / 16).
      thirdParty: {
        ice: [dated({ upTo: 75, value: 2_901 }), dated({ upTo: 150, value: 3_851 }), dated({ upTo: 350, value: 7_365 }), dated({ upTo: null, value: 15_117 })],
        ev: [dated({ upTo: 3, value: 2_466 }), dated({ upTo: 7, value: 3_273 }), dated({ upTo: 16, value: 6_260 }), dated({ upTo: null, value: 12_849 })],
      },
      // Own damage, share of the insured value: 1.676 % / 1.760 % / 1.844 %.
      ownDamage: {
        ice: [dated({ upTo: 150, value: 1.676 }), dated({ upTo: 350, value: 1.76 }), dated({ upTo: null, value: 1.844 })],
        ev: [dated({ upTo: 7, value: 1.676 }), dated({ upTo: 16, value: 1.76 }), dated({ upTo: null, value: 1.844 })],
      },
    },
    charges: {
      registration: dated({ ice: 300, ev: 0 }),
      smartCard: dated({ ice: 200, ev: 200 }),
      hsrp: dated({ ice: 400, ev: 400 }),
      hypothecation: dated({ ice: 500, ev: 500 }),
    },
    settings: {
      idvDepreciationPercent: dated({ value: 5 }),
      insuranceGstPercent: dated({ value: 18 }),
    },
    subsidies: [],
    models: {},
  };
}

/** PM E-DRIVE as it was in FY 2024-25: ₹5,000/kWh, at most ₹10,000 and 15 % of the price. */
export const pmEDrive2024: Subsidy = {
  id: 1, name: 'PM E-DRIVE, FY 2024-25', perKwh: 5_000, cap: 10_000, capPercent: 15, maxExShowroom: null,
  validFrom: '2024-10-01', validUntil: '2025-03-31', changedAt: seededAt,
};

/** FY 2025-26: halved to ₹2,500/kWh, at most ₹5,000. */
export const pmEDrive2025: Subsidy = {
  ...pmEDrive2024, id: 2, name: 'PM E-DRIVE, FY 2025-26', perKwh: 2_500, cap: 5_000, validFrom: '2025-04-01', validUntil: '2026-03-31',
};

export const kit: OnroadOption = { id: 11, kind: 'accessoryKit', label: 'Accessory kit: Seat Cover, Crash Guard', years: null, price: 2_100, changedAt: seededAt };
export const warranty2: OnroadOption = { id: 12, kind: 'extendedWarranty', label: 'Extended warranty +2 years', years: 2, price: 1_349, changedAt: seededAt };
export const warranty7: OnroadOption = { id: 13, kind: 'extendedWarranty', label: 'Extended warranty +7 years', years: 7, price: 3_999, changedAt: seededAt };
export const amc: OnroadOption = { id: 14, kind: 'amc', label: 'AMC: 1 year, 3 services and 2 extra washes', years: null, price: 1_499, changedAt: seededAt };

export function petrol(engineCc: number, type: VehicleType = 'bikes', options: OnroadOption[] = [kit, warranty2, warranty7, amc]): OnroadModel {
  return { type, engineCc, motorKw: null, batteryKwh: null, options };
}

export function electric(motorKw: number, batteryKwh: number): OnroadModel {
  return { type: 'ev', engineCc: null, motorKw, batteryKwh, options: [] };
}
