/**
 * Where the site settings live (migration 050): the dealer-wide row of site_settings and
 * the showrooms of the dealers table. SQL only here. Every change bumps the offline
 * manifest's version by trigger, so devices that saved the site take the new details.
 */
import { hindiOpeningHours } from '#contract/opening-hours.ts';
import type { Queryable } from '../db/connect.ts';
import { followOpeningHours } from './showroom-hours.ts';
import type { Dealer } from '#contract/catalogue-types.ts';
import {
  defaultSiteSettings, logoPictureUrl, type SiteSettings, type SiteSettingsInput, type SiteShowroom,
} from '#contract/site-settings.ts';

type DealerWide = Omit<SiteSettings, 'showrooms'>;

/** A row of the dealers table: the public dealer read's columns plus the menu label. */
interface DealerRow extends Dealer {
  label: string;
  closed: boolean;
}

const toShowroom = (r: DealerRow): SiteShowroom => ({
  id: r.id, label: r.label, name: r.name, address: r.address, salesNo: r.sales_no, serviceNo: r.service_no,
  hours: r.open_time, email: r.email, latitude: r.latitude, longitude: r.longitude, closed: r.closed,
});

/** The dealer-wide part of the settings, without the showrooms. */
function dealerWide(settings: SiteSettings | SiteSettingsInput): DealerWide {
  const { dealerName, brands, logoPath, gstin, hours, office, whatsapp, social } = settings;
  return { dealerName, brands, logoPath, gstin, hours, office, whatsapp, social };
}

/** Stores the values the site started with (migration 050's step); a row already there is kept. */
export async function storeDefaultSiteSettings(tx: Queryable): Promise<void> {
  await tx.query('INSERT INTO site_settings (id, settings) VALUES (1, $1::jsonb) ON CONFLICT (id) DO NOTHING', [
    JSON.stringify(dealerWide(defaultSiteSettings)),
  ]);
}

/** Every showroom, open and closed (migration 240), by id. */
export async function readShowrooms(db: Queryable): Promise<SiteShowroom[]> {
  const { rows } = await db.query<DealerRow>(
    `SELECT id, label, name, address, sales_no, service_no, open_time, email,
            latitude::float8 AS latitude, longitude::float8 AS longitude, closed
       FROM dealers ORDER BY id`,
  );
  return rows.map(toShowroom);
}

/** What visitors see. A database without the row (never migrated by 050's step) shows the values the site started with. */
export async function readSiteSettings(db: Queryable): Promise<SiteSettings> {
  const [{ rows }, showrooms] = await Promise.all([
    db.query<{ settings: DealerWide }>('SELECT settings FROM site_settings WHERE id = 1'),
    readShowrooms(db),
  ]);
  // Defaults under what is stored: a field added to the settings later is never missing.
  const stored = rows[0]?.settings;
  return { ...dealerWide(defaultSiteSettings), ...stored, office: { ...defaultSiteSettings.office, ...stored?.office }, showrooms };
}

/** The settings as screens get them: with the opening hours in Hindi (docs/visitor-language.md), made, never stored. */
export function withHindiHours(settings: SiteSettings): SiteSettings {
  return { ...settings, hoursHi: hindiOpeningHours(settings.hours) };
}

/** What GET /api/site and the drawn pages send. */
export async function readPublicSiteSettings(db: Queryable): Promise<SiteSettings> {
  return withHindiHours(await readSiteSettings(db));
}

/**
 * Tables that belong to the showroom itself rather than refer to it: its own row, derived
 * counts, and its appointment set-up (the schedule and the per-slot counters, which only
 * mirror its appointments). They never keep a showroom from being removed and go with it.
 */
const ownedByShowroom = ['dealers', 'lead_counts', 'appointment_schedules', 'appointment_slot_use'];

