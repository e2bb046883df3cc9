/**
 * The submission handler is driven by the enquiry-kind registry alone: a kind carries its
 * own search fields, so a kind that no report shows (yet) still stores its submissions,
 * with the indexed columns filled from its payload.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { enquiryRouter } from '../../server/enquiries/routes.ts';
import { errorMiddleware } from '../../server/http/errors.ts';
import { requestListener } from '../../server/http/request-listener.ts';
import type { Logger } from '../../server/log.ts';
import { enquiryKinds, type EnquiryKind, type EnquiryKindSpec } from '#contract/enquiry-kinds.ts';
import { reportForKind, reports } from '#contract/reports.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';
import { referencePattern } from '#contract/lead-reference.ts';

/** A kind the report registry does not know: a call-back request, shaped like the contact form. */
const callback: EnquiryKindSpec = {
  ...enquiryKinds.contact,
  kind: 'callback' as EnquiryKind,
  label: 'Call-back request',
  path: '/callback',
};

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
let testDb: TestDb;
let server: Server;
let url: string;

beforeAll(async () => {
  testDb = await createTestDb();
  const app = new Koa();
  app.silent = true;
  app.use(errorMiddleware(silent));
  const router = enquiryRouter({ db: testDb.db, config: testConfig(), log: silent, now: () => new Date() }, [callback]);
  app.use(router.routes());
  server = createServer(requestListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await testDb?.drop();
});

describe('a kind without a report', () => {
  it('has no report entry', () => {
    expect(reports.some((r) => r.kind === callback.kind)).toBe(false);
    expect(() => reportForKind(callback.kind)).toThrow();
  });

  it('stores its submissions, search columns included, and refuses bad ones', async () => {
    const id = crypto.randomUUID();
    const body = { name: 'Farah Khan', email: 'farah@example.com', contact: '9811000555', reason: 'Inquiry', message: 'Call me back' };
    const res = await fetch(`${url}/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: enquiryKinds.contact.messages.success, id, reference: expect.stringMatching(referencePattern) });
    const { rows } = await testDb.db.query<{ kind: string; name: string; mobile: string; email: string; model: string; reg_no: string }>(
      'SELECT kind, name, mobile, email, model, reg_no FROM enquiries WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ kind: 'callback', name: 'Farah Khan', mobile: '9811000555', email: 'farah@example.com', model: '', reg_no: '' }]);

    const refused = await fetch(`${url}/callback`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(400);
    const count = await testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM enquiries WHERE kind = 'callback'");
    expect(count.rows[0]!.n).toBe(1);
  });
});
