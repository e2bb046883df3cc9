/**
 * Submission throughput: POST /finance through the real server with a fresh
 * Idempotency-Key per request (autocannon), beside the same rows inserted straight into
 * the enquiries table (with their leads, by the server's own statement) by the same
 * number of concurrent clients. The ratio says how much
 * of the database's insert rate the HTTP layer, validation and hashing leave.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Db } from '../server/db/connect.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
// Slugs the server accepts as sent: each a catalogue model or one the forms once offered.
import { earlierListedModels } from '#contract/catalogue-model-field.ts';
import { defaultSlaWorkingHours } from '#contract/lead-sla.ts';
import { bodyHash } from '../server/enquiries/body-hash.ts';
import { insertParams, insertSql } from '../server/enquiries/repository.ts';
import { newLeadColumns } from '../server/leads/new-lead.ts';
import { percentile } from './stats.ts';

export interface ApiSubmissionResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  non2xx: number;
}

export interface RawInsertResult {
  rowsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
}

/** A valid finance body (requirements 7.2); text differs per row like real leads. */
function financeBody(n: number) {
  return {
    name: `Bench Customer ${n}`,
    email: `bench${n}@example.in`,
    contact: String(9_000_000_000 + (n % 999_999_999)),
    loanAmount: String(40_000 + (n % 60) * 1000),
    model: earlierListedModels[n % earlierListedModels.length] as string,
    message: 'Please share EMI options',
    agreed: true,
  };
}

export async function benchApiSubmissions(baseUrl: string, connections: number, seconds: number): Promise<ApiSubmissionResult> {
  let n = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: enquiryKinds.finance.path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = n++;
          return { ...req, headers: { ...req.headers, [idempotencyHeader]: randomUUID() }, body: JSON.stringify(financeBody(i)) };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A finance enquiry as the server stores it: its indexed columns (enquiry-kinds.ts `indexed`) and its lead (new-lead.ts). */
function rowValues(n: number): unknown[] {
  const payload = { ...financeBody(n), message: 'Please share EMI options', selectedPOA: '', selectedPOI: '' };
  const createdAt = new Date();
  const indexed = { name: payload.name, mobile: payload.contact, email: payload.email, model: payload.model, regNo: '' };
  return insertParams({
    id: randomUUID(), kind: 'finance', createdAt, payload, bodyHash: bodyHash('finance', payload), indexed, file: null,
    lead: newLeadColumns({ createdAt, payload, ...indexed }, defaultSlaWorkingHours),
  }, null);
}

/** `clients` loops inserting one row per statement for `seconds`, through `db`. */
export async function benchRawInserts(db: Db, clients: number, seconds: number): Promise<RawInsertResult> {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let n = 10_000_000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await db.query(insertSql, rowValues(n++));
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rowsPerSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), total: latencies.length, errors };
}
