/**
 * Many clients submitting enquiries at once, the way the outbox does: each submission
 * has its own Idempotency-Key, a share of them are sent again with the same key and
 * body (a replay after a lost answer), and one that got no answer at all (the connection
 * failed: a server killed or restarting) is sent again with its key until it gets one.
 * Records what every attempt got back, so a test can compare what was acknowledged with
 * what the database holds.
 */
import { randomUUID } from 'node:crypto';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { validBody, type JsonKind } from './bodies.ts';

export interface Attempt {
  key: string;
  kind: JsonKind;
  body: Record<string, unknown>;
  /** HTTP status, or 0 when the connection failed (server down, reset). */
  status: number;
  replay: boolean;
  /** When the answer (or the failure) arrived, ms since the epoch. */
  at: number;
  /** How long the answer took, ms. */
  ms: number;
  /** The error text for status 0, or the answer's message for a 5xx. */
  detail?: string;
}

interface LoadOptions {
  baseUrl: string;
  clients: number;
  durationMs: number;
  kinds: JsonKind[];
  /** Share of attempts that resend an earlier submission (same key and body). */
  replayRatio: number;
  /**
   * Per-request time limit, so a hung server shows up as a failure, not a stuck test.
   * 60 s: the outbox waits for an answer, and on embedded PGlite (one engine running
   * queries on the server's event loop) 200 clients see a tail of 10-15 s (README
   * "Reliability"); what is asserted is an answer, not a latency.
   */
  requestTimeoutMs?: number;
  /** Stops early when it resolves. */
  until?: Promise<unknown>;
}

export interface LoadResult {
  attempts: Attempt[];
  /** Keys that got a 2xx at least once, with their kind and body. */
  acknowledged: Map<string, { kind: JsonKind; body: Record<string, unknown> }>;
  byStatus: Map<number, number>;
  elapsedMs: number;
}

export async function send(baseUrl: string, kind: JsonKind, key: string, body: unknown, timeoutMs = 60_000): Promise<{ status: number; detail?: string }> {
  try {
    const res = await fetch(`${baseUrl}${enquiryKinds[kind].path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return res.status >= 500 ? { status: res.status, detail: text.slice(0, 200) } : { status: res.status };
  } catch (error) {
    return { status: 0, detail: String((error as Error).cause ?? (error as Error).message) };
  }
}

export async function runSubmissionLoad(options: LoadOptions): Promise<LoadResult> {
  const started = Date.now();
  const deadline = started + options.durationMs;
  let stopped = false;
  void options.until?.then(() => (stopped = true));
  const attempts: Attempt[] = [];
  const sent: { key: string; kind: JsonKind; body: Record<string, unknown> }[] = [];
  let n = 0;

  async function client(): Promise<void> {
    // What got no answer (the connection failed) is sent again, with its key, as the outbox does.
    let unanswered: { key: string; kind: JsonKind; body: Record<string, unknown> } | undefined;
    while (!stopped && Date.now() < deadline) {
      const replay = unanswered !== undefined || (sent.length > 0 && Math.random() < options.replayRatio);
      const earlier = unanswered ?? (replay ? sent[Math.floor(Math.random() * sent.length)] : undefined);
      const kind = earlier?.kind ?? (options.kinds[n % options.kinds.length] as JsonKind);
      const key = earlier?.key ?? randomUUID();
      const body = earlier?.body ?? validBody(kind, n);
      n += 1;
      if (!earlier) sent.push({ key, kind, body });
      const t0 = Date.now();
      const answer = await send(options.baseUrl, kind, key, body, options.requestTimeoutMs);
      attempts.push({ key, kind, body, replay, at: Date.now(), ms: Date.now() - t0, ...answer });
      unanswered = answer.status === 0 ? { key, kind, body } : undefined;
      // A refused connection answers at once; back off so a down server is not spun on.
      if (answer.status === 0) await new Promise((r) => setTimeout(r, 250));
    }
  }

  await Promise.all(Array.from({ length: options.clients }, client));
  const acknowledged = new Map<string, { kind: JsonKind; body: Record<string, unknown> }>();
  const byStatus = new Map<number, number>();
  for (const a of attempts) {
    byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    if (a.status >= 200 && a.status < 300) acknowledged.set(a.key, { kind: a.kind, body: a.body });
  }
  return { attempts, acknowledged, byStatus, elapsedMs: Date.now() - started };
}

/**
 * The outbox's part after a crash: every key the load sent without an acknowledgement is
 * sent again with its kind and body, as a device's outbox would, and counts as
 * acknowledged once stored. Returns the keys the server did not store this time (each
 * must be a 201). Eight at a time: sent one by one, the test and the server take turns on
 * the cores.
 */
export async function resendUnacknowledged(baseUrl: string, result: LoadResult): Promise<string[]> {
  const pending = new Map<string, { kind: JsonKind; body: Record<string, unknown> }>();
  for (const a of result.attempts) if (!result.acknowledged.has(a.key)) pending.set(a.key, { kind: a.kind, body: a.body });
  const queue = [...pending];
  const refused: string[] = [];
  async function sender(): Promise<void> {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, { kind, body }] = next;
      const answer = await send(baseUrl, kind, key, body);
      if (answer.status === 201) result.acknowledged.set(key, { kind, body });
      else refused.push(`${key}: ${answer.status} ${answer.detail ?? ''}`);
    }
  }
  await Promise.all(Array.from({ length: 8 }, sender));
  return refused;
}

/** Latency percentiles of the answered attempts, for the logs: "p50 80 ms, p99 900 ms, max 2100 ms". */
export function latencySummary(attempts: Attempt[]): string {
  const ms = attempts.filter((a) => a.status !== 0).map((a) => a.ms).sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)] ?? 0;
  return `p50 ${at(50)} ms, p99 ${at(99)} ms, max ${ms[ms.length - 1] ?? 0} ms`;
}

/** "201: 5400, 200: 600, 0: 12", for test failure messages and logs. */
export function statusSummary(byStatus: Map<number, number>): string {
  return [...byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s}: ${c}`).join(', ');
}
