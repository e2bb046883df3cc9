/**
 * Hashed build assets (/assets/<name>-<hash>.js|css|svg) compressed once and kept in
 * memory, instead of compressed again on every request: the main script is ~365 KB, and
 * gzipping it per request costs ~10-30 ms of CPU, which capped one API process at a few
 * dozen script downloads a second under load (docs/performance.md). The names carry a
 * content hash, so a cached copy can never be stale; the cache holds at most the build.
 * The build writes brotli and gzip copies beside it (dist/.compressed/, made by
 * scripts/lib/precompress-assets.mjs): read from there, a process starts without
 * compressing anything; an asset without its copy is compressed here once.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { immutableCache } from './cache-control.ts';

const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map']);
/** Where the build keeps its compressed copies, and their suffixes. */
const compressedDir = '.compressed';
const suffix = { br: '.br', gzip: '.gz' } as const;
/** Vite writes its hashed output flat into assets/: a plain file name, nothing else. */
const assetName = /^\/assets\/([\w.-]+)$/;

interface Entry {
  mtime: Date;
  encoded: Map<string, Buffer>;
}

const cache = new Map<string, Entry>();

function encode(distDir: string, name: string, encoding: 'br' | 'gzip'): Buffer {
  const made = join(distDir, compressedDir, `${name}${suffix[encoding]}`);
  if (existsSync(made)) return readFileSync(made);
  const bytes = readFileSync(join(distDir, 'assets', name));
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipSync(bytes, { level: 9 });
}

/** Answers a GET/HEAD for a compressible hashed asset from memory; false when it does not apply. */
export function sendCompressedAsset(ctx: Context, distDir: string): boolean {
  const match = assetName.exec(ctx.path);
  if (!match?.[1] || match[1].startsWith('.') || !compressible.has(extname(match[1]))) return false;
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding !== 'br' && encoding !== 'gzip') return false;
  const file = join(distDir, 'assets', match[1]);
  let entry = cache.get(file);
  if (!entry) {
    let mtime: Date;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return false;
      mtime = stat.mtime;
    } catch {
      return false; // not built: koa-static answers (404)
    }
    entry = { mtime, encoded: new Map() };
    cache.set(file, entry);
  }
  let body = entry.encoded.get(encoding);
  if (!body) {
    body = encode(distDir, match[1], encoding);
    entry.encoded.set(encoding, body);
  }
  ctx.status = 200;
  ctx.type = extname(file);
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', immutableCache);
  ctx.set('Last-Modified', entry.mtime.toUTCString());
  // Set before koa-compress looks, so it leaves the body alone.
  ctx.set('Content-Encoding', encoding);
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.body = body;
  return true;
}
