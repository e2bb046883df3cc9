/**
 * SQL of the staff's changes to the on-road rates (Manage > On-road rates). Each change
 * replaces one table, in one transaction, and dates exactly the rows whose content
 * changed with the time of the change: a row saved again unchanged keeps its date, so a
 * quote's "Rates as of" moves only when something it uses really changed, and a save that
 * changes nothing writes nothing (the offline manifest's version stays put). Every write
 * fires the catalogue version triggers of migration 005.
 */
import type { Queryable } from '../db/connect.ts';
import type { Band } from '#contract/onroad-rates.ts';
import type { ChargesBody, ModelAttributesBody, ModelOptionsBody, SettingsBody, SubsidiesBody } from '#contract/onroad-admin-schemas.ts';
import { chargeKeys, settingKeys, type BandSchedule, type Powertrain } from '#contract/onroad-registry.ts';
import type { VehicleType } from '#contract/admin-schemas.ts';
import { isoDay } from '../catalogue/onroad-repository.ts';
import { HttpError } from '../http/http-error.ts';

/** One writer per table at a time: a second save waits and then compares with the first's result. */
const lockKey = 7_303_205;
const lock = (tx: Queryable) => tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);

const staleRowMessage = 'These rates were changed meanwhile on another screen: reload them and try again';

interface DatedBandRow { up_to: number | null; value: number; changed_at: Date | string }

/**
 * A band is the same band when its lower limit (the previous band's upper limit), upper
 * limit and value are all unchanged; moving a boundary changes both bands beside it.
 */
const bandIdentity = (bands: readonly Pick<Band, 'upTo' | 'value'>[], i: number) =>
  `${i === 0 ? 0 : bands[i - 1]?.upTo}|${bands[i]?.upTo}|${bands[i]?.value}`;

export async function replaceBands(tx: Queryable, schedule: BandSchedule, powertrain: Powertrain, bands: readonly Band[], now: Date): Promise<boolean> {
  await lock(tx);
  const { rows } = await tx.query<DatedBandRow>(
    `SELECT up_to::float8 AS up_to, value::float8 AS value, changed_at FROM onroad_bands
      WHERE schedule = $1 AND powertrain = $2 ORDER BY position`,
    [schedule, powertrain],
  );
  const old = rows.map((r) => ({ upTo: r.up_to, value: r.value }));
  const dates = new Map(old.map((_, i) => [bandIdentity(old, i), rows[i]!.changed_at]));
  if (old.length === bands.length && old.every((_, i) => bandIdentity(old, i) === bandIdentity(bands, i))) return false;
  await tx.query('DELETE FROM onroad_bands WHERE schedule = $1 AND powertrain = $2', [schedule, powertrain]);
  for (const [i, band] of bands.entries()) {
    await tx.query(
      'INSERT INTO onroad_bands (schedule, powertrain, position, up_to, value, changed_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [schedule, powertrain, i, band.upTo, band.value, dates.get(bandIdentity(bands, i)) ?? now],
    );
  }
  return true;
}

/** Upserts keyed rows (charges, settings), dating those whose values differ. */
async function upsertKeyed(tx: Queryable, table: 'onroad_charges' | 'onroad_settings', columns: string[], wanted: Map<string, number[]>, now: Date): Promise<boolean> {
  await lock(tx);
  const { rows } = await tx.query<Record<string, unknown> & { key: string }>(
    `SELECT key, ${columns.map((c) => `${c}::float8 AS ${c}`).join(', ')} FROM ${table}`,
  );
  const current = new Map(rows.map((r) => [r.key, columns.map((c) => r[c])]));
  let changed = false;
  for (const [key, values] of wanted) {
    const before = current.get(key);
    if (before && before.every((v, i) => v === values[i])) continue;
    changed = true;
    const params = columns.map((_, i) => `$${i + 2}`);
    await tx.query(
      `INSERT INTO ${table} (key, ${columns.join(', ')}, changed_at) VALUES ($1, ${params.join(', ')}, $${columns.length + 2})
       ON CONFLICT (key) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, changed_at = EXCLUDED.changed_at`,
      [key, ...values, now],
    );
  }
  return changed;
}

export function updateCharges(tx: Queryable, body: ChargesBody, now: Date): Promise<boolean> {
  return upsertKeyed(tx, 'onroad_charges', ['ice_amount', 'ev_amount'], new Map(chargeKeys.map((k) => [k, [body[k].ice, body[k].ev]])), now);
}

export function updateSettings(tx: Queryable, body: SettingsBody, now: Date): Promise<boolean> {
  // A setting the body leaves out (an earlier version's) keeps its stored value.
  const given = settingKeys.flatMap((k) => (body[k] === undefined ? [] : [[k, [body[k]]] as [string, number[]]]));
  return upsertKeyed(tx, 'onroad_settings', ['value'], new Map(given), now);
}

/**
 * A table whose rows have ids (subsidies, a model's options): rows sent with an id are
 * that row (dated if their content changed), rows without one are new, rows not sent are
 * removed. `order` columns (a list position) are kept up to date without dating the row.
 */
interface ListTable {
  table: 'onroad_subsidies' | 'onroad_options';
  /** Body field -> column and the SQL that reads it back in the body's form. */
  fields: Record<string, { column: string; read: string }>;
  scope?: { column: string; value: number };
  order?: string;
}

