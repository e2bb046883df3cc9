/**
 * Admin accounts written straight into a test database, with the real password hashing
 * but a cheaper scrypt cost in their hash (N=2^12 rather than 2^17): the server verifies
 * with the cost stored in each hash, and at the full cost every test sign-in spent 0.8 s
 * of CPU, a large part of the suite's time. Hashes the server makes itself (first admin,
 * staff, password change, the admin command) keep the full cost, and their tests check it.
 */
import { hashPassword } from '../../server/auth/password.ts';
import type { Db } from '../../server/db/connect.ts';
import type { StaffRole } from '#contract/staff-roles.ts';

const fixtureCost = { N: 2 ** 12, r: 8, p: 1 };

interface AdminFields {
  userName?: string;
  city?: string;
  status?: string;
  /** Owner unless told: most tests are about what an account does, not what it may do. */
  role?: StaffRole;
  showroomId?: number | null;
}

export async function createAdmin(db: Db, userId: string, password: string, fields: AdminFields = {}): Promise<void> {
  await db.query(
    `INSERT INTO admins (user_id, password_hash, user_name, city, status, role, showroom_id, expire_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, DATE '2030-01-31')`,
    [userId, await hashPassword(password, fixtureCost), fields.userName ?? '', fields.city ?? '', fields.status ?? 'active',
      fields.role ?? 'owner', fields.showroomId ?? null],
  );
}

