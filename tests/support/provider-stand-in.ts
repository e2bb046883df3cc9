/**
 * A local stand-in for an HTTP message provider (WhatsApp Cloud API, an SMS gateway):
 * it keeps every request, and answers each with the next scripted reply: 'ok', a status
 * ('500'), '429:<Retry-After>' (seconds or an HTTP date), or 'hang' (never answers). It
 * can go down (connections refused) and come back on the same port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
  at: number;
  /** The scripted reply it got ('ok': the provider took the message). */
  reply: string;
}

export interface ProviderStandIn {
  url: string;
  requests: StandInRequest[];
  /** Replies for the next requests, in order; then 'ok'. */
  script(...replies: string[]): void;
  /** Stops listening: every connection is refused until `up`. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => resolve(text));
  });
}

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const replies: string[] = [];
  const requests: StandInRequest[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const text = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // kept as {}
    }
    const reply = replies.shift() ?? 'ok';
    requests.push({ path: req.url ?? '', authorization: String(req.headers.authorization ?? ''), body, at: Date.now(), reply });
    if (reply === 'hang') return;
    if (reply.startsWith('429')) {
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': reply.slice(4) || '1' });
      res.end(JSON.stringify({ error: { message: 'Too many requests' } }));
      return;
    }
    if (reply !== 'ok') {
      res.writeHead(Number(reply), { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Stand-in failure ${reply}` } }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ messages: [{ id: `wamid.${requests.length}` }], id: `sms-${requests.length}` }));
  };
  const make = (): Server => createServer((req, res) => void handle(req, res));
  let server = make();
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
    if (!server.listening) resolve();
  });
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...r) => void replies.push(...r),
    down: close,
    async up() {
      server = make();
      await listen(port);
    },
    close,
  };
}
