/**
 * The catalogue model a test ride is booked for: by the id the form sent, else by the name
 * matched without case, spaces or punctuation. The slot's model places are counted under the
 * catalogue's own name, so 'Shine 100', 'SHINE 100' and 'Shine100' share one model's places.
 * A model the catalogue does not have is refused before anything is stored.
 */
import type { Queryable } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';
import type { BookingRequest } from '#contract/appointment-api.ts';
import { modelMatchKey } from '#contract/appointment-slots.ts';

interface CatalogueModel {
  id: number;
  name: string;
}

async function modelById(db: Queryable, id: number): Promise<CatalogueModel | null> {
  const { rows } = await db.query<CatalogueModel>('SELECT id, name FROM models WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The catalogue model a name means; an active model before a hidden one, then the oldest. */
async function modelByName(db: Queryable, name: string): Promise<CatalogueModel | null> {
  const key = modelMatchKey(name);
  if (!key) return null;
  const { rows } = await db.query<CatalogueModel & { status: number }>('SELECT id, name, status FROM models ORDER BY status DESC, id');
  return rows.find((m) => modelMatchKey(m.name) === key) ?? null;
}

/** The catalogue's name for a model name; the name as given when the catalogue has none. */
export async function catalogueNameOf(db: Queryable, name: string): Promise<string> {
  return (await modelByName(db, name))?.name ?? name;
}

/** The request with its model as the catalogue names it; a 400 naming an unknown model. */
export async function withCatalogueModel(db: Queryable, request: BookingRequest): Promise<BookingRequest> {
  if (request.purpose !== 'test-ride' || (request.modelId === undefined && !request.model)) return request;
  const found = request.modelId === undefined ? await modelByName(db, request.model) : await modelById(db, request.modelId);
  if (!found) {
    const asked = request.modelId === undefined ? `"${request.model}"` : `id ${request.modelId}`;
    throw new HttpError(400, `model: We have no model ${asked}. Please choose one of our models.`);
  }
  return { ...request, model: found.name, modelId: found.id };
}
