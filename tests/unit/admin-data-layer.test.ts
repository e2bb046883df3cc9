/**
 * The admin data layer against the real app: one QueryClient de-duplicates reads of one
 * path, shows a read's requirements 8 failure toast once (sonner's own store is read back), and
 * the admin form helper names the first problem in the schema's field order.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createAdminQueryClient } from '../../src/admin/data/admin-query-client.ts';
import { adminRead } from '../../src/admin/data/admin-read.ts';
import { firstProblem } from '../../src/admin/data/use-admin-form.ts';
import { unauthorizedText, unauthorizedToast } from '../../src/admin/session/api-errors.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { ApiError } from '../../src/lib/api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let requests: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  app.server.prependListener('request', (req) => requests.push(`${req.method} ${req.url}`));
});

afterAll(async () => {
  await app?.close();
});

beforeEach(() => {
  requests = [];
  toast.dismiss();
});

const toastTexts = () => toast.getToasts().map((t) => ('title' in t ? String(t.title) : ''));

describe('admin reads through one QueryClient', () => {
  it('two screens asking for one path at once make one request and get the same answer', async () => {
    const queryClient = createAdminQueryClient();
    const bikes = adminRead<{ name: string }[]>(`${app.url}${apiPaths.bikes}`);
    const [a, b] = await Promise.all([queryClient.fetchQuery(bikes), queryClient.fetchQuery(bikes)]);
    expect(Array.isArray(a)).toBe(true);
    expect(b).toBe(a);
    expect(requests.filter((r) => r === `GET ${apiPaths.bikes}`)).toHaveLength(1);
  });

  it("a failed read shows its screen's toast once; a read without one stays quiet", async () => {
    const queryClient = createAdminQueryClient();
    const prices = adminRead(`${app.url}${adminApiPaths.managePrice}`, { errorToast: unauthorizedToast });
    const refused = await queryClient.fetchQuery(prices).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    await vi.waitFor(() => expect(toastTexts()).toEqual([unauthorizedText]));

    await queryClient.fetchQuery(adminRead(`${app.url}${adminApiPaths.dashboard}`)).catch(() => undefined);
    expect(toastTexts()).toEqual([unauthorizedText]);
  });
});

describe('admin forms', () => {
  it('name the first problem in field order, nested groups included', () => {
    const ref = { name: 'x' };
    expect(firstProblem({})).toBeUndefined();
    expect(
      firstProblem({
        title: { type: 'custom', message: 'Please fill all fields', ref },
        image: { type: 'custom', message: 'Please choose an image to upload', ref },
      }),
    ).toBe('Please fill all fields');
    expect(firstProblem({ group: { inner: { type: 'custom', message: 'inside', ref } } })).toBe('inside');
    expect(firstProblem({ quiet: { type: 'custom', ref }, loud: { type: 'custom', message: 'second', ref } })).toBe('second');
  });
});
