/**
 * The on-road seed (server/db/seed/seed-onroad.ts): structured attributes for every seed
 * model that agree with its spec sheet, options per model, the Gurgaon rates stored once,
 * and a database whose catalogue was seeded before migration 005 brought up to date on
 * its next start without touching anything twice (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { seedModels } from '../../server/db/seed/catalogue.ts';
import { seedOnroadIfMissing } from '../../server/db/seed/seed-onroad.ts';
import { publicOnroadRates } from '../../server/catalogue/onroad-repository.ts';
import { onroadRatesSchema } from '#contract/onroad-rates.ts';
import { quoteOnroad } from '#contract/onroad-quote.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
}, 300_000);
afterAll(async () => {
  await testDb?.drop();
});

const version = async () => (await testDb.db.query<{ v: string }>('SELECT version::text AS v FROM catalogue_state')).rows[0]!.v;

describe('seed model attributes', () => {
  it('gives petrol models their cc and electric ones their rated kW and battery, as their spec sheets say', () => {
    for (const m of seedModels) {
      if (m.type === 'ev') {
        expect('motorKw' in m.onroad, m.name).toBe(true);
        if (!('motorKw' in m.onroad)) continue;
        expect(m.specs.engineDetails.ratedPower, m.name).toBe(`${m.onroad.motorKw} kW`);
        expect(m.specs.engineDetails.batteryCapacity, m.name).toMatch(/kWh/);
        expect(m.onroad.batteryKwh).toBeGreaterThan(0);
      } else {
        expect('engineCc' in m.onroad, m.name).toBe(true);
        if (!('engineCc' in m.onroad)) continue;
        expect(m.specs.engineDetails.displacement, m.name).toBe(`${m.onroad.engineCc} cc`);
      }
    }
  });

  it('quotes every seeded model and variant from the seeded rates', async () => {
    const rates = onroadRatesSchema.parse(await publicOnroadRates(testDb.db));
    expect(Object.keys(rates.models)).toHaveLength(seedModels.length);
    for (const m of seedModels) {
      const model = rates.models[m.bikeKey]!;
      expect(model.options.map((o) => o.kind)).toEqual(['accessoryKit', 'extendedWarranty', 'extendedWarranty', 'extendedWarranty', 'extendedWarranty', 'amc']);
      // The kit is the model's own accessories, their prices added up.
      expect(model.options[0]!.price).toBe(m.accessories.reduce((sum, a) => sum + a.price, 0));
      for (const variant of m.variants) {
        const result = quoteOnroad({ model, exShowroom: variant.price, rates, ticked: [model.options[0]!.id], financed: true, on: '2026-11-22' });
        expect(result.ok, `${m.name} ${variant.name}`).toBe(true);
      }
    }
  });
});

describe('a catalogue seeded before migration 005', () => {
  it('gets its rates, attributes and options on the next start, once', async () => {
    // As such a database was: no attributes, no options, no rates.
    for (const table of ['onroad_options', 'onroad_bands', 'onroad_charges', 'onroad_settings', 'onroad_subsidies']) {
      await testDb.db.query(`DELETE FROM ${table}`);
    }
    await testDb.db.query('UPDATE models SET engine_cc = NULL, motor_kw = NULL, battery_kwh = NULL');
    const before = await version();
    expect(await seedIfEmpty(testDb.db)).toBe(false);
    const rates = await publicOnroadRates(testDb.db);
    expect(rates.models.Shine100).toMatchObject({ engineCc: 98.98 });
    expect(rates.models.QC1).toMatchObject({ motorKw: 1.2, batteryKwh: 1.5 });
    expect(Object.values(rates.models).every((m) => m.options.length === 6)).toBe(true);
    expect(rates.charges.hypothecation?.ice).toBe(500);
    expect(await version()).not.toBe(before);

    // Later starts leave the staff's tables alone and do not move the manifest version.
    await testDb.db.query("DELETE FROM onroad_options WHERE kind = 'amc'");
    const settled = await version();
    expect(await seedOnroadIfMissing(testDb.db)).toBe(false);
    expect(await seedIfEmpty(testDb.db)).toBe(false);
    expect(await version()).toBe(settled);
    const { rows } = await testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM onroad_options WHERE kind = 'amc'");
    expect(rows[0]!.n).toBe(0);
  });
});
