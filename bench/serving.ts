/**
 * Static serving: the home page HTML and its main script, as a phone asks for them
 * (Accept-Encoding: gzip), under load; plus the headers that matter for slow 4G phones
 * (compression and caching), printed as they are.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';

export interface ServedHeaders {
  status: number;
  contentType: string;
  contentEncoding: string;
  cacheControl: string;
  etag: string;
  vary: string;
  /** Bytes on the wire (compressed when gzip was chosen). */
  bytes: number;
}

export interface ServingCase {
  label: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  headers: ServedHeaders;
}

/** The entry script the built index.html loads (/assets/index-<hash>.js). */
function mainScriptPath(distDir: string): string {
  const html = readFileSync(`${distDir}/index.html`, 'utf8');
  const match = html.match(/<script[^>]+src="(\/assets\/index-[\w-]+\.js)"/);
  if (!match?.[1]) throw new Error('no /assets/index-*.js script in dist/index.html');
  return match[1];
}

/** One raw request (no automatic decompression) to read the headers and wire size. */
export function probe(baseUrl: string, path: string): Promise<ServedHeaders> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        const h = (name: string) => String(res.headers[name] ?? '-');
        resolve({
          status: res.statusCode ?? 0,
          contentType: h('content-type'),
          contentEncoding: h('content-encoding'),
          cacheControl: h('cache-control'),
          etag: h('etag'),
          vary: h('vary'),
          bytes,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function benchServing(baseUrl: string, distDir: string, connections: number, seconds: number): Promise<ServingCase[]> {
  const cases = [
    { label: 'GET / (home HTML)', path: '/' },
    { label: 'GET main script', path: mainScriptPath(distDir) },
  ];
  const results: ServingCase[] = [];
  for (const c of cases) {
    const headers = await probe(baseUrl, c.path);
    const r = await autocannon({ url: `${baseUrl}${c.path}`, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
    results.push({
      label: c.label, path: c.path, requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
      errors: r.errors + r.timeouts, non2xx: r.non2xx, headers,
    });
  }
  return results;
}
