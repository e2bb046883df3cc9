/**
 * The morning digest (docs/notifications.md "Morning digest"): from 09:00 IST each active
 * staff member with an e-mail who has not switched it off on their Profile gets the follow-ups due that day and overdue on the leads
 * they may see (server/auth/staff-scope.ts: Owners every lead, Managers their showrooms'
 * and the unassigned, Sales their showrooms'), their own listed first, and the day's
 * appointments of their showrooms (every showroom for an Owner); an Owner also reads
 * yesterday's booking amounts received and refunds (./digest-money.ts). Each person's digest of
 * a day is taken once by its key in the transaction that queues it (the evening
 * reminders' pattern, server/notifications/scheduled-work.ts), so it is never sent twice;
 * a server down at 09:00 makes it up later that day. With no e-mail channel on, nothing
 * is taken or sent. A day with nothing to say takes the key and sends nothing.
 */
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/connect.ts';
import { leadScopeOf, scopeCondition } from '../auth/staff-scope.ts';
import { slotInstant } from '#contract/appointment-slots.ts';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { istDateOf } from '#contract/ist-date.ts';
import type { ShowroomId } from '#contract/site.ts';
import { isStaffRole, type StaffRole } from '#contract/staff-roles.ts';
import { readSiteSettings } from '../site/site-repository.ts';
import { liveSettings, readChannel } from './channel-settings.ts';
import { digestBody, digestSubject, type DigestAppointment, type DigestContent, type DigestFollowUp } from './digest-text.ts';
import { uuidFrom } from './uuid-from.ts';
import { dayBefore, moneyOfDay, saysNothing } from './digest-money.ts';
import { keysNotTaken, takeOnce } from './take-once.ts';

/** When the digests go out (IST). */
export const digestTime = '09:00';

export interface DigestJobs {
  sendDigests(tx: Queryable, ids: readonly string[]): Promise<void>;
}

interface StaffRow {
  user_id: string;
  user_name: string;
  email: string;
  role: string;
  showroom_ids: number[];
}

export const digestKey = (userId: string, day: string) => `digest:${userId}:${day}`;

function nextDay(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

async function followUpsOf(db: Queryable, person: { userId: string; role: StaffRole; showroomIds: ShowroomId[] }, dayEnd: Date): Promise<DigestFollowUp[]> {
  const params: unknown[] = [dayEnd, person.userId];
  const scope = scopeCondition(leadScopeOf(person), 'l.showroom_id', params);
  const { rows } = await db.query<{
    id: string; reference: string; name: string; mobile: string; kind: EnquiryKind; model: string; next_follow_up_at: Date | string;
    owner_id: string | null; owner_name: string | null;
  }>(
    `SELECT l.id, l.reference, l.name, l.mobile, l.kind, l.model, l.next_follow_up_at, l.owner_id, a.user_name AS owner_name
       FROM leads l LEFT JOIN admins a ON a.user_id = l.owner_id
      WHERE l.closed_at IS NULL AND l.next_follow_up_at < $1 AND ${scope}
      ORDER BY (l.owner_id IS NOT DISTINCT FROM $2) DESC, l.next_follow_up_at, l.id
      LIMIT 200`,
    params,
  );
  return rows.map((r) => ({
    id: r.id, reference: r.reference, name: r.name, mobile: r.mobile, kind: r.kind, model: r.model, dueAt: new Date(r.next_follow_up_at),
    ownerId: r.owner_id, ownerName: r.owner_name ?? '',
  }));
}

async function appointmentsOf(
  db: Queryable, person: { role: StaffRole; showroomIds: ShowroomId[] }, dayStart: Date, dayEnd: Date, showroomName: (id: number | null) => string,
): Promise<DigestAppointment[]> {
  const params: unknown[] = [dayStart, dayEnd];
  const scope = scopeCondition(leadScopeOf(person), 'ap.showroom_id', params);
  const { rows } = await db.query<{
    purpose: 'test-ride' | 'service'; starts_at: Date | string; showroom_id: number | null; name: string; mobile: string; model: string; status: string;
  }>(
    `SELECT ap.purpose, ap.starts_at, ap.showroom_id, ap.name, ap.mobile, ap.model, ap.status
       FROM appointments ap
      WHERE ap.starts_at >= $1 AND ap.starts_at < $2 AND ap.status <> 'cancelled' AND ${scope}
      ORDER BY ap.starts_at, ap.showroom_id, ap.id
      LIMIT 200`,
    params,
  );
  return rows.map((r) => ({
    purpose: r.purpose, startsAt: new Date(r.starts_at), showroom: showroomName(r.showroom_id === null ? null : Number(r.showroom_id)),
    name: r.name, mobile: r.mobile, model: r.model, status: r.status,
  }));
}

/** Queues the digests due at `now`; how many were queued. */
export async function queueDueDigests(
  db: Db, deps: { config: Pick<Config, 'smtpUrl' | 'smtpFrom' | 'publicUrl'>; jobs: DigestJobs }, now: Date,
): Promise<number> {
  const day = istDateOf(now);
  if (now < slotInstant(day, digestTime)) return 0;
  const email = await readChannel(db, 'email');
  if (!email || !liveSettings(email, deps.config)) return 0;
  const { rows: staff } = await db.query<StaffRow>(
    `SELECT user_id, user_name, email, role, showroom_ids FROM admins WHERE status = 'active' AND morning_digest AND email ~ '^[^\\s@]+@[^\\s@]+$' ORDER BY user_id`,
  );
  const open = await keysNotTaken(db, staff.map((s) => digestKey(s.user_id, day)));
  const waiting = staff.filter((s) => open.has(digestKey(s.user_id, day)) && isStaffRole(s.role));
  if (waiting.length === 0) return 0;
  const site = await readSiteSettings(db);
  const showroomName = (id: number | null) => site.showrooms.find((s) => s.id === id)?.name ?? 'No showroom yet';
  const dayStart = slotInstant(day, '00:00');
  const dayEnd = slotInstant(nextDay(day), '00:00');
  // Owners read yesterday's booking money too: one reading of the ledger for all of them.
  const money = waiting.some((s) => s.role === 'owner') ? await moneyOfDay(db, dayBefore(day), day) : undefined;
  let queued = 0;
  for (const s of waiting) {
    const person = { userId: s.user_id, role: s.role as StaffRole, showroomIds: (s.showroom_ids ?? []).map(Number) as ShowroomId[] };
    const content: DigestContent = {
      person: { userId: s.user_id, name: s.user_name },
      day,
      followUps: await followUpsOf(db, person, dayEnd),
      appointments: await appointmentsOf(db, person, dayStart, dayEnd, showroomName),
      dealer: site.dealerName,
      publicUrl: deps.config.publicUrl,
      ...(s.role === 'owner' && money ? { money } : {}),
    };
    const key = digestKey(s.user_id, day);
    const sent = await db.transaction(async (tx) => {
      if (!(await takeOnce(tx, key, now))) return false;
      if (content.followUps.length === 0 && content.appointments.length === 0 && (!content.money || saysNothing(content.money))) return false;
      const id = uuidFrom(key);
      await tx.query(
        `INSERT INTO staff_digests (id, user_id, day, recipient, subject, body, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT DO NOTHING`,
        [id, s.user_id, day, s.email.trim(), digestSubject(content), digestBody(content), now],
      );
      await deps.jobs.sendDigests(tx, [id]);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
