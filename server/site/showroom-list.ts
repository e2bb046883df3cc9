/**
 * The stored showrooms as the rest of the server asks about them (docs/site-settings.md
 * "Showrooms"): which ids exist, which are open to visitors, and what a showroom is called.
 * The showrooms are rows of the dealers table, never a list in code.
 */
import type { Queryable } from '../db/connect.ts';
import type { KnownShowrooms } from '#contract/fields.ts';
import { showroomIn, showroomPlaceIn, type SiteShowroom } from '#contract/site-settings.ts';
import { readShowrooms } from './site-repository.ts';

export { readShowrooms };

/** The open and the closed showrooms' ids: what a visitor's choice is checked against. */
export async function knownShowrooms(db: Queryable): Promise<KnownShowrooms> {
  const showrooms = await readShowrooms(db);
  return knownShowroomsOf(showrooms);
}

export function knownShowroomsOf(showrooms: readonly SiteShowroom[]): KnownShowrooms {
  return { open: showrooms.filter((s) => !s.closed).map((s) => s.id), closed: showrooms.filter((s) => s.closed).map((s) => s.id) };
}

/** Names of the stored showrooms, read once for a piece of work (a digest, a report page, a message). */
export interface ShowroomNames {
  showrooms: readonly SiteShowroom[];
  /** How staff name it ('Sector 18'), '' for none. */
  place: (id: number | null | undefined) => string;
  /** The stored showroom, if any. */
  byId: (id: number | null | undefined) => SiteShowroom | undefined;
}

export async function showroomNames(db: Queryable): Promise<ShowroomNames> {
  const showrooms = await readShowrooms(db);
  return { showrooms, place: (id) => showroomPlaceIn(showrooms, id), byId: (id) => showroomIn(showrooms, id) };
}
