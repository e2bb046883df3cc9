/**
 * When the admin session ends, by logout or by any 401 (the session expired or was ended
 * elsewhere), the device forgets what it kept for the admin: local storage with the
 * token, every admin read held by the QueryClient, and the report pages saved for
 * offline use, which hold customers' names and numbers (requirements 4; docs/lead-desk.md).
 * The 401 comes from the real app (no session cookie), through the one API client.
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminQueryClient } from '../../src/admin/data/admin-query-client.ts';
import { logout } from '../../src/admin/session/logout.ts';
import { meQuery } from '../../src/admin/session/me-query.ts';
import { endVisitOnUnauthorized } from '../../src/admin/session/use-unauthorized-redirect.ts';
import { ApiError, api } from '../../src/lib/api.ts';
import { readAsset, readPage, saveAsset, savePage, type ReportPageQuery } from '../../src/admin/data/report-cache.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The browser's localStorage, which Node does not have. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

const financePage: ReportPageQuery = { reportId: 'finance', fromDate: '', toDate: '', search: '', page: 1, limit: 10 };
const customer = { name: 'Asha Verma', contact: '9811000001', email: 'asha@example.in', loan_amount: '60000' };

let app: TestApp;

beforeAll(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  app = await startTestApp({ seed: false });
});

afterAll(async () => {
  await app?.close();
  vi.unstubAllGlobals();
});

/** A device as a signed-in admin leaves it: token, a saved report page, the font, cached reads. */
async function signedInDevice() {
  localStorage.setItem('adminToken', 'csrf-token-of-the-session');
  await savePage(financePage, { rows: [customer], totalPages: 1, totalRecords: 1 });
  await saveAsset('DejaVuSans.ttf', new Uint8Array([1, 2, 3]).buffer);
  const queryClient = createAdminQueryClient();
  queryClient.setQueryData(meQuery.queryKey, {
    user_id: 'admin', user_name: 'Rohit Malhotra', email: 'rohit@example.in', mobile_no: '9811040077',
    city: 'Gurgaon', created_date: '01 Nov 2026', expire_date: 'N/A', Status: 'Active', role: 'owner', showroom_ids: [],
  });
  expect((await readPage(financePage))?.rows).toEqual([customer]);
  return queryClient;
}

async function expectForgotten(queryClient: ReturnType<typeof createAdminQueryClient>) {
  expect(localStorage.getItem('adminToken')).toBeNull();
  expect(localStorage.length).toBe(0);
  expect(await readPage(financePage)).toBeUndefined();
  expect(queryClient.getQueryData(meQuery.queryKey)).toBeUndefined();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  // The export font is public and stays for offline PDFs.
  expect(new Uint8Array((await readAsset('DejaVuSans.ttf'))!)).toEqual(new Uint8Array([1, 2, 3]));
}

describe('the end of an admin session', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it('logout clears local storage, the admin reads and the saved reports, even with no server to tell', async () => {
    const queryClient = await signedInDevice();
    await logout(queryClient);
    await expectForgotten(queryClient);
  });

  it('a 401 from any admin call does the same, and sends the user to login once', async () => {
    const queryClient = await signedInDevice();
    const toLogin = vi.fn();
    stop = endVisitOnUnauthorized(queryClient, toLogin);

    const refused = await api(`${app.url}/api/financeReports`, { method: 'POST', body: { page: 1, limit: 10 } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    expect(toLogin).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect(await readPage(financePage)).toBeUndefined());
    await expectForgotten(queryClient);
  });

  it('other refusals keep the visit and the device data', async () => {
    const queryClient = await signedInDevice();
    const toLogin = vi.fn();
    stop = endVisitOnUnauthorized(queryClient, toLogin);

    const missing = await api(`${app.url}/api/bikeView/NoSuchModel`).catch((e: unknown) => e);
    expect((missing as ApiError).status).toBe(404);
    expect(toLogin).not.toHaveBeenCalled();
    expect(localStorage.getItem('adminToken')).toBe('csrf-token-of-the-session');
    expect((await readPage(financePage))?.rows).toEqual([customer]);
    expect(queryClient.getQueryData(meQuery.queryKey)).toMatchObject({ user_id: 'admin' });
  });
});
