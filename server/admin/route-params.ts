/** Path parameters of admin routes: ids that are not what they should be are a 404, never a 500. */
import { AdminError } from './admin-errors.ts';

/** A positive integer id that fits a PostgreSQL integer, or a 404 with `notFound`. */
export function intId(raw: string | undefined, notFound: string): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) throw new AdminError(404, notFound);
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw new AdminError(404, notFound);
  return id;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuidId(raw: string | undefined, notFound: string): string {
  if (!raw || !uuidPattern.test(raw)) throw new AdminError(404, notFound);
  return raw.toLowerCase();
}
