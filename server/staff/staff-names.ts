/**
 * Who did something, as staff read it: the account's name from `admins`, never its user id.
 * Rows keep the user id (`by`, `set_by`, `called_by`...); every answer that shows who adds
 * the name beside it. What is not a staff account reads in words: the customer (Book now,
 * /track), the payment gateway (its webhooks), the demo data, and an account no longer listed.
 */
import type { Queryable } from '../db/connect.ts';
import { customerAuthor, customerName } from '#contract/lead-customer-change.ts';
import { gatewayAuthor, gatewayName } from '#contract/lead-payment-event.ts';

/** Who the demo stock (server/db/seed/seed-stock.ts) is added by. */
export const seedAuthor = 'seed';

/** A user id with no account behind it any more. */
export const formerStaffName = 'Former staff';

const notStaffNames: ReadonlyMap<string, string> = new Map([
  [customerAuthor, customerName],
  [gatewayAuthor, gatewayName],
  [seedAuthor, 'Demo data'],
]);

/**
 * SQL of the name of the account joined as `alias` (LEFT JOIN admins): its name, or its user
 * id when it has none (an account made without one); null when no account matched.
 */
export const accountNameSql = (alias: string): string => `COALESCE(NULLIF(btrim(${alias}.user_name), ''), ${alias}.user_id)`;

/** What staff read for a column only staff write: the account's name as accountNameSql or staffNames give it. */
export const staffName = (accountName: string | null | undefined): string => accountName || formerStaffName;

/**
 * What staff read for a column the customer, the gateway or the demo data write too (stock
 * history, lead events): their words first, as the lead desk reads them, else staffName.
 */
export function authorName(by: string, accountName: string | null | undefined): string {
  return notStaffNames.get(by) ?? staffName(accountName);
}

/** The names of these accounts, by user id (its user id when it has no name), for authorName. */
export async function staffNames(db: Queryable, userIds: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const ids = [...new Set([...userIds].filter((id): id is string => typeof id === 'string' && id !== ''))];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const { rows } = await db.query<{ user_id: string; user_name: string }>('SELECT user_id, user_name FROM admins WHERE user_id = ANY($1::text[])', [ids]);
  for (const row of rows) names.set(row.user_id, row.user_name.trim() || row.user_id);
  return names;
}
