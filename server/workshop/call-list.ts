/**
 * The daily call list (docs/workshop.md "Call list"): what falls due from today to N days
 * ahead in the person's showrooms (server/workshop/due-query.ts), each with the reminders its
 * customer was sent and the latest result of staff's calls about it, and how many calls.
 */
import type { Queryable } from '../db/connect.ts';
import { inScope, type LeadScope } from '../auth/staff-scope.ts';
import { showroomNames } from '../site/showroom-list.ts';
import { accountNameSql, staffName } from '../staff/staff-names.ts';
import type { CallListRow, CallRecord, CallResult } from '#contract/service-reminders.ts';
import { fallingDue, type FallingDue } from './due-query.ts';
import { serviceReminderKey } from './service-reminders.ts';

/** More than a showroom calls in a day: the list stops there, soonest first. */
export const callListLimit = 500;

const itemKey = (i: { registration: string; kind: string; dueOn: string }) => `${i.registration}|${i.kind}|${i.dueOn}`;

interface CallRow {
  registration: string;
  kind: string;
  due_on: string;
  result: CallResult;
  note: string;
  called_by: string;
  caller: string | null;
  called_at: Date | string;
  calls: number;
}

/** The latest call of each item and how many there were. */
async function callsOf(db: Queryable, items: readonly FallingDue[]): Promise<Map<string, { last: CallRecord; count: number }>> {
  if (items.length === 0) return new Map();
  const { rows } = await db.query<CallRow>(
    `SELECT DISTINCT ON (c.registration, c.kind, c.due_on) c.registration, c.kind, c.due_on::text AS due_on, c.result, c.note, c.called_by,
            ${accountNameSql('a')} AS caller, c.called_at,
            count(*) OVER (PARTITION BY c.registration, c.kind, c.due_on)::int AS calls
       FROM service_reminder_calls c LEFT JOIN admins a ON a.user_id = c.called_by
      WHERE c.registration = ANY($1::text[])
      ORDER BY c.registration, c.kind, c.due_on, c.called_at DESC, c.id DESC`,
    [[...new Set(items.map((i) => i.registration))]],
  );
  return new Map(rows.map((r) => [itemKey({ registration: r.registration, kind: r.kind, dueOn: r.due_on }), {
    last: { result: r.result, note: r.note, calledBy: r.called_by, calledByName: staffName(r.caller), calledAt: new Date(r.called_at).toISOString() },
    count: Number(r.calls),
  }]));
}

/** The reminders (of the days set now) whose messages were queued for each item. */
async function remindersOf(db: Queryable, items: readonly FallingDue[], daysBefore: readonly number[]): Promise<Set<string>> {
  const keys = items.flatMap((i) => daysBefore.map((n) => serviceReminderKey(i, n)));
  if (keys.length === 0) return new Set();
  const { rows } = await db.query<{ event_key: string }>(
    "SELECT DISTINCT event_key FROM customer_messages WHERE event = 'service-due' AND event_key = ANY($1::text[])", [keys],
  );
  return new Set(rows.map((r) => r.event_key));
}

/** What this person's showrooms have falling due from `from` to `until`. */
export async function callList(db: Queryable, scope: LeadScope, from: string, until: string, daysBefore: readonly number[]): Promise<CallListRow[]> {
  const items = (await fallingDue(db, from, until)).filter((i) => inScope(scope, i.showroomId)).slice(0, callListLimit);
  const [calls, reminded, names] = await Promise.all([callsOf(db, items), remindersOf(db, items, daysBefore), showroomNames(db)]);
  return items.map((i) => {
    const call = calls.get(itemKey(i));
    return {
      kind: i.kind, dueOn: i.dueOn, dueKm: i.dueKm, registration: i.registration, customerName: i.customerName, mobile: i.mobile,
      showroomId: i.showroomId, showroom: names.place(i.showroomId),
      remindedDaysBefore: daysBefore.filter((n) => reminded.has(serviceReminderKey(i, n))),
      lastCall: call?.last ?? null,
      callCount: call?.count ?? 0,
    };
  });
}
