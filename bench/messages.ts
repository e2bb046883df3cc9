/**
 * Customer e-mail through the durable queue (docs/notifications.md), against a real SMTP
 * server in this process (the smtp-server package, tests/support/smtp-inbox.ts):
 * - POST /finance under the bench's load with no message queued or sent (e-mail not set
 *   up, so an enquiry queues nothing);
 * - 1,000 confirmations queued by a server that does not send (MESSAGE_WORKER=0), then
 *   the server started again with its worker: the time from that start to the 1,000th
 *   mail received, while the same POST /finance load runs (each of its enquiries queues
 *   its own confirmation too, as in life).
 * The bench's server, restarted on its data with e-mail set up: the last section, so no
 * other section sends mail.
 */
import { randomUUID } from 'node:crypto';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
// Slugs the server accepts as sent: each a catalogue model or one the forms once offered.
import { earlierListedModels } from '#contract/catalogue-model-field.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { startSmtpInbox } from '../tests/support/smtp-inbox.ts';
import { benchApiSubmissions, type ApiSubmissionResult } from './submissions.ts';

export interface MessageFigures {
  queued: number;
  /** From the sending server's start to the last of the queued mails received. */
  deliverSeconds: number;
  /** From its first mail to its last. */
  firstToLastSeconds: number;
  delivered: number;
  /** Whether the load ran wholly while the queue drained. */
  loadWithinDrain: boolean;
  without: ApiSubmissionResult;
  draining: ApiSubmissionResult;
}

const queuedPrefix = 'queued-bench-';
const deliverLimitMs = 300_000;

async function queueEnquiries(url: string, count: number): Promise<void> {
  let next = 0;
  const one = async (): Promise<void> => {
    for (let n = next++; n < count; n = next++) {
      const res = await fetch(`${url}${enquiryKinds.finance.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [idempotencyHeader]: randomUUID() },
        body: JSON.stringify({
          name: `Queued Customer ${n}`, email: `${queuedPrefix}${n}@example.in`, contact: String(9_100_000_000 + n),
          loanAmount: '60000', model: earlierListedModels[n % earlierListedModels.length], message: 'Please share EMI options', agreed: true,
        }),
      });
      if (res.status !== 201) throw new Error(`queueing enquiry ${n}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, one));
}

export async function benchMessages(
  server: RunningServer, count: number, connections: number, seconds: number, log: (msg: string) => void,
): Promise<MessageFigures> {
  const inbox = await startSmtpInbox();
  try {
    log(`messages: POST /finance, ${connections} conn., ${seconds} s, nothing queued (e-mail not set up)`);
    const without = await benchApiSubmissions(server.url, connections, seconds);

    log(`messages: queueing ${count.toLocaleString('en-US')} confirmations on a server that does not send`);
    await server.stop();
    const mail = { SMTP_URL: inbox.url, SMTP_FROM: 'Bench Dealer <bookings@bench.example>' };
    await server.restart({ ...mail, MESSAGE_WORKER: '0' });
    await queueEnquiries(server.url, count);
    await server.stop();

    const queuedMails = () => inbox.mails.filter((m) => m.to.some((t) => t.includes(queuedPrefix)));
    let firstAt = 0;
    let lastAt = 0;
    const t0 = Date.now();
    const drained = (async () => {
      while (queuedMails().length < count && Date.now() - t0 < deliverLimitMs) {
        if (!firstAt && queuedMails().length > 0) firstAt = Date.now();
        await new Promise((r) => setTimeout(r, 50));
      }
      lastAt = Date.now();
    })();
    log('messages: the server starts with its worker; the same load while the queue drains');
    await server.restart({ ...mail, MESSAGE_WORKER: '1' });
    const loadStart = Date.now();
    const draining = await benchApiSubmissions(server.url, connections, seconds);
    const loadEnd = Date.now();
    await drained;
    return {
      queued: count,
      delivered: queuedMails().length,
      deliverSeconds: (lastAt - t0) / 1000,
      firstToLastSeconds: ((lastAt - (firstAt || lastAt)) / 1000),
      loadWithinDrain: loadStart <= lastAt && loadEnd <= lastAt,
      without,
      draining,
    };
  } finally {
    await inbox.stop();
  }
}
