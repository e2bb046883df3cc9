/**
 * The one row of saved gateway keys (migration 354): read, saved, removed. Secrets go in
 * sealed (./key-seal.ts) and come out only to build the gateway adapter, never into an
 * answer.
 */
import type { Queryable } from '../db/connect.ts';
import { seal, sealingKey, unseal } from './key-seal.ts';

interface KeysRow {
  key_id: string; key_secret_sealed: string; key_secret_last4: string;
  webhook_secret_sealed: string | null; webhook_secret_last4: string | null; saved_at: Date | string; saved_by: string;
}

export interface StoredKeys {
  keyId: string;
  keySecretLast4: string;
  webhookSecretLast4: string | null;
  savedAt: string;
  savedBy: string;
  /** The secrets unsealed; null when this server's key file cannot open them. */
  secrets: { keySecret: string; webhookSecret: string } | null;
}

const last4 = (secret: string) => secret.slice(-4);
const isoOf = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

export async function loadStoredKeys(db: Queryable, dataDir: string): Promise<StoredKeys | null> {
  const { rows } = await db.query<KeysRow>('SELECT * FROM payment_gateway_keys');
  const row = rows[0];
  if (!row) return null;
  const key = sealingKey(dataDir, false);
  const keySecret = key ? unseal(key, row.key_secret_sealed) : null;
  const webhookSecret = key && row.webhook_secret_sealed ? unseal(key, row.webhook_secret_sealed) : '';
  return {
    keyId: row.key_id, keySecretLast4: row.key_secret_last4, webhookSecretLast4: row.webhook_secret_last4,
    savedAt: isoOf(row.saved_at), savedBy: row.saved_by,
    secrets: keySecret !== null && webhookSecret !== null ? { keySecret, webhookSecret } : null,
  };
}

/** When the keys were last saved (null: none are): what another process compares to see a change. */
export async function storedKeysStamp(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ stamp: string }>(`SELECT key_id || '|' || saved_at::text AS stamp FROM payment_gateway_keys`);
  return rows[0]?.stamp ?? null;
}

/**
 * Saves the keys; a blank secret keeps the one saved (the screen never holds it to send
 * back). The first save needs a key secret: the caller checks that.
 */
export async function saveKeys(
  db: Queryable, dataDir: string, keys: { keyId: string; keySecret: string; webhookSecret: string }, by: string, at: Date,
): Promise<void> {
  const key = sealingKey(dataDir, true);
  if (!key) throw new Error(`The payment key file in ${dataDir} cannot be read`);
  const secret = keys.keySecret ? { sealed: seal(key, keys.keySecret), last4: last4(keys.keySecret) } : null;
  const webhook = keys.webhookSecret ? { sealed: seal(key, keys.webhookSecret), last4: last4(keys.webhookSecret) } : null;
  await db.query(
    `INSERT INTO payment_gateway_keys (key_id, key_secret_sealed, key_secret_last4, webhook_secret_sealed, webhook_secret_last4, saved_at, saved_by)
     VALUES ($1, coalesce($2, ''), coalesce($3, ''), $4, $5, $6, $7)
     ON CONFLICT (only_row) DO UPDATE SET key_id = EXCLUDED.key_id,
       key_secret_sealed = coalesce($2, payment_gateway_keys.key_secret_sealed), key_secret_last4 = coalesce($3, payment_gateway_keys.key_secret_last4),
       webhook_secret_sealed = coalesce($4, payment_gateway_keys.webhook_secret_sealed), webhook_secret_last4 = coalesce($5, payment_gateway_keys.webhook_secret_last4),
       saved_at = EXCLUDED.saved_at, saved_by = EXCLUDED.saved_by`,
    [keys.keyId, secret?.sealed ?? null, secret?.last4 ?? null, webhook?.sealed ?? null, webhook?.last4 ?? null, at, by],
  );
}

export async function removeKeys(db: Queryable): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM payment_gateway_keys');
  return (rowCount ?? 0) > 0;
}
