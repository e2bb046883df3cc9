/**
 * Demo stock for a new installation (docs/stock-and-delivery.md "Demo stock"): a few
 * vehicles of the first models at every showroom, some in stock for a while and one on its
 * way, so the stock screens and the delivery availability show something on the first
 * `npm start`. Added once, with the catalogue it belongs to; staff remove or block it like
 * any other stock.
 */
import type { Db } from '../connect.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { seedAuthor } from '../../staff/staff-names.ts';
import { insertVehicle } from '../../stock/vehicle-repository.ts';

const dayMs = 86_400_000;
const modelsPerShowroom = 3;

/** A chassis number of the demo stock: 17 characters, no I, O or Q. */
const demoVin = (n: number) => `MBLDEM${String(n).padStart(11, '0')}`;

export async function seedDemoStock(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = await tx.query('SELECT 1 FROM vehicles LIMIT 1');
    if (existing.rows.length > 0) return 0;
    const models = await tx.query<{ id: number; variants: string[]; colours: string[] }>(
      `SELECT m.id, array(SELECT name FROM variants v WHERE v.model_id = m.id ORDER BY v.sort, v.id) AS variants,
         array(SELECT name FROM colours c WHERE c.model_id = m.id ORDER BY c.sort, c.id) AS colours
       FROM models m WHERE m.status = 1 AND EXISTS (SELECT 1 FROM variants v WHERE v.model_id = m.id) AND EXISTS (SELECT 1 FROM colours c WHERE c.model_id = m.id)
       ORDER BY m.sort, m.id LIMIT $1`, [modelsPerShowroom],
    );
    const showrooms = await tx.query<{ id: number }>('SELECT id FROM dealers WHERE NOT closed ORDER BY id');
    const day = (offset: number) => istDateOf(new Date(now.getTime() + offset * dayMs));
    let n = 0;
    for (const showroom of showrooms.rows) {
      for (const [i, model] of models.rows.entries()) {
        const variant = model.variants[0] ?? '';
        const plan = [
          { colour: model.colours[0], status: 'in-stock', arrivedOn: day(-(4 + showroom.id * 3 + i)) },
          { colour: model.colours[1] ?? model.colours[0], status: 'in-stock', arrivedOn: day(-(20 + i)) },
          { colour: model.colours[0], status: 'in-transit', expectedOn: day(6 + showroom.id + i * 7) },
        ] as const;
        for (const p of plan) {
          n += 1;
          await insertVehicle(tx, {
            vin: demoVin(n), engineNo: `DEMENG${String(n).padStart(6, '0')}`, modelId: model.id, variant, colour: p.colour ?? '', showroomId: showroom.id,
            status: p.status, expectedOn: 'expectedOn' in p ? p.expectedOn : null, arrivedOn: 'arrivedOn' in p ? p.arrivedOn : null,
          }, seedAuthor, now);
        }
      }
    }
    return n;
  });
}
