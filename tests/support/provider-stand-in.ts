/**
 * A local stand-in for an HTTP message provider (WhatsApp Cloud API, an SMS gateway):
 * it keeps every request, and answers each with the next scripted reply: 'ok', a status
 * ('500'), '429:<seconds>' with Retry-After, or 'hang' (never answers).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
  at: number;
}

export interface ProviderStandIn {
  url: string;
  requests: StandInRequest[];
  /** Replies for the next requests, in order; then 'ok'. */
  script(...replies: string[]): void;
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
    requests.push({ path: req.url ?? '', authorization: String(req.headers.authorization ?? ''), body, at: Date.now() });
    const reply = replies.shift() ?? 'ok';
    if (reply === 'hang') return;
    if (reply.startsWith('429')) {
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': reply.split(':')[1] ?? '1' });
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
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    script: (...r) => void replies.push(...r),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
