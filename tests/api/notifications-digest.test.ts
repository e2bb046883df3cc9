/**
 * The morning digest (docs/notifications.md "Morning digest") against a real SMTP server
 * inside the test, at a fixed clock: from 09:00 IST each active staff member with an
 * e-mail gets the follow-ups due that day and overdue on the leads their role and
 * showrooms may see, and their showrooms' appointments of the day; run again (a restart,
 * a second server) it sends nothing more; a person who switched it off on their Profile
 * gets none until they switch it on again; with the e-mail channel off nothing is queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { defaultTemplates, messageApiPaths } from '#contract/messages.ts';
import { morningDigestTexts } from '#contract/morning-digest-choice.ts';
import { queueDueDigests } from '../../server/notifications/morning-digest.ts';
import { queueNames } from '../../server/notifications/message-queue.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { book } from '../support/appointments.ts';
import { recordEvent, submitEnquiry } from '../support/lead-desk.ts';
import { messageQueueSettled } from '../support/message-queue-settled.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';

/** Monday 23 Nov 2026, 11:30 IST: when the leads and bookings come in. */
const clock = new Date('2026-11-23T06:00:00Z');
const publicUrl = 'https://gurgaontwowheelers.example';
/** Wednesday 25 Nov 2026, 09:00 IST. */
const nineAm = new Date('2026-11-25T03:30:00Z');

let inbox: SmtpInbox;
let app: TestApp;
let owner: AdminSession;
const leads: Record<string, string> = {};

async function staff(userId: string, fields: { role: 'owner' | 'manager' | 'sales'; showroomId?: number; email: string; status?: string; userName: string }) {
  await createAdmin(app.db, userId, 'digest test password', fields);
  await app.db.query('UPDATE admins SET email = $2 WHERE user_id = $1', [userId, fields.email]);
}

/** A finance enquiry at `showroom` ('' none) with its follow-up at `followUp` (IST), owned by `ownerId`. */
async function leadWithFollowUp(n: number, showroom: number | '', followUp: string, ownerId?: string): Promise<string> {
  const id = await submitEnquiry(app, 'finance', { ...validBody('finance', n), preferredShowroom: showroom, email: '' });
  let version = 0;
  if (ownerId) version = (await recordEvent(app, owner, id, { type: 'assign', data: { ownerId } }, version, { at: clock.toISOString() })).lead.version;
  await recordEvent(app, owner, id, { type: 'followup', data: { at: new Date(`${followUp}+05:30`).toISOString() } }, version, { at: clock.toISOString() });
  return id;
}

const digestsTo = (address: string) => inbox.mails.filter((m) => m.to.some((t) => t.includes(address)) && m.subject.startsWith('Your day'));

/** Reads until `done`; one that never gets there is caught by the test's own timeout (a hang, not a speed). */

/** Every digest queued so far is sent or given up: a count taken now is final, however slow the machine. */
const digestsSettled = () => messageQueueSettled(app.db, queueNames.staffDigest);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({
    now: () => clock,
    config: { smtpUrl: inbox.url, smtpFrom: 'Gurgaon Two Wheelers <bookings@gurgaontwowheelers.example>', publicUrl, messageRetrySeconds: 1, messageAttempts: 3 },
    notifications: {},
  });
  await staff('olga', { role: 'owner', email: 'olga@gurgaontwowheelers.example', userName: 'Olga Owner' });
  await staff('manu', { role: 'manager', showroomId: 1, email: 'manu@gurgaontwowheelers.example', userName: 'Manu Manager' });
  await staff('sam', { role: 'sales', showroomId: 2, email: 'sam@gurgaontwowheelers.example', userName: 'Sam Sales' });
  await staff('nomail', { role: 'sales', showroomId: 2, email: '', userName: 'No Mail' });
  await staff('gone', { role: 'sales', showroomId: 2, email: 'gone@gurgaontwowheelers.example', status: 'inactive', userName: 'Gone Away' });
  owner = await signIn(app, 'olga', 'digest test password');
  leads.dueTodayShowroom1 = await leadWithFollowUp(7101, 1, '2026-11-25T15:00:00', 'manu');
  leads.overdueShowroom2 = await leadWithFollowUp(7102, 2, '2026-11-24T10:00:00');
  leads.tomorrowShowroom2 = await leadWithFollowUp(7103, 2, '2026-11-26T10:00:00');
  leads.dueTodayNoShowroom = await leadWithFollowUp(7104, '', '2026-11-25T11:00:00');
  for (const slot of [{ showroomId: 1, date: '2026-11-25', time: '10:30' }, { showroomId: 2, date: '2026-11-25', time: '15:00' }, { showroomId: 1, date: '2026-11-26', time: '10:30' }]) {
    expect((await book(app, slot, { model: 'Shine 100' })).status).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  await app?.close();
  await inbox?.stop();
});

