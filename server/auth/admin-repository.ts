/** SQL over the admins table. No query here ever returns password_hash to a route. */
import type { Queryable } from '../db/connect.ts';
import type { AccountView } from '#contract/catalogue-types.ts';

interface NewAdmin {
  userId: string;
  passwordHash: string;
  userName: string;
  city: string;
}

/**
 * Inserts the admin only when the table is empty (first start); two servers starting at
 * once cannot both create one. Returns true when inserted.
 */
export async function insertFirstAdmin(db: Queryable, admin: NewAdmin): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO admins (user_id, password_hash, user_name, city, status, role, expire_date)
     SELECT $1, $2, $3, $4, 'active', 'owner', ((now() AT TIME ZONE 'Asia/Kolkata') + interval '1 year')::date
     WHERE NOT EXISTS (SELECT 1 FROM admins)
     -- Any clash, the same id in other letter case included (migration 200).
     ON CONFLICT DO NOTHING
     RETURNING user_id`,
    [admin.userId, admin.passwordHash, admin.userName, admin.city],
  );
  return result.rows.length === 1;
}

/** Inserts an Owner (command line `create`); false when the user id is taken. */
export async function insertAdmin(db: Queryable, admin: NewAdmin): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO admins (user_id, password_hash, user_name, city, status, role, expire_date)
     VALUES ($1, $2, $3, $4, 'active', 'owner', ((now() AT TIME ZONE 'Asia/Kolkata') + interval '1 year')::date)
     -- Any clash, the same id in other letter case included (migration 200).
     ON CONFLICT DO NOTHING
     RETURNING user_id`,
    [admin.userId, admin.passwordHash, admin.userName, admin.city],
  );
  return result.rows.length === 1;
}

export async function anyAdminExists(db: Queryable): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM admins LIMIT 1');
  return result.rows.length > 0;
}

export async function adminExists(db: Queryable, userId: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM admins WHERE user_id = $1', [userId]);
  return result.rows.length === 1;
}

/** What a sign-in needs: the stored hash and whether the account may sign in. */
export async function findCredentials(db: Queryable, userId: string): Promise<{ passwordHash: string; active: boolean } | null> {
  const result = await db.query<{ password_hash: string; status: string }>(
    'SELECT password_hash, status FROM admins WHERE user_id = $1',
    [userId],
  );
  const row = result.rows[0];
  return row ? { passwordHash: row.password_hash, active: row.status === 'active' } : null;
}

/**
 * requirements 3 "Admin account (read)", minus the password (a fix of requirements 6): city 'N/A' when
 * empty, dates as YYYY-MM-DD in Asia/Kolkata, Status 'Active' or 'Inactive'.
 */
export async function findAccount(db: Queryable, userId: string): Promise<AccountView | null> {
  const result = await db.query<AccountView>(
    `SELECT user_id, user_name, email, mobile_no,
            COALESCE(NULLIF(btrim(city), ''), 'N/A') AS city,
            to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS created_date,
            COALESCE(to_char(expire_date, 'YYYY-MM-DD'), '') AS expire_date,
            CASE WHEN status = 'active' THEN 'Active' ELSE 'Inactive' END AS "Status",
            role, showroom_ids::int[] AS showroom_ids
     FROM admins WHERE user_id = $1`,
    [userId],
  );
  return result.rows[0] ?? null;
}

export interface ProfileChange {
  userName?: string;
  email?: string;
  mobileNo?: string;
}

/** Updates the given profile fields only; returns false when the user does not exist. */
export async function updateProfile(db: Queryable, userId: string, change: ProfileChange): Promise<boolean> {
  const result = await db.query(
    `UPDATE admins SET
       user_name = COALESCE($2, user_name),
       email = COALESCE($3, email),
       mobile_no = COALESCE($4, mobile_no)
     WHERE user_id = $1`,
    [userId, change.userName ?? null, change.email ?? null, change.mobileNo ?? null],
  );
  return result.rowCount === 1;
}

export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<boolean> {
  const result = await db.query('UPDATE admins SET password_hash = $2 WHERE user_id = $1', [userId, passwordHash]);
  return result.rowCount === 1;
}

/**
 * Switches an account back on (command line: `activate`, `reset-password`); answers whether
 * it was off, or null when there is no such account.
 */
export async function reactivateAdmin(db: Queryable, userId: string): Promise<{ wasOff: boolean } | null> {
  const result = await db.query<{ was_off: boolean }>(
    `UPDATE admins a SET status = 'active' FROM admins before
     WHERE a.user_id = $1 AND before.user_id = a.user_id
     RETURNING before.status <> 'active' AS was_off`,
    [userId],
  );
  const row = result.rows[0];
  return row ? { wasOff: row.was_off } : null;
}
