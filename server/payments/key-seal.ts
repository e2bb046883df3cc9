/**
 * Seals the gateway secrets the Owner saves (docs/payments.md "Gateway keys") with
 * AES-256-GCM under a key kept in a file of the data directory (`payment-keys.key`, made on
 * the first save, readable by the server's user only), never in the database: a database
 * backup, dump or replica alone does not give the secrets away, and the sealed text is
 * authenticated, so a changed row is refused rather than used.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const sealKeyFileName = 'payment-keys.key';
const version = 'v1';

function readKey(file: string): Buffer | null {
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    return key.length === 32 ? key : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The data directory's sealing key; made when `create` and there is none. */
export function sealingKey(dataDir: string, create: boolean): Buffer | null {
  const file = join(dataDir, sealKeyFileName);
  const found = readKey(file);
  if (found || !create) return found;
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes saving at once never overwrite each other's key; the loser reads the winner's.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKey(file);
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url each. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain text, or null when the key is not the one it was sealed with (or the text was changed). */
export function unseal(key: Buffer, sealed: string): string | null {
  const [v, iv, tag, body] = sealed.split('.');
  if (v !== version || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
