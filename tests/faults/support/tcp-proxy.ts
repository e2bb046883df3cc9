/**
 * A TCP proxy on 127.0.0.1 in front of PostgreSQL, which a test can cut and restore: the
 * way to take "the database" away from one API server without stopping the machine's
 * PostgreSQL cluster that other tests share.
 *
 * cut('refuse'): open connections are reset and new ones refused (a stopped server).
 * cut('blackhole'): open connections are reset, new ones are accepted and never answered
 * (a network partition: the client learns nothing until its own timeout).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  cut(mode?: 'refuse' | 'blackhole'): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: 'open' | 'refuse' | 'blackhole' = 'open';
  let port = 0;
  let server: Server | undefined;

  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };

  const handle = (client: Socket) => {
    track(client);
    if (mode === 'blackhole') return; // accepted, never answered
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(handle);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  const resetAll = () => {
    for (const s of sockets) s.resetAndDestroy();
    sockets.clear();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    async cut(how = 'refuse') {
      mode = how;
      if (how === 'refuse') {
        const closing = stopListening();
        resetAll();
        await closing;
      } else {
        resetAll();
      }
    },
    async restore() {
      mode = 'open';
      resetAll(); // blackholed sockets must not linger
      if (!server) await listen();
    },
    async close() {
      const closing = stopListening();
      resetAll();
      await closing;
    },
  };
}
