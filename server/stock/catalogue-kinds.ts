/**
 * The catalogue's models with their variants and colours, read once per request, to check
 * what a vehicle or a booking names (a colour from the catalogue, never free text).
 */
import type { Queryable } from '../db/connect.ts';
import { stockMessages } from '#contract/stock.ts';

export interface CatalogueModel {
  id: number;
  name: string;
  variants: string[];
  colours: string[];
}

export async function catalogueKinds(db: Queryable): Promise<Map<number, CatalogueModel>> {
  const { rows } = await db.query<{ id: number; name: string; variants: string[] | null; colours: string[] | null }>(
    `SELECT m.id, m.name,
       (SELECT array_agg(v.name ORDER BY v.sort, v.id) FROM variants v WHERE v.model_id = m.id) AS variants,
       (SELECT array_agg(c.name ORDER BY c.sort, c.id) FROM colours c WHERE c.model_id = m.id) AS colours
     FROM models m ORDER BY m.sort, m.id`,
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, variants: r.variants ?? [], colours: r.colours ?? [] }]));
}

/** The catalogue's own spelling of a name typed in any case, or undefined. */
export function spelledAs(names: readonly string[], typed: string): string | undefined {
  const wanted = typed.trim().toLowerCase();
  return names.find((n) => n.toLowerCase() === wanted);
}

export interface KindProblem { field: string; message: string }

/** The model, variant and colour as the catalogue spells them, or the first field that is wrong. */
export function checkKind(
  models: Map<number, CatalogueModel>, kind: { modelId: number; variant: string; colour: string },
): { ok: true; variant: string; colour: string } | { ok: false; problem: KindProblem } {
  const model = models.get(kind.modelId);
  if (!model) return { ok: false, problem: { field: 'modelId', message: stockMessages.unknownModel } };
  const variant = spelledAs(model.variants, kind.variant);
  if (!variant) return { ok: false, problem: { field: 'variant', message: stockMessages.unknownVariant } };
  const colour = spelledAs(model.colours, kind.colour);
  if (!colour) return { ok: false, problem: { field: 'colour', message: stockMessages.unknownColour } };
  return { ok: true, variant, colour };
}
