/**
 * SQL of staff accounts (the admins table; migration 006 adds their showroom, 009 their
 * role, 030 their showrooms). Never a password hash out.
 */
import type { Queryable } from '../db/connect.ts';
import type { StaffRecord } from '#contract/lead-api.ts';
import type { ShowroomId } from '#contract/site.ts';
import { isStaffRole, type StaffAccountRef, type StaffRole } from '#contract/staff-roles.ts';
import { showroomIdsOf } from '../auth/session-repository.ts';

interface StaffRow {
  user_id: string;
  user_name: string;
  mobile_no: string;
  showroom_ids: number[];
  role: string;
  status: string;
  created_at: Date | string;
}

const columns = 'user_id, user_name, mobile_no, showroom_ids, role, status, created_at';

function staffRecord(row: StaffRow): StaffRecord {
  const showroomIds = showroomIdsOf(row.showroom_ids);
  return {
    userId: row.user_id,
    userName: row.user_name,
    mobileNo: row.mobile_no,
    showroomId: showroomIds[0] ?? null,
    showroomIds,
    // The column's CHECK allows only known roles; anything else would be a broken row: least power.
    role: isStaffRole(row.role) ? row.role : 'sales',
    active: row.status === 'active',
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The accounts a person may see: every one (`showroomIds` null), or those working for at
 * least one of these showrooms. Active ones first, then by name.
 */
export async function listStaff(db: Queryable, showroomIds: readonly ShowroomId[] | null = null): Promise<StaffRecord[]> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${columns} FROM admins WHERE $1::smallint[] IS NULL OR showroom_ids && $1::smallint[]
     ORDER BY status <> 'active', lower(user_name), user_id`,
    [showroomIds],
  );
  return rows.map(staffRecord);
}

/** One account, locked for the rest of the transaction; null when there is none. */
export async function lockStaff(tx: Queryable, userId: string): Promise<(StaffAccountRef & { active: boolean }) | null> {
  const { rows } = await tx.query<StaffRow>(`SELECT ${columns} FROM admins WHERE user_id = $1 FOR UPDATE`, [userId]);
  if (!rows[0]) return null;
  const record = staffRecord(rows[0]);
  return { userId: record.userId, role: record.role, showroomIds: record.showroomIds, active: record.active };
}

interface NewStaff {
  userId: string;
  userName: string;
  mobileNo: string;
  showroomIds: readonly ShowroomId[];
  role: StaffRole;
  passwordHash: string;
}

/** A new active account (expiring in a year, as every account does); null when the user id is taken. */
export async function insertStaff(db: Queryable, staff: NewStaff): Promise<StaffRecord | null> {
  const { rows } = await db.query<StaffRow>(
    `INSERT INTO admins (user_id, password_hash, user_name, mobile_no, showroom_ids, role, status, expire_date)
     VALUES ($1, $2, $3, $4, $5::smallint[], $6, 'active', ((now() AT TIME ZONE 'Asia/Kolkata') + interval '1 year')::date)
     -- Any clash, the same id in other letter case included (migration 200).
     ON CONFLICT DO NOTHING
     RETURNING ${columns}`,
    [staff.userId, staff.passwordHash, staff.userName, staff.mobileNo, staff.showroomIds, staff.role],
  );
  return rows[0] ? staffRecord(rows[0]) : null;
}

/** Switches an account on or off; null when there is no such account. */
export async function setStaffActive(db: Queryable, userId: string, active: boolean): Promise<StaffRecord | null> {
  const { rows } = await db.query<StaffRow>(
    `UPDATE admins SET status = $2 WHERE user_id = $1 RETURNING ${columns}`,
    [userId, active ? 'active' : 'inactive'],
  );
  return rows[0] ? staffRecord(rows[0]) : null;
}

/** Gives an account its role and showrooms; null when there is no such account. */
export async function setStaffRole(
  db: Queryable, userId: string, grant: { role: StaffRole; showroomIds: readonly ShowroomId[] },
): Promise<StaffRecord | null> {
  const { rows } = await db.query<StaffRow>(
    `UPDATE admins SET role = $2, showroom_ids = $3::smallint[] WHERE user_id = $1 RETURNING ${columns}`,
    [userId, grant.role, grant.showroomIds],
  );
  return rows[0] ? staffRecord(rows[0]) : null;
}