async function replaceList(tx: Queryable, spec: ListTable, list: readonly (Record<string, unknown> & { id?: number | undefined })[], now: Date): Promise<boolean> {
  await lock(tx);
  const keys = Object.keys(spec.fields);
  const where = spec.scope ? `WHERE ${spec.scope.column} = $1` : '';
  const scopeParams = spec.scope ? [spec.scope.value] : [];
  const { rows } = await tx.query<Record<string, unknown> & { id: number }>(
    `SELECT id, ${keys.map((k) => `${spec.fields[k]!.read} AS "${k}"`).join(', ')}${spec.order ? `, ${spec.order} AS "_order"` : ''}
       FROM ${spec.table} ${where}`,
    scopeParams,
  );
  const current = new Map(rows.map((r) => [r.id, r]));
  if (list.some((row) => row.id !== undefined && !current.has(row.id))) throw new HttpError(409, staleRowMessage);
  let changed = false;
  const kept = new Set<number>();
  const columns = keys.map((k) => spec.fields[k]!.column);
  for (const [position, row] of list.entries()) {
    const values = keys.map((k) => row[k] ?? null);
    const extra = spec.order ? [spec.order] : [];
    const extraValues = spec.order ? [position] : [];
    const before = row.id === undefined ? undefined : current.get(row.id);
    if (before && row.id !== undefined) {
      kept.add(row.id);
      const same = keys.every((k, i) => before[k] === values[i]);
      if (same && (!spec.order || before._order === position)) continue;
      changed = true;
      const sets = [...columns, ...extra].map((c, i) => `${c} = $${i + 2}`);
      if (!same) sets.push(`changed_at = $${columns.length + extra.length + 2}`);
      await tx.query(`UPDATE ${spec.table} SET ${sets.join(', ')} WHERE id = $1`, [row.id, ...values, ...extraValues, ...(same ? [] : [now])]);
      continue;
    }
    changed = true;
    const insertColumns = [...(spec.scope ? [spec.scope.column] : []), ...columns, ...extra, 'changed_at'];
    const params = [...scopeParams, ...values, ...extraValues, now];
    await tx.query(`INSERT INTO ${spec.table} (${insertColumns.join(', ')}) VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')})`, params);
  }
  const gone = rows.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (gone.length) {
    changed = true;
    await tx.query(`DELETE FROM ${spec.table} WHERE id = ANY($1::int[])`, [gone]);
  }
  return changed;
}

const subsidyTable: ListTable = {
  table: 'onroad_subsidies',
  fields: {
    name: { column: 'name', read: 'name' },
    perKwh: { column: 'per_kwh', read: 'per_kwh::float8' },
    cap: { column: 'cap', read: 'cap::float8' },
    capPercent: { column: 'cap_percent', read: 'cap_percent::float8' },
    maxExShowroom: { column: 'max_ex_showroom', read: 'max_ex_showroom::float8' },
    validFrom: { column: 'valid_from', read: isoDay('valid_from') },
    validUntil: { column: 'valid_until', read: isoDay('valid_until') },
  },
};

export function replaceSubsidies(tx: Queryable, body: SubsidiesBody, now: Date): Promise<boolean> {
  return replaceList(tx, subsidyTable, body.subsidies, now);
}

export async function replaceModelOptions(tx: Queryable, modelId: number, body: ModelOptionsBody, now: Date): Promise<boolean> {
  // A body from a screen older than the Hindi name has none: each option keeps its stored one.
  const unnamed = body.options.flatMap((o) => (o.labelHi === undefined && o.id !== undefined ? [o.id] : []));
  const stored = new Map<number, string>();
  if (unnamed.length) {
    const { rows } = await tx.query<{ id: number; label_hi: string }>(
      'SELECT id, label_hi FROM onroad_options WHERE model_id = $1 AND id = ANY($2::int[])', [modelId, unnamed],
    );
    for (const r of rows) stored.set(r.id, r.label_hi);
  }
  const options = body.options.map((o) => ({ ...o, labelHi: o.labelHi ?? (o.id === undefined ? '' : stored.get(o.id) ?? '') }));
  return replaceList(tx, {
    table: 'onroad_options',
    fields: {
      kind: { column: 'kind', read: 'kind' },
      label: { column: 'label', read: 'label' },
      labelHi: { column: 'label_hi', read: 'label_hi' },
      years: { column: 'years', read: 'years::int' },
      price: { column: 'price', read: 'price::float8' },
    },
    scope: { column: 'model_id', value: modelId },
    order: 'sort',
  }, options, now);
}

/** The type of a model, or null when there is no such model. */
export async function modelType(db: Queryable, id: number): Promise<VehicleType | null> {
  const { rows } = await db.query<{ type: VehicleType }>('SELECT type FROM models WHERE id = $1', [id]);
  return rows[0]?.type ?? null;
}

export async function setModelAttributes(tx: Queryable, id: number, body: ModelAttributesBody): Promise<boolean> {
  const { rows } = await tx.query<{ same: boolean }>(
    `SELECT (engine_cc IS NOT DISTINCT FROM $2::numeric AND motor_kw IS NOT DISTINCT FROM $3::numeric
             AND battery_kwh IS NOT DISTINCT FROM $4::numeric) AS same FROM models WHERE id = $1`,
    [id, body.engineCc, body.motorKw, body.batteryKwh],
  );
  if (rows[0]?.same !== false) return false;
  await tx.query('UPDATE models SET engine_cc = $2, motor_kw = $3, battery_kwh = $4 WHERE id = $1', [id, body.engineCc, body.motorKw, body.batteryKwh]);
  return true;
}
