/** Path parameters: ids that are not what they should be are a 404, never a 500. */
import { HttpError } from './http-error.ts';
import { isUuid } from './uuid.ts';

/** A positive integer id that fits a PostgreSQL integer, or a 404 with `notFound`. */
export function intId(raw: string | undefined, notFound: string): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) throw new HttpError(404, notFound);
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw new HttpError(404, notFound);
  return id;
}

/** A UUID (lower-cased), or a 404 with `notFound`. */
export function uuidId(raw: string | undefined, notFound: string): string {
  if (!raw || !isUuid(raw)) throw new HttpError(404, notFound);
  return raw.toLowerCase();
}
