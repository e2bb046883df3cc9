/**
 * Sign-in limits that an attacker cannot turn against the owner (docs/api-admin.md), the
 * client address behind proxies, and the cap on concurrent password hashing:
 * - from two real client addresses (127.0.0.2 guessing, 127.0.0.3 the owner; the server
 *   trusts no proxy and sees the socket's address): the guesser is refused after 5
 *   failures, the owner still signs in, only slowed down as failures pile up;
 * - behind TRUST_PROXY=N the address is the one the N-th proxy from the right appended,
 *   so a forged first X-Forwarded-For entry is limited like any other request;
 * - 16 concurrent sign-ins keep a real server's peak memory to two scrypt runs at once.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingLimits } from '../../server/auth/hashing-slots.ts';
import { accountDelayMs, loginLimits } from '../../server/auth/login-throttle.ts';
import { defaultBudgets } from '../../server/limits/budgets.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { validBody } from '../faults/support/bodies.ts';
import { createAdmin, login } from '../support/admin-session.ts';
import { startServerProcess, type ChildRun } from '../support/main-process.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { frozenClock } from '../support/frozen-clock.ts';

const password = 'Owner-Password-1';
const submissionBurst = defaultBudgets.submissions.burst;

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | undefined;
}

/** POST /api/login from a given local address (127.0.0.0/8 is all loopback on Linux). */
function loginFrom(app: TestApp, localAddress: string, userId: string, pw: string): Promise<Answer> {
  const url = new URL(adminApiPaths.login, app.url);
  const body = JSON.stringify({ userId, password: pw });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, retryAfter: res.headers['retry-after'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('sign-in limits from two client addresses', () => {
  let app: TestApp;
  const guesser = '127.0.0.2';
  const owner = '127.0.0.3';
  const helper = '127.0.0.4';

  // The server's clock moves only when the test moves it: a slowed sign-in answers when
  // its wait is over on that clock, however fast or slow the machine.
  const clock = frozenClock(new Date('2026-11-23T05:00:00Z'));

  beforeAll(async () => {
    // No proxy: the server sees each connection's own address.
    app = await startTestApp({ seed: false, config: { trustProxy: false, proxyCount: 0 }, now: clock.now, wait: clock.wait });
    await createAdmin(app.db, 'owner', password);
  });

  /** A sign-in that waits `waitMs` on the server's clock first: it is still waiting 1 ms short of it, and answers once it is over. */
  async function slowedLogin(address: string, userId: string, pw: string, waitMs: number): Promise<Answer> {
    const answer = loginFrom(app, address, userId, pw);
    if (waitMs > 0) {
      expect(await clock.nextWait()).toBe(waitMs);
      clock.passTime(waitMs - 1);
      expect(clock.pending()).toEqual([1]);
      clock.passTime(1);
    }
    return answer;
  }
  afterAll(async () => {
    await app?.close();
  });

  it('the guessing address is refused; the owner elsewhere signs in, slowed down, never locked out', async () => {
    for (let i = 0; i < loginLimits.perAccountAndAddress; i += 1) {
      expect((await loginFrom(app, guesser, 'owner', `wrong-${i}`)).status).toBe(401);
    }
    // The guesser's address is refused for this account, even with the right password.
    const refused = await loginFrom(app, guesser, 'OWNER', password);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // The owner, from another address, is not.
    expect((await loginFrom(app, owner, 'owner', password)).status).toBe(200);

    // More guesses from another address: each waits longer before its password is checked.
    const waits: number[] = [];
    for (let i = 0; i < loginLimits.perAccountAndAddress; i += 1) {
      const expected = accountDelayMs(loginLimits.perAccountAndAddress + i);
      const answer = await slowedLogin(helper, 'owner', `other-wrong-${i}`, expected);
      expect(answer.status, `attempt ${i + 1} from the second address`).toBe(401);
      waits.push(expected);
    }
    expect(waits).toEqual([0, 500, 1000, 2000, 4000]);
    // Waited on the server's clock, exactly those (none for the first).
    expect(clock.started()).toEqual([500, 1000, 2000, 4000]);
    expect((await loginFrom(app, helper, 'owner', password)).status).toBe(429);

    // The owner still signs in: after the longest wait, not refused.
    const slowed = await slowedLogin(owner, 'owner', password, loginLimits.maxDelayMs);
    expect(slowed.status).toBe(200);
    // Refused attempts are not counted: hammering from a refused address adds nothing,
    // and the wait never exceeds its cap.
    const failures = () => app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_attempts WHERE user_key = 'owner'`).then((r) => r.rows[0]?.n);
    const before = await failures();
    for (let i = 0; i < 10; i += 1) expect((await loginFrom(app, guesser, 'owner', `more-${i}`)).status).toBe(429);
    expect(await failures()).toBe(before);
    expect(accountDelayMs(1000)).toBe(loginLimits.maxDelayMs);
    expect((await slowedLogin(owner, 'owner', password, loginLimits.maxDelayMs)).status).toBe(200);
    // Refused attempts never waited.
    expect(clock.started()).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  }, 300_000);
});

describe('client addresses behind proxies', () => {
  let oneProxy: TestApp;
  let twoProxies: TestApp;
  beforeAll(async () => {
    oneProxy = await startTestApp({ seed: false });
    twoProxies = await startTestApp({ seed: false, config: { trustProxy: true, proxyCount: 2, requestBudgets: defaultBudgets } });
  });
  afterAll(async () => {
    await twoProxies?.close();
    await oneProxy?.close();
  });

  it('TRUST_PROXY=1: the address the proxy appended counts, not the one the client wrote', async () => {
    // 40 sign-ins whose first X-Forwarded-For entry is forged anew each time: 30 at once (an
    // attempt counts from before its password is checked, so they see each other), then 10.
    // To accounts that exist, with the test accounts' cheaper hash: an unknown id is checked
    // against a full-cost hash (0.6 s of CPU each), and the address is what this is about.
    for (let i = 0; i < 40; i += 1) await createAdmin(oneProxy.db, `guess-${i}`, password);
    const attempt = async (i: number) => {
      const res = await login(oneProxy, `guess-${i}`, 'wrong-password', { 'X-Forwarded-For': `198.51.100.${i}, 203.0.113.10` });
      await res.arrayBuffer();
      return res.status;
    };
    const statuses = await Promise.all(Array.from({ length: loginLimits.perAddress }, (_, i) => attempt(i)));
    for (let i = loginLimits.perAddress; i < 40; i += 1) statuses.push(await attempt(i));
    expect(statuses.slice(0, loginLimits.perAddress)).toEqual(Array(loginLimits.perAddress).fill(401));
    expect(statuses.slice(loginLimits.perAddress)).toEqual(Array(40 - loginLimits.perAddress).fill(429));
  }, 180_000);

  it('TRUST_PROXY=2: the client is the second entry from the right (here on the submission limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < submissionBurst + 5; i += 1) {
      // Client-written entry, the client as the outer proxy saw it, the outer proxy itself.
      const res = await twoProxies.fetch(enquiryKinds.contact.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i}, 203.0.113.20, 10.0.0.${i % 3}` },
        body: JSON.stringify(validBody('contact')),
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, submissionBurst)).toEqual(Array(submissionBurst).fill(201));
    expect(statuses.slice(submissionBurst)).toEqual(Array(5).fill(429));
  });
});

