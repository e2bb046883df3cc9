/**
 * SQL of the on-road rate reads (migration 005): the public read GET /api/onroad-rates
 * (active models only, keyed by model key) and the staff's read of every table (all
 * models, with ids). Money and rates are cast to float8 and times written as UTC ISO text
 * by the SQL itself, so both drivers give the same JSON.
 */
import type { Queryable } from '../db/connect.ts';
import type { VehicleType } from '#contract/admin-schemas.ts';
import type {
  AdminOnroadModel, AdminOnroadRates, DatedBand, OnroadModel, OnroadOption, OnroadRateTables, OnroadRates, Subsidy,
} from '#contract/onroad-rates.ts';
import {
  bandScheduleKeys, chargeKeys, powertrains, settingKeys, type BandSchedule, type ChargeKey, type OptionKind, type Powertrain, type SettingKey,
} from '#contract/onroad-registry.ts';

/** A timestamptz column as '2026-11-22T06:30:00.000Z'. */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A date column as '2026-03-31'. */
export const isoDay = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const typeOrder = `CASE m.type WHEN 'bikes' THEN 0 WHEN 'scooters' THEN 1 ELSE 2 END`;

interface BandRow { schedule: BandSchedule; powertrain: Powertrain; up_to: number | null; value: number; changed_at: string }
interface ChargeRow { key: ChargeKey; ice_amount: number; ev_amount: number; changed_at: string }
interface SettingRow { key: SettingKey; value: number; changed_at: string }
interface SubsidyRow {
  id: number; name: string; per_kwh: number; cap: number; cap_percent: number | null; max_ex_showroom: number | null;
  valid_from: string; valid_until: string | null; changed_at: string;
}
interface ModelRow {
  id: number; name: string; bike_key: string; type: VehicleType; status: 0 | 1;
  engine_cc: number | null; motor_kw: number | null; battery_kwh: number | null;
}
interface OptionRow { id: number; model_id: number; kind: OptionKind; label: string; label_hi: string; years: number | null; price: number; changed_at: string }

async function rateTables(db: Queryable): Promise<OnroadRateTables> {
  const [bandRows, chargeRows, settingRows, subsidyRows] = await Promise.all([
    db.query<BandRow>(`SELECT schedule, powertrain, up_to::float8 AS up_to, value::float8 AS value, ${isoTime('changed_at')} AS changed_at
                         FROM onroad_bands ORDER BY schedule, powertrain, position`),
    db.query<ChargeRow>(`SELECT key, ice_amount::float8 AS ice_amount, ev_amount::float8 AS ev_amount, ${isoTime('changed_at')} AS changed_at FROM onroad_charges`),
    db.query<SettingRow>(`SELECT key, value::float8 AS value, ${isoTime('changed_at')} AS changed_at FROM onroad_settings`),
    db.query<SubsidyRow>(`SELECT id, name, per_kwh::float8 AS per_kwh, cap::float8 AS cap, cap_percent::float8 AS cap_percent,
                                 max_ex_showroom::float8 AS max_ex_showroom, ${isoDay('valid_from')} AS valid_from,
                                 ${isoDay('valid_until')} AS valid_until, ${isoTime('changed_at')} AS changed_at
                            FROM onroad_subsidies ORDER BY valid_from, id`),
  ]);
  const bands = Object.fromEntries(bandScheduleKeys.map((s) => [s, Object.fromEntries(powertrains.map((p) => [p, [] as DatedBand[]]))])) as OnroadRateTables['bands'];
  for (const r of bandRows.rows) bands[r.schedule][r.powertrain].push({ upTo: r.up_to, value: r.value, changedAt: r.changed_at });
  const charges: OnroadRateTables['charges'] = {};
  for (const r of chargeRows.rows) if (chargeKeys.includes(r.key)) charges[r.key] = { ice: r.ice_amount, ev: r.ev_amount, changedAt: r.changed_at };
  const settings: OnroadRateTables['settings'] = {};
  for (const r of settingRows.rows) if (settingKeys.includes(r.key)) settings[r.key] = { value: r.value, changedAt: r.changed_at };
  const subsidies: Subsidy[] = subsidyRows.rows.map((r) => ({
    id: r.id, name: r.name, perKwh: r.per_kwh, cap: r.cap, capPercent: r.cap_percent, maxExShowroom: r.max_ex_showroom,
    validFrom: r.valid_from, validUntil: r.valid_until, changedAt: r.changed_at,
  }));
  const times = [
    ...bandRows.rows, ...chargeRows.rows, ...settingRows.rows, ...subsidyRows.rows,
  ].map((r) => r.changed_at);
  return { asOf: latest(times), bands, charges, settings, subsidies };
}

function latest(times: readonly string[]): string | null {
  return times.reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);
}

/** Models (all, or only active ones) with their attributes and options, in listing order. */
async function models(db: Queryable, activeOnly: boolean): Promise<AdminOnroadModel[]> {
  const [modelRows, optionRows] = await Promise.all([
    db.query<ModelRow>(`SELECT m.id, m.name, m.bike_key, m.type, m.status::int AS status, m.engine_cc::float8 AS engine_cc,
                               m.motor_kw::float8 AS motor_kw, m.battery_kwh::float8 AS battery_kwh
                          FROM models m ${activeOnly ? 'WHERE m.status = 1' : ''} ORDER BY ${typeOrder}, m.sort, m.id`),
    db.query<OptionRow>(`SELECT id, model_id, kind, label, label_hi, years::int AS years, price::float8 AS price, ${isoTime('changed_at')} AS changed_at
                           FROM onroad_options ORDER BY model_id, sort, id`),
  ]);
  const optionsOf = new Map<number, OnroadOption[]>();
  for (const r of optionRows.rows) {
    const list = optionsOf.get(r.model_id) ?? [];
    list.push({ id: r.id, kind: r.kind, label: r.label, labelHi: r.label_hi, years: r.years, price: r.price, changedAt: r.changed_at });
    optionsOf.set(r.model_id, list);
  }
  return modelRows.rows.map((r) => ({
    id: r.id, name: r.name, bikeKey: r.bike_key, status: r.status, type: r.type,
    engineCc: r.engine_cc, motorKw: r.motor_kw, batteryKwh: r.battery_kwh, options: optionsOf.get(r.id) ?? [],
  }));
}

/** The latest change of the tables or of any listed model's options. */
function withOptionsAsOf<T extends OnroadRateTables>(tables: T, list: readonly { options: readonly OnroadOption[] }[]): T {
  return { ...tables, asOf: latest([...(tables.asOf ? [tables.asOf] : []), ...list.flatMap((m) => m.options.map((o) => o.changedAt))]) };
}

/** GET /api/onroad-rates. */
export async function publicOnroadRates(db: Queryable): Promise<OnroadRates> {
  const [tables, list] = await Promise.all([rateTables(db), models(db, true)]);
  const byKey: Record<string, OnroadModel> = {};
  for (const m of list) {
    byKey[m.bikeKey] = { type: m.type, engineCc: m.engineCc, motorKw: m.motorKw, batteryKwh: m.batteryKwh, options: m.options };
  }
  return { ...withOptionsAsOf(tables, list), models: byKey };
}

/** GET /api/admin/onroad-rates: every table and every model, switched off or not. */
export async function adminOnroadRates(db: Queryable): Promise<AdminOnroadRates> {
  const [tables, list] = await Promise.all([rateTables(db), models(db, false)]);
  return { ...withOptionsAsOf(tables, list), models: list };
}
