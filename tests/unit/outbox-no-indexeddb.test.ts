// No fake-indexeddb here: like a browser where IndexedDB cannot be opened.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox } from '../../src/lib/outbox/outbox.ts';
import { submitEnquiryTo } from '../../src/enquiries/kit/submit-enquiry.ts';

let server: Server;
let baseUrl = '';
let requests = 0;
let nextStatus = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      res.writeHead(nextStatus, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(nextStatus < 300 ? { message: 'Finance Enquiry Submitted Successfully!' } : { message: 'Model is required' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('outbox without IndexedDB', () => {
  const outbox = () => createOutbox({ fetch: (input, init) => fetch(input, init), baseUrl });

  it('reports itself unavailable', async () => {
    expect(typeof indexedDB).toBe('undefined');
    expect(await outbox().available()).toBe(false);
  });

  it('sends directly, once, and answers sent', async () => {
    requests = 0;
    nextStatus = 200;
    const outcome = await submitEnquiryTo(outbox(), 'finance', { name: 'A', model: 'shine-100' });
    expect(outcome).toMatchObject({ status: 'sent', message: 'Finance Enquiry Submitted Successfully!' });
    expect(requests).toBe(1);
  });

  it('answers refused with the server reason on a 4xx', async () => {
    nextStatus = 400;
    const outcome = await submitEnquiryTo(outbox(), 'finance', { name: 'A' });
    expect(outcome).toMatchObject({ status: 'refused', message: 'Model is required' });
  });

  it('answers failed on a 5xx or no network, as nothing could keep it', async () => {
    nextStatus = 503;
    expect(await submitEnquiryTo(outbox(), 'finance', { name: 'A' })).toEqual({ status: 'failed' });
    const offline = createOutbox({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), baseUrl });
    expect(await submitEnquiryTo(offline, 'finance', { name: 'A' })).toEqual({ status: 'failed' });
    expect(await offline.flush()).toEqual({ sent: [], queued: [], refused: [], stuck: [] });
  });
});
