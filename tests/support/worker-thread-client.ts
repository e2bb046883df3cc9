/**
 * An HTTP client on its own thread. A test that measures the CPU of this process's
 * event-loop thread (the test server's) must not send a 20 MB body from that thread: on
 * loopback the sender's write calls also do the kernel's receiving work, and that
 * client-side cost alone came close to the 200 ms bound. A real client is another machine;
 * this one is at least another thread, with its own CPU clock.
 */
import { Worker } from 'node:worker_threads';

/**
 * The worker's request: a raw socket, because a server that answers before it has read a
 * large body (a 413 on the declared length, a 404 before an upload) closes the connection,
 * and a client still writing then gets EPIPE and, with fetch, loses the answer it was sent.
 * This one writes the body a piece at a time, stops writing once an answer begins (as a
 * browser does), and keeps whatever answer arrived if the connection is reset afterwards.
 */
const workerSource = `
const { parentPort } = require('node:worker_threads');
const net = require('node:net');
const piece = 256 * 1024;

function parse(buffer) {
  const end = buffer.indexOf('\\r\\n\\r\\n');
  if (end < 0) return null;
  const head = buffer.subarray(0, end).toString('latin1').split('\\r\\n');
  const status = Number(head[0].split(' ')[1]);
  const lengthLine = head.find((l) => /^content-length:/i.test(l));
  const length = lengthLine ? Number(lengthLine.split(':')[1]) : undefined;
  const body = buffer.subarray(end + 4);
  const headers = head.slice(1).map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]);
  return { status, headers, complete: length !== undefined && body.length >= length, text: body.subarray(0, length ?? body.length).toString('utf8') };
}

parentPort.on('message', ({ id, url, method, headers, body }) => {
  const target = new URL(url);
  const bytes = Buffer.from(body);
  let received = Buffer.alloc(0);
  let answered = false;
  let done = false;
  const finish = (why) => {
    if (done) return;
    done = true;
    socket.destroy();
    const answer = parse(received);
    if (answer) parentPort.postMessage({ id, status: answer.status, headers: answer.headers, text: answer.text });
    else parentPort.postMessage({ id, error: why });
  };
  const socket = net.connect(Number(target.port), target.hostname);
  socket.on('data', (chunk) => {
    answered = true;
    received = Buffer.concat([received, chunk]);
    if (parse(received)?.complete) finish('');
  });
  socket.on('end', () => finish('the connection ended without an answer'));
  socket.on('close', () => finish('the connection closed without an answer'));
  socket.on('error', (error) => finish(String(error)));
  socket.on('connect', () => {
    const head = [method + ' ' + target.pathname + target.search + ' HTTP/1.1', 'Host: ' + target.host, 'Content-Length: ' + bytes.length,
      ...(Object.keys(headers).some((name) => name.toLowerCase() === 'connection') ? [] : ['Connection: close']),
      ...Object.entries(headers).map(([name, value]) => name + ': ' + value), '', ''].join('\\r\\n');
    socket.write(head);
    let at = 0;
    const next = () => {
      while (!answered && !done && at < bytes.length) {
        const more = socket.write(bytes.subarray(at, at + piece));
        at += piece;
        if (!more) {
          socket.once('drain', next);
          return;
        }
      }
    };
    next();
  });
});
`;

/** Statuses a Response may not be given a body for. */
const nullBodyStatuses = new Set([101, 204, 205, 304]);

interface Answer {
  id: number;
  status?: number;
  text?: string;
  headers?: [string, string][];
  error?: string;
}

export interface WorkerThreadClient {
  /** Sends `body` (shared, so handing it over copies nothing on this thread) and answers the response (status, headers, text). */
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
    else pending.resolve(new Response(nullBodyStatuses.has(answer.status ?? 0) ? null : answer.text ?? '', { status: answer.status ?? 0, headers: answer.headers ?? [] }));
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
