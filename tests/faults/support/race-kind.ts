/**
 * The kind the allotment races use (the fault test and `npm run bench`'s stock section):
 * the newest model with a variant and a colour, at showroom 4, which the demo stock leaves
 * empty for it, so only the race's own vehicles count.
 */
import type { Queryable } from '../../../server/db/connect.ts';

export interface RaceKind {
  modelId: number;
  variant: string;
  colour: string;
  showroomId: number;
}

export async function raceKind(client: Queryable): Promise<RaceKind> {
  const { rows } = await client.query<{ id: number; variant: string; colour: string }>(
    `SELECT m.id, (SELECT name FROM variants WHERE model_id = m.id ORDER BY sort, id LIMIT 1) AS variant,
       (SELECT name FROM colours WHERE model_id = m.id ORDER BY sort, id LIMIT 1) AS colour
     FROM models m WHERE EXISTS (SELECT 1 FROM variants v WHERE v.model_id = m.id) AND EXISTS (SELECT 1 FROM colours c WHERE c.model_id = m.id)
     ORDER BY m.id DESC LIMIT 1`,
  );
  const model = rows[0]!;
  return { modelId: model.id, variant: model.variant, colour: model.colour, showroomId: 4 };
}