describe('concurrent password hashing', () => {
  let dataDir: string;
  let server: ChildRun & { url: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dealer-hashing-'));
    server = await startServerProcess({ DATA_DIR: dataDir });
  }, 300_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exit;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const status = (field: 'VmRSS' | 'VmHWM') =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) * 1024;

  const signIn = (userId: string) =>
    fetch(`${server.url}${adminApiPaths.login}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId, password: 'not-the-password' }),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });

  it('16 concurrent sign-ins: the peak memory grows by at most two scrypt runs (128 MiB each)', async () => {
    // Warm up (the first unknown user id makes the dummy hash), then measure from here:
    // writing 5 to clear_refs resets the peak (VmHWM) to the current size.
    expect(await signIn('warm-up')).toBe(401);
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const before = status('VmRSS');
    const statuses = await Promise.all(Array.from({ length: 16 }, (_, i) => signIn(`someone-${i}`)));
    const grew = status('VmHWM') - before;
    const mib = 1024 * 1024;
    console.log(`16 concurrent sign-ins: peak RSS ${Math.round(status('VmHWM') / mib)} MiB, ${Math.round(grew / mib)} MiB above the ${Math.round(before / mib)} MiB before`);
    expect(statuses).toEqual(Array(16).fill(401));
    // Two at once need 256 MiB; a third concurrent run (384 MiB) means the cap failed.
    expect(hashingLimits.concurrent).toBe(2);
    expect(grew).toBeLessThan(3 * 128 * mib);
  }, 300_000);
});
