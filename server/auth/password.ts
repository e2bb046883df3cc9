/**
 * Password hashing (docs/security.md): scrypt from node:crypto with the OWASP
 * parameters N=2^17, r=8, p=1, a 16-byte random salt and a 64-byte key, stored as
 * `scrypt$131072$8$1$<salt b64>$<hash b64>`. The parameters travel with each hash so they
 * can be raised later without breaking stored passwords.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashingSlots } from './hashing-slots.ts';

/** The cost every password stored by the server is hashed with. */
export const passwordCost = { N: 2 ** 17, r: 8, p: 1 } as const;

export type PasswordCost = { readonly N: number; readonly r: number; readonly p: number };
const saltBytes = 16;
const keyBytes = 64;
// 128 * N * r bytes = 128 MiB are needed; Node's default cap is 32 MiB.
const maxmem = 256 * 1024 * 1024;

/** One scrypt run, within the process-wide cap on concurrent hashing (128 MiB each). */
function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return hashingSlots.run(() => new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  }));
}

/**
 * `cost` is for test fixtures only: accounts a test makes directly in the database may
 * carry a cheaper cost (it travels in the hash), so that signing them in does not spend
 * 0.8 s of CPU each; every hash the server itself stores uses `passwordCost`.
 */
export async function hashPassword(password: string, cost: PasswordCost = passwordCost): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, { ...cost, maxmem }, keyBytes);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 16 || key.length < 32) return null;
  return { N, r, p, salt, key };
}

/** True when `password` matches `stored`; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p, maxmem }, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same scrypt work as a real check, for a user id that does not exist, so the
 * answer time does not tell which part of the credentials was wrong (docs/security.md). Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** A random password for the first admin when none is configured (printed once). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
