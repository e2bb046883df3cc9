/**
 * A request whose body is announced but mostly never sent: the head with a large
 * Content-Length, then only `firstChunk`. Resolves with the server's answer if one comes
 * while the rest is still owed, so a test can prove a request was answered before its
 * body was read; rejects when none comes within `waitMs` (the server is waiting for the
 * body). fetch cannot do this: it sends the whole body before it reads an answer.
 */
import { connect } from 'node:net';

interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface UnfinishedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The Content-Length announced. */
  declaredLength: number;
  /** What is sent of the body (much less than declaredLength). */
  firstChunk: string | Buffer;
  waitMs: number;
}

export function answerBeforeBody(baseUrl: string, request: UnfinishedRequest): Promise<EarlyAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${request.waitMs} ms while ${request.declaredLength} body bytes were still owed`));
    }, request.waitMs);
    const finish = (answer: EarlyAnswer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('connect', () => {
      const head = [
        `${request.method} ${request.path} HTTP/1.1`,
        `Host: ${url.host}`,
        `Content-Length: ${request.declaredLength}`,
        ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n');
      socket.write(head);
      socket.write(request.firstChunk);
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }));
      const length = Number(headers['content-length'] ?? 0);
      const body = received.subarray(end + 4);
      if (body.length < length) return;
      finish({ status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') });
    });
  });
}
