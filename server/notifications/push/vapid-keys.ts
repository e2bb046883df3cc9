/**
 * The server's VAPID key pair (docs/notifications.md "Web Push"): made at the first start
 * and kept in `server_keys`, never made again once stored, since every device's
 * subscription is bound to the public key it was made with. Two processes starting at once
 * both insert with ON CONFLICT DO NOTHING and then read the one that won.
 */
import webpush from 'web-push';
import type { Queryable } from '../../db/connect.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const keyName = 'vapid';

async function readStored(db: Queryable): Promise<VapidKeys | null> {
  const { rows } = await db.query<{ value: VapidKeys }>('SELECT value FROM server_keys WHERE name = $1', [keyName]);
  const value = rows[0]?.value;
  return value && typeof value.publicKey === 'string' && typeof value.privateKey === 'string' ? value : null;
}

/** The stored pair, made and stored first when there is none. */
export async function vapidKeys(db: Queryable): Promise<VapidKeys> {
  let keys = await readStored(db);
  if (!keys) {
    const made = webpush.generateVAPIDKeys();
    await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING', [keyName, JSON.stringify(made)]);
    keys = await readStored(db);
    if (!keys) throw new Error('The VAPID keys could not be stored');
  }
  return keys;
}
