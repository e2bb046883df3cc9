/**
 * 200 concurrent clients submitting enquiries (finance, contact, offer, product; one in
 * ten a replay of an earlier key), as the load test does (tests/faults): the latency a
 * phone sees when the showrooms are busy, on whatever database the bench server runs
 * (the default's own PostgreSQL, PGlite with EMBEDDED_DATABASE=pglite, or DATABASE_URL).
 * Target: p99 <= 1 s (docs/decisions/embedded-postgres-default.md).
 */
import { runSubmissionLoad } from '../tests/faults/support/submission-load.ts';
import { percentile } from './stats.ts';

export interface ConcurrencyResult {
  clients: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
}

export async function benchConcurrentSubmissions(baseUrl: string, clients: number, seconds: number): Promise<ConcurrencyResult> {
  const result = await runSubmissionLoad({
    baseUrl, clients, durationMs: seconds * 1000, kinds: ['finance', 'contact', 'offer', 'product'], replayRatio: 0.1,
  });
  const answered = result.attempts.filter((a) => a.status !== 0).map((a) => a.ms).sort((a, b) => a - b);
  return {
    clients,
    seconds,
    requestsPerSecond: result.attempts.length / (result.elapsedMs / 1000),
    p50: percentile(answered, 50),
    p99: percentile(answered, 99),
    max: answered[answered.length - 1] ?? 0,
    failed: result.attempts.filter((a) => a.status < 200 || a.status >= 300).length,
  };
}
