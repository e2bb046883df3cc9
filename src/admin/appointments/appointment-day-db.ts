/**
 * The device's copy of the appointment days staff opened (docs/appointments.md "Staff day
 * view"): each showroom's day as the server last sent it, so the day view opens and works
 * with no signal, like the lead desk. A database of its own, dropped at logout and on a 401
 * with the lead desk's (src/admin/session/forget-admin-device.ts): it holds customers'
 * names and numbers.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { AppointmentRecord } from '#contract/appointment-api.ts';

export interface StoredDay {
  /** `${showroomId}|${date}` */
  key: string;
  showroomId: number;
  date: string;
  appointments: AppointmentRecord[];
  needsTime: AppointmentRecord[];
  /** When the server sent it (epoch ms). */
  syncedAt: number;
}

export class AppointmentDayDb extends Dexie {
  days!: EntityTable<StoredDay, 'key'>;

  constructor(name = appointmentDayDbName) {
    super(name);
    this.version(1).stores({ days: '&key, syncedAt' });
  }
}

export const appointmentDayDbName = 'dealer-admin-appointments';

let db: AppointmentDayDb | undefined;

export function appointmentDayDb(): AppointmentDayDb {
  db ??= new AppointmentDayDb();
  return db;
}

export const dayKey = (showroomId: number, date: string) => `${showroomId}|${date}`;

/** Days kept on the device: enough for this week and the next, not a customer list. */
const keptDays = 40;

export async function storeDay(day: Omit<StoredDay, 'key'>, database = appointmentDayDb()): Promise<void> {
  await database.transaction('rw', database.days, async () => {
    await database.days.put({ ...day, key: dayKey(day.showroomId, day.date) });
    const count = await database.days.count();
    if (count > keptDays) await database.days.orderBy('syncedAt').limit(count - keptDays).delete();
  });
}

/** Logout and a 401: no appointment stays on the device. */
export async function clearAppointmentDays(database = appointmentDayDb()): Promise<void> {
  await database.days.clear();
}
