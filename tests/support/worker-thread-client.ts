/**
 * An HTTP client on its own thread. A test that measures the CPU of this process's
 * event-loop thread (the test server's) must not send a 20 MB body from that thread: on
 * loopback the sender's write calls also do the kernel's receiving work, and that
 * client-side cost alone came close to the 200 ms bound. A real client is another machine;
 * this one is at least another thread, with its own CPU clock.
 */
import { Worker } from 'node:worker_threads';

const workerSource = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ id, url, method, headers, body }) => {
  try {
    const res = await fetch(url, { method, headers, body: Buffer.from(new Uint8Array(body)) });
    parentPort.postMessage({ id, status: res.status, text: await res.text() });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.cause || error) });
  }
});
`;

/** Statuses a Response may not be given a body for. */
const nullBodyStatuses = new Set([101, 204, 205, 304]);

interface Answer {
  id: number;
  status?: number;
  text?: string;
  error?: string;
}

export interface WorkerThreadClient {
  /** Sends `body` (shared, so handing it over copies nothing on this thread) and answers the response. */
  send(url: string, init: { method: string; headers: Record<string, string>; body: SharedArrayBuffer }): Promise<Response>;
  close(): Promise<void>;
}

/** Shares bytes with a worker thread without copying them on each send. */
export function sharedBytes(bytes: Uint8Array): SharedArrayBuffer {
  const shared = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(shared).set(bytes);
  return shared;
}

export function startWorkerThreadClient(): WorkerThreadClient {
  const worker = new Worker(workerSource, { eval: true });
  worker.unref();
  const waiting = new Map<number, { resolve: (r: Response) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  worker.on('message', (answer: Answer) => {
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if (answer.error !== undefined) pending.reject(new Error(`request from the worker thread failed: ${answer.error}`));
    else pending.resolve(new Response(nullBodyStatuses.has(answer.status ?? 0) ? null : answer.text ?? '', { status: answer.status ?? 0 }));
  });
  worker.on('error', (error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  });
  return {
    send: (url, init) => new Promise<Response>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve, reject });
      worker.postMessage({ id: nextId, url, ...init });
    }),
    close: async () => {
      await worker.terminate();
    },
  };
}
