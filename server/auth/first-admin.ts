/**
 * The first admin account (docs/api-admin.md): created on a start that finds no admin,
 * from ADMIN_USER_ID/ADMIN_PASSWORD, or as user id 'admin' with a random password that
 * main.ts prints once. The password is only ever stored as a scrypt hash.
 */
import type { Db } from '../db/connect.ts';
import { passwordRules } from '#contract/admin-schemas.ts';
import { anyAdminExists, insertFirstAdmin } from './admin-repository.ts';
import { generatePassword, hashPassword } from './password.ts';

interface FirstAdmin {
  userId: string;
  /** Present only when the password was generated here and must be printed once. */
  generatedPassword?: string;
}

const firstAdminDefaults = { userId: 'admin', userName: 'Administrator', city: 'Gurgaon' } as const;

/** Creates the first admin when none exists; returns what was created, or null. */
export async function ensureFirstAdmin(db: Db, userId?: string, password?: string): Promise<FirstAdmin | null> {
  if (await anyAdminExists(db)) return null;
  const id = userId?.trim() || firstAdminDefaults.userId;
  if (id.length > 64) throw new Error('ADMIN_USER_ID must be at most 64 characters');
  if (password !== undefined && (password.length < passwordRules.min || password.length > passwordRules.max)) {
    throw new Error(`ADMIN_PASSWORD must be ${passwordRules.min} to ${passwordRules.max} characters`);
  }
  const generated = password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(password ?? (generated as string));
  const created = await insertFirstAdmin(db, {
    userId: id, passwordHash, userName: firstAdminDefaults.userName, city: firstAdminDefaults.city,
  });
  if (!created) return null;
  return generated ? { userId: id, generatedPassword: generated } : { userId: id };
}
