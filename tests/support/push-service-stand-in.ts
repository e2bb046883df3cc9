/**
 * A local stand-in for a browser's push service (FCM, Mozilla autopush, Apple): a device's
 * subscription endpoint is just a URL, here `<url>/push/<device>`. It keeps every request,
 * checks its VAPID Authorization header (an ES256 JWT whose audience is this origin, signed
 * by the key in `k=`), decrypts the payload with the device's own keys (aes128gcm, as a
 * browser would), and answers each device's requests with its scripted replies in order:
 * a status ('201', '410', '500'), '429:<seconds>' with Retry-After, or 'hang'; then 201.
 */
import { createECDH, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface PushDevice {
  name: string;
  /** What the browser's PushSubscription.toJSON() gives the page. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface PushRequest {
  device: string;
  /** The VAPID header's signature, audience and expiry all checked out. */
  vapidValid: boolean;
  /** The VAPID public key the request was signed with (k=). */
  vapidKey: string;
  ttl: string;
  /** The decrypted payload, parsed (null when it could not be decrypted). */
  payload: Record<string, unknown> | null;
  status: number;
}

export interface PushServiceStandIn {
  url: string;
  requests: PushRequest[];
  /** A new device with its own keys, as a browser makes at pushManager.subscribe(). */
  device(name: string): PushDevice;
  script(device: string, ...replies: string[]): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Checks `vapid t=<jwt>, k=<key>`: signed by k (ES256), for this origin, not expired. */
function checkVapid(header: string, origin: string): { valid: boolean; key: string } {
  const t = /t=([^,\s]+)/.exec(header)?.[1] ?? '';
  const k = /k=([^,\s]+)/.exec(header)?.[1] ?? '';
  const [head, claims, signature] = t.split('.');
  if (!header.startsWith('vapid ') || !head || !claims || !signature || !k) return { valid: false, key: k };
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65) return { valid: false, key: k };
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  const fresh = typeof body.exp === 'number' && body.exp > Date.now() / 1000;
  return { valid: signed && body.aud === origin && fresh && /^(mailto:|https:)/.test(body.sub ?? ''), key: k };
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const replies = new Map<string, string[]>();
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const requests: PushRequest[] = [];
  let origin = '';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const device = /^\/push\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
    const vapid = checkVapid(String(req.headers.authorization ?? ''), origin);
    const own = keys.get(device);
    let payload: Record<string, unknown> | null = null;
    try {
      if (own) payload = JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: own.ecdh, authSecret: own.auth.toString('base64url') }).toString('utf8')) as Record<string, unknown>;
    } catch {
      payload = null;
    }
    const reply = replies.get(device)?.shift() ?? '201';
    const status = reply === 'hang' ? 0 : Number(reply.split(':')[0]);
    requests.push({ device, vapidValid: vapid.valid, vapidKey: vapid.key, ttl: String(req.headers.ttl ?? ''), payload, status });
    if (reply === 'hang') return;
    if (!own) {
      res.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = status === 429 ? { 'Retry-After': reply.split(':')[1] ?? '1' } : {};
    if (status === 201) headers.Location = `${origin}/message/${requests.length}`;
    res.writeHead(status, headers).end(status >= 400 ? JSON.stringify({ message: `Stand-in answer ${status}` }) : '');
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(name, { ecdh, auth });
      return { name, subscription: { endpoint: `${origin}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
    },
    script: (device, ...r) => void replies.set(device, [...(replies.get(device) ?? []), ...r]),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
