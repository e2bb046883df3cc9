/**
 * Which requests went out on a connection opened for them rather than on one kept alive,
 * as Node's fetch (undici) reports on its diagnostics channels. In a burst this is where a
 * request's time goes before the server reads it: the kernel completes the connection,
 * the client sends at once, and the request waits in the server's accept queue behind every
 * connection opened before it, since Node takes one connection from that queue per turn of
 * its event loop (docs/payments.md "Webhooks in a burst").
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';

export interface FreshConnections {
  /** Whether the latest request whose `header` had this value went out on a new connection. */
  fresh(value: string): boolean | undefined;
  stop(): void;
}

const sendHeaders = 'undici:client:sendHeaders';

/** undici gives a request's headers as one "name: value\r\n" string or as a flat array. */
function headerValue(headers: unknown, name: string): string | undefined {
  const lower = name.toLowerCase();
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === lower) return String(headers[i + 1]);
    return undefined;
  }
  if (typeof headers !== 'string') return undefined;
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === lower) return line.slice(colon + 1).trim();
  }
  return undefined;
}

export function watchFreshConnections(header: string): FreshConnections {
  const used = new WeakSet<object>();
  const latest = new Map<string, boolean>();
  const onSend = (message: unknown) => {
    const { request, socket } = message as { request: { headers: unknown }; socket: object };
    const isNew = !used.has(socket);
    used.add(socket);
    const value = headerValue(request.headers, header);
    if (value !== undefined) latest.set(value, isNew);
  };
  subscribe(sendHeaders, onSend);
  return {
    fresh: (value) => latest.get(value),
    stop: () => void unsubscribe(sendHeaders, onSend),
  };
}
