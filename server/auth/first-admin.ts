import type { Db } from '../db/connect.ts';

export interface FirstAdmin {
  userId: string;
  /** Present only when the password was generated here and must be printed once. */
  generatedPassword?: string;
}

/** Creates the first admin when none exists; returns what was created, or null. */
export async function ensureFirstAdmin(_db: Db, _userId?: string, _password?: string): Promise<FirstAdmin | null> {
  return null;
}
