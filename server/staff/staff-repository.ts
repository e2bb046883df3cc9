/** SQL of staff accounts (the admins table; migration 006 adds their showroom). Never a password hash out. */
import type { Queryable } from '../db/connect.ts';
import type { StaffRecord } from '../../src/contract/lead-api.ts';
import { showroomIdOf, type ShowroomId } from '../../src/contract/site.ts';

interface StaffRow {
  user_id: string;
  user_name: string;
  mobile_no: string;
  showroom_id: number | null;
  status: string;
  created_at: Date | string;
}

const columns = 'user_id, user_name, mobile_no, showroom_id, status, created_at';

function staffRecord(row: StaffRow): StaffRecord {
  return {
    userId: row.user_id,
    userName: row.user_name,
    mobileNo: row.mobile_no,
    showroomId: showroomIdOf(row.showroom_id),
    active: row.status === 'active',
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Every account, active ones first, then by name. */
export async function listStaff(db: Queryable): Promise<StaffRecord[]> {
  const { rows } = await db.query<StaffRow>(`SELECT ${columns} FROM admins ORDER BY status <> 'active', lower(user_name), user_id`);
  return rows.map(staffRecord);
}

export interface NewStaff {
  userId: string;
  userName: string;
  mobileNo: string;
  showroomId: ShowroomId | null;
  passwordHash: string;
}

/** A new active account (expiring in a year, as every account does); null when the user id is taken. */
export async function insertStaff(db: Queryable, staff: NewStaff): Promise<StaffRecord | null> {
  const { rows } = await db.query<StaffRow>(
    `INSERT INTO admins (user_id, password_hash, user_name, mobile_no, showroom_id, status, expire_date)
     VALUES ($1, $2, $3, $4, $5, 'active', ((now() AT TIME ZONE 'Asia/Kolkata') + interval '1 year')::date)
     ON CONFLICT (user_id) DO NOTHING
     RETURNING ${columns}`,
    [staff.userId, staff.passwordHash, staff.userName, staff.mobileNo, staff.showroomId],
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
