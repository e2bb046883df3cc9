/**
 * Seeds the on-road rates once per database: the first start after migration 005 finds
 * no charges and stores the Gurgaon figures of onroad-rates.ts, fills the attributes of
 * the seeded models a catalogue seeded earlier lacks, and gives those models their
 * optional lines. Later starts change nothing (the tables are the staff's from then on),
 * so the offline manifest's version does not move on a restart.
 */
import type { Db, Queryable } from '../connect.ts';
import { bandScheduleKeys, chargeKeys, powertrains, settingKeys } from '#contract/onroad-registry.ts';
import { seedModels } from './catalogue.ts';
import { insertRows } from './insert-rows.ts';
import { seedOptions } from './onroad-options.ts';
import { ratesGatheredAt, seedBands, seedCharges, seedSettings, seedSubsidies } from './onroad-rates.ts';
import type { SeedModel } from './seed-types.ts';

const lockKey = 7_303_105;

interface AttributeColumns {
  engineCc: number | null;
  motorKw: number | null;
  batteryKwh: number | null;
}

export function attributeColumns(model: SeedModel): AttributeColumns {
  const a = model.onroad;
  return 'engineCc' in a
    ? { engineCc: a.engineCc, motorKw: null, batteryKwh: null }
    : { engineCc: null, motorKw: a.motorKw, batteryKwh: a.batteryKwh };
}

const seedByKey = new Map(seedModels.map((m) => [m.bikeKey.toLowerCase(), m]));

interface ModelRow {
  id: number;
  bike_key: string;
}

/** The optional lines of the given models, for those that are seed models. */
export async function insertSeedOptions(tx: Queryable, models: readonly ModelRow[]): Promise<void> {
  const rows = models.flatMap((row) => {
    const model = seedByKey.get(row.bike_key.toLowerCase());
    return model ? seedOptions(model).map((o, i) => [row.id, o.kind, o.label, o.years, o.price, i, ratesGatheredAt]) : [];
  });
  await insertRows(tx, 'onroad_options', ['model_id', 'kind', 'label', 'years', 'price', 'sort', 'changed_at'], rows);
}

async function insertRates(tx: Queryable): Promise<void> {
  const at = ratesGatheredAt;
  await insertRows(
    tx,
    'onroad_bands',
    ['schedule', 'powertrain', 'position', 'up_to', 'value', 'changed_at'],
    bandScheduleKeys.flatMap((schedule) => powertrains.flatMap((p) => seedBands[schedule][p].map((b, i) => [schedule, p, i, b.upTo, b.value, at]))),
  );
  await insertRows(tx, 'onroad_charges', ['key', 'ice_amount', 'ev_amount', 'changed_at'], chargeKeys.map((k) => [k, seedCharges[k].ice, seedCharges[k].ev, at]));
  await insertRows(tx, 'onroad_settings', ['key', 'value', 'changed_at'], settingKeys.map((k) => [k, seedSettings[k], at]));
  await insertRows(
    tx,
    'onroad_subsidies',
    ['name', 'per_kwh', 'cap', 'cap_percent', 'max_ex_showroom', 'valid_from', 'valid_until', 'changed_at'],
    seedSubsidies.map((s) => [s.name, s.perKwh, s.cap, s.capPercent, s.maxExShowroom, s.validFrom, s.validUntil, at]),
  );
}

/** Seed models stored before migration 005 have no attributes yet. */
async function fillModelAttributes(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<ModelRow>('SELECT id, bike_key FROM models WHERE engine_cc IS NULL AND motor_kw IS NULL AND battery_kwh IS NULL');
  for (const row of rows) {
    const model = seedByKey.get(row.bike_key.toLowerCase());
    if (!model) continue;
    const a = attributeColumns(model);
    await tx.query('UPDATE models SET engine_cc = $2, motor_kw = $3, battery_kwh = $4 WHERE id = $1', [row.id, a.engineCc, a.motorKw, a.batteryKwh]);
  }
}

/** Stores the seeded rates when a database has none; returns whether it did. */
export async function seedOnroadIfMissing(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting together seed once.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM onroad_charges');
    if ((rows[0]?.n ?? 0) > 0) return false;
    await insertRates(tx);
    await fillModelAttributes(tx);
    const bare = await tx.query<ModelRow>('SELECT m.id, m.bike_key FROM models m WHERE NOT EXISTS (SELECT 1 FROM onroad_options o WHERE o.model_id = m.id) ORDER BY m.id');
    await insertSeedOptions(tx, bare.rows);
    return true;
  });
}