describe('morning digest', () => {
  it('from 09:00 IST each person gets the follow-ups and appointments their role and showrooms may see, once', async () => {
    const { jobs } = app.notifications!.queue;
    const deps = { config: app.config, jobs };
    expect(await queueDueDigests(app.db, deps, new Date(nineAm.getTime() - 60_000))).toBe(0);
    expect(await queueDueDigests(app.db, deps, nineAm)).toBe(3);
    // The job runs again (a second server, a restart, a later tick): nothing more.
    expect(await queueDueDigests(app.db, deps, nineAm)).toBe(0);
    expect(await queueDueDigests(app.db, deps, new Date(nineAm.getTime() + 5 * 3_600_000))).toBe(0);

    const [olga] = await until(() => digestsTo('olga@'), (m) => m.length > 0, { giveUpAfterMs: Infinity });
    const [manu] = await until(() => digestsTo('manu@'), (m) => m.length > 0, { giveUpAfterMs: Infinity });
    const [sam] = await until(() => digestsTo('sam@'), (m) => m.length > 0, { giveUpAfterMs: Infinity });

    // The Owner: every follow-up due today or overdue, every showroom's appointments.
    expect(olga?.subject).toBe('Your day, 25 Nov 2026: 3 follow-ups, 2 appointments');
    expect(olga?.text).toContain('Good morning Olga Owner,');
    expect(olga?.text).toContain('24 Nov 2026, 10:00 am (overdue): Test Customer 7102');
    expect(olga?.text).toContain('25 Nov 2026, 11:00 am: Test Customer 7104');
    expect(olga?.text).toContain('25 Nov 2026, 3:00 pm: Test Customer 7101');
    expect(olga?.text).toContain('owner: Manu Manager');
    expect(olga?.text).toContain(`${publicUrl}/admin/leads/${leads.dueTodayShowroom1}`);
    expect(olga?.text).not.toContain('Test Customer 7103');
    expect(olga?.text).toMatch(/- 10:30 am, [^:]+: Test ride of the Shine 100/);
    expect(olga?.text).toMatch(/- 3:00 pm, [^:]+: Test ride of the Shine 100/);
    const olgaFollowUps = olga?.text.indexOf('Test Customer 7102') ?? -1;
    expect(olgaFollowUps).toBeLessThan(olga?.text.indexOf('Test Customer 7101') ?? -1);

    // The Manager of showroom 1: its follow-ups (their own first) and the unassigned, its appointment only.
    expect(manu?.subject).toBe('Your day, 25 Nov 2026: 2 follow-ups, 1 appointment');
    expect(manu?.text).toContain('owner: you');
    expect(manu?.text.indexOf('Test Customer 7101')).toBeLessThan(manu?.text.indexOf('Test Customer 7104') ?? -1);
    expect(manu?.text).not.toContain('Test Customer 7102');
    expect(manu?.text).toContain('- 10:30 am');
    expect(manu?.text).not.toContain('- 3:00 pm');

    // Sales at showroom 2: its overdue follow-up and its appointment, nothing unassigned.
    expect(sam?.subject).toBe('Your day, 25 Nov 2026: 1 follow-up, 1 appointment');
    expect(sam?.text).toContain('Test Customer 7102');
    expect(sam?.text).not.toContain('Test Customer 7104');
    expect(sam?.text).not.toContain('Test Customer 7101');
    expect(sam?.text).toContain('- 3:00 pm');
    expect(sam?.text).not.toContain('- 10:30 am');

    await digestsSettled();
    expect(digestsTo('olga@')).toHaveLength(1);
    expect(digestsTo('manu@')).toHaveLength(1);
    expect(digestsTo('sam@')).toHaveLength(1);
    expect(digestsTo('gone@')).toHaveLength(0);
    const { rows } = await app.db.query<{ user_id: string; state: string; attempts: number }>('SELECT user_id, state, attempts FROM staff_digests ORDER BY user_id');
    expect(rows).toEqual([
      { user_id: 'manu', state: 'sent', attempts: 1 }, { user_id: 'olga', state: 'sent', attempts: 1 }, { user_id: 'sam', state: 'sent', attempts: 1 },
    ]);
    // The key is its Message-ID, as for customer messages.
    expect(olga?.messageId).toMatch(/^<[0-9a-f-]{36}@gurgaontwowheelers\.example>$/);
  });

  it('a person who switched it off on their Profile gets none until they switch it on again', async () => {
    const sam = await signIn(app, 'sam', 'digest test password');
    const manu = await signIn(app, 'manu', 'digest test password');
    const choice = async (session: AdminSession, userId: string) => {
      const res = await call(app, session, adminApiPaths.morningDigest(userId));
      expect(res.status).toBe(200);
      return (await res.json()) as unknown;
    };
    // On by default, for every account.
    expect(await choice(sam, 'sam')).toEqual({ morningDigest: true });
    expect(await choice(manu, 'manu')).toEqual({ morningDigest: true });

    // Bad bodies are refused at the field, and nothing is stored.
    for (const json of [{ morningDigest: 'no' }, {}, { morningDigest: null }]) {
      const bad = await call(app, sam, adminApiPaths.morningDigest('sam'), { method: 'PUT', json });
      expect(bad.status).toBe(400);
      expect((await bad.json()) as unknown).toMatchObject({ message: 'morningDigest: must be true or false', errors: [{ field: 'morningDigest', message: 'must be true or false' }] });
    }
    // Only one's own switch.
    const others = await call(app, manu, adminApiPaths.morningDigest('sam'), { method: 'PUT', json: { morningDigest: false } });
    expect(others.status).toBe(403);
    expect((await call(app, manu, adminApiPaths.morningDigest('sam'))).status).toBe(403);
    expect(await choice(sam, 'sam')).toEqual({ morningDigest: true });

    const off = await call(app, sam, adminApiPaths.morningDigest('sam'), { method: 'PUT', json: { morningDigest: false } });
    expect(off.status).toBe(200);
    expect((await off.json()) as unknown).toEqual({ morningDigest: false, message: morningDigestTexts.off });
    expect(await choice(sam, 'sam')).toEqual({ morningDigest: false });

    // Friday 27 Nov, 09:00 IST: the Owner and the Manager, not Sam, and Sam's day is not taken.
    const { jobs } = app.notifications!.queue;
    const friday = new Date(nineAm.getTime() + 2 * 86_400_000);
    expect(await queueDueDigests(app.db, { config: app.config, jobs }, friday)).toBe(2);
    const taken = async (day: string) => (await app.db.query<{ key: string }>(
      `SELECT key FROM scheduled_work_done WHERE key LIKE 'digest:%:' || $1 ORDER BY key`, [day],
    )).rows.map((r) => r.key);
    expect(await taken('2026-11-27')).toEqual(['digest:manu:2026-11-27', 'digest:olga:2026-11-27']);
    await until(() => inbox.mails.filter((m) => m.subject.startsWith('Your day, 27 Nov 2026')).length, (n) => n >= 2, { giveUpAfterMs: Infinity });
    await digestsSettled();
    expect(inbox.mails.filter((m) => m.subject.startsWith('Your day, 27 Nov 2026')).flatMap((m) => m.to).sort())
      .toEqual([expect.stringContaining('manu@'), expect.stringContaining('olga@')]);

    // Switched on again: the next morning Sam's summary comes as before.
    const on = await call(app, sam, adminApiPaths.morningDigest('sam'), { method: 'PUT', json: { morningDigest: true } });
    expect((await on.json()) as unknown).toEqual({ morningDigest: true, message: morningDigestTexts.on });
    expect(await queueDueDigests(app.db, { config: app.config, jobs }, new Date(nineAm.getTime() + 3 * 86_400_000))).toBe(3);
    expect(await taken('2026-11-28')).toEqual(['digest:manu:2026-11-28', 'digest:olga:2026-11-28', 'digest:sam:2026-11-28']);
  });

  it('with the e-mail channel switched off, nothing is queued the next morning', async () => {
    const off = await call(app, owner, messageApiPaths.adminMessageChannel('email'), {
      method: 'PUT', json: { enabled: false, settings: { host: '', port: 587, secure: false, user: '', password: '', from: '' }, templates: defaultTemplates.email },
    });
    expect(off.status).toBe(200);
    const { jobs } = app.notifications!.queue;
    expect(await queueDueDigests(app.db, { config: app.config, jobs }, new Date(nineAm.getTime() + 86_400_000))).toBe(0);
    const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM scheduled_work_done WHERE key LIKE 'digest:%:2026-11-26'`);
    expect(rows[0]?.n).toBe(0);
  });
});
