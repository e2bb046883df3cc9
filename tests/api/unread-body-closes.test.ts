/**
 * An answer given before a large body was read closes the connection instead of draining
 * the body on the event loop (server/http/close-unread-body.ts); a small body, or one that
 * was read, keeps the connection alive.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stockPaths } from '#contract/stock.ts';
import { signInStockStaff } from '../support/stock.ts';
import type { AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { sharedBytes, startWorkerThreadClient, type WorkerThreadClient } from '../support/worker-thread-client.ts';

let app: TestApp;
let sales: AdminSession;
let client: WorkerThreadClient;

beforeAll(async () => {
  client = startWorkerThreadClient();
  app = await startTestApp();
  ({ sales } = await signInStockStaff(app, 'unread', 2));
});
afterAll(async () => {
  await app?.close();
  await client?.close();
});

/**
 * Posts `bytes` of a multipart body and answers the status and the Connection header. From
 * another thread, a piece at a time, stopping once the answer begins: the server may close
 * before the whole body is sent, which is the point, and the answer must not be lost then.
 */
async function post(path: string, bytes: number): Promise<{ status: number; connection: string }> {
  const res = await client.send(`${app.url}${path}`, {
    method: 'POST',
    headers: { Cookie: sales.cookie, 'X-CSRF-Token': sales.csrf, 'Content-Type': 'multipart/form-data; boundary=x', Connection: 'keep-alive' },
    body: sharedBytes(Buffer.alloc(bytes, 'a')),
  });
  return { status: res.status, connection: res.headers.get('connection') ?? '' };
}

const unknownBookingPhoto = stockPaths.bookingChecklistPhoto(999999, 'photo');

it('closes the connection after answering a large body it never read', async () => {
  expect(await post(unknownBookingPhoto, 2 * 1024 * 1024)).toEqual({ status: 404, connection: 'close' });
});

it('keeps the connection for a small body', async () => {
  expect(await post(unknownBookingPhoto, 1024)).toEqual({ status: 404, connection: 'keep-alive' });
});
