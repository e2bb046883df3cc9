/**
 * Paths with repeated slashes (server/http/slash-paths.ts): a GET or HEAD is redirected to
 * the single-slash path, never answered "Malicious Path", and the redirect can never
 * point at another host.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => {
  await app?.close();
});

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('repeated slashes', () => {
  it.each([
    ['//', '/'],
    ['///', '/'],
    ['//healthz', '/healthz'],
    ['/api//dealers', '/api/dealers'],
    ['//finance?model=7', '/finance?model=7'],
    ['//evil.example/path', '/evil.example/path'],
  ])('GET %s is sent to %s', async (path, target) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await app.fetch(path, { method, headers: html, redirect: 'manual' });
      expect(res.status, `${method} ${path}`).toBe(301);
      expect(res.headers.get('location')).toBe(target);
      expect(await res.text()).not.toContain('Malicious');
    }
  });

  it('a backslash (which browsers read as a slash) is escaped, so the target stays on this site', async () => {
    // fetch would turn the backslash into a slash; the raw request keeps it as a client may send it.
    const location = await new Promise<string | undefined>((resolve, reject) => {
      const { hostname, port } = new URL(app.url);
      const req = request({ hostname, port, path: '//\\evil.example', method: 'GET' }, (res) => {
        res.resume();
        resolve(res.headers.location);
      });
      req.on('error', reject);
      req.end();
    });
    expect(location).toBe('/%5Cevil.example');
  });

  it('the redirect lands on a working page', async () => {
    const res = await app.fetch('//healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('other methods get the not-found answer', async () => {
    const res = await app.fetch('//api/enquiries', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