/** Who refers to a showroom, in words a dealer reads ('2 staff accounts', '5 leads'). */
export async function showroomReferences(db: Queryable, id: number): Promise<string[]> {
  // Every table with a showroom column (staff, leads, and appointments once they exist),
  // found from the catalog so a new table keyed by showroom is counted without a change here.
  const { rows: columns } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name IN ('showroom_id', 'showroom_ids', 'preferred_showroom', 'dealer_id')
        AND table_name NOT IN (${ownedByShowroom.map((t) => `'${t}'`).join(', ')})
      ORDER BY table_name, column_name`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) {
    // Names come from the catalog (quoted), the id is a parameter; a staff account's list of showrooms is an array.
    const column = `"${c.column_name.replace(/"/g, '""')}"`;
    const test = c.data_type === 'ARRAY' ? `$1 = ANY(${column})` : `${column} = $1`;
    byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), test]);
  }
  const found: string[] = [];
  for (const [table, tests] of byTable) {
    const where = tests.join(' OR ');
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table.replace(/"/g, '""')}" WHERE ${where}`, [id]);
    const n = rows[0]?.n ?? 0;
    if (n > 0) found.push(countWords(n, table));
  }
  return found;
}

const tableWords: Record<string, [string, string]> = {
  admins: ['staff account', 'staff accounts'],
  leads: ['lead', 'leads'],
  appointments: ['appointment', 'appointments'],
};

function countWords(n: number, table: string): string {
  const [one, many] = tableWords[table] ?? [table.replace(/_/g, ' '), table.replace(/_/g, ' ')];
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Replaces the settings in one transaction: the dealer-wide row, every showroom listed
 * (those without an id are added after the highest id), and the removal of those left
 * out (the route has checked nobody refers to them). Ids of kept showrooms never change.
 */
export async function writeSiteSettings(tx: Queryable, input: SiteSettingsInput, removedIds: number[], by: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO site_settings (id, settings, updated_at, updated_by) VALUES (1, $1::jsonb, $2, $3)
     ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [JSON.stringify(dealerWide(input)), now, by],
  );
  for (const s of input.showrooms) {
    const values = [s.label, s.name, s.address, s.salesNo, s.serviceNo, s.hours, s.email, s.latitude, s.longitude, s.closed === true];
    if (s.id != null) {
      const { rows: was } = await tx.query<{ open_time: string }>('SELECT open_time FROM dealers WHERE id = $1', [s.id]);
      await followOpeningHours(tx, s.id, was[0]?.open_time ?? s.hours, s.hours, by, now);
      await tx.query(
        `UPDATE dealers SET label = $2, name = $3, address = $4, sales_no = $5, service_no = $6, open_time = $7, email = $8,
                latitude = $9, longitude = $10, closed = $11 WHERE id = $1`,
        [s.id, ...values],
      );
    } else {
      // Its default booking schedule is made with it (migration 240's trigger).
      const { rows: added } = await tx.query<{ id: number }>(
        `INSERT INTO dealers (id, label, name, address, sales_no, service_no, open_time, email, latitude, longitude, closed)
         SELECT COALESCE(max(id), 0) + 1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM dealers RETURNING id`,
        values,
      );
      // Its schedule opens at the hours typed for it.
      if (added[0]) await followOpeningHours(tx, added[0].id, null, s.hours, by, now);
    }
  }
  // Removed after the new ones are numbered: a showroom added in the same save never takes a removed one's id.
  if (removedIds.length > 0) {
    // Its schedule and empty slot counters go with it (nothing books there any more).
    await tx.query('DELETE FROM appointment_slot_use WHERE showroom_id = ANY($1::int[])', [removedIds]);
    await tx.query('DELETE FROM appointment_schedules WHERE showroom_id = ANY($1::int[])', [removedIds]);
    await tx.query('DELETE FROM dealers WHERE id = ANY($1::int[])', [removedIds]);
  }
}

/** The logo's one URL (logoPictureUrl), when it is a picture of this site: a device keeps it for offline use. */
export async function siteLogoUrl(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ path: string | null }>("SELECT settings->>'logoPath' AS path FROM site_settings WHERE id = 1");
  const path = rows[0]?.path ?? '';
  return path.startsWith('/') && !path.startsWith('//') ? logoPictureUrl(path) : null;
}
