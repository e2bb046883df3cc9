/**
 * An answer given before a large body was read closes the connection instead of draining
 * the body on the event loop (server/http/close-unread-body.ts); a small body, or one that
 * was read, keeps the connection alive.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stockPaths } from '#contract/stock.ts';
import { signInStockStaff } from '../support/stock.ts';
import type { AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let sales: AdminSession;

beforeAll(async () => {
  app = await startTestApp();
  ({ sales } = await signInStockStaff(app, 'unread', 2));
});
afterAll(async () => {
  await app?.close();
});

/** Posts `bytes` of a multipart body and answers the status and the Connection header. */
function post(path: string, bytes: number): Promise<{ status: number; connection: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${path}`, {
      method: 'POST',
      headers: {
        Cookie: sales.cookie, 'X-CSRF-Token': sales.csrf,
        'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(bytes),
      },
    }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection ?? '') });
    });
    // The server may close before the whole body is sent: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(Buffer.alloc(bytes, 'a'));
  });
}

const unknownBookingPhoto = stockPaths.bookingChecklistPhoto(999999, 'photo');

it('closes the connection after answering a large body it never read', async () => {
  expect(await post(unknownBookingPhoto, 2 * 1024 * 1024)).toEqual({ status: 404, connection: 'close' });
});

it('keeps the connection for a small body', async () => {
  expect(await post(unknownBookingPhoto, 1024)).toEqual({ status: 404, connection: 'keep-alive' });
});
