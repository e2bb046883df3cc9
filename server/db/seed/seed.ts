import type { Db } from '../connect.ts';

/** Seeds the catalogue, dealers and site media when the database has no models. */
export async function seedIfEmpty(_db: Db): Promise<boolean> {
  return false;
}
