/**
 * Brotli and gzip copies of the build's compressible hashed assets, made once at build
 * time into `<outDir>/.compressed/` (a dot folder: never served as a file). The server
 * answers from them (server/http/compressed-assets.ts) instead of compressing each asset
 * again in every process it starts: brotli at quality 9 over the whole build is several
 * seconds of CPU, paid by each process on its first visitors (and by every server a
 * browser test starts). The folder, the suffixes and the extensions are the ones
 * server/http/compressed-assets.ts reads.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressedAssetsDir = '.compressed';
const compressibleExtensions = ['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map'];
const encodingSuffix = { br: '.br', gzip: '.gz' };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompressAssets(outDir) {
  const assets = join(outDir, 'assets');
  const target = join(outDir, compressedAssetsDir);
  mkdirSync(target, { recursive: true });
  const names = readdirSync(assets).filter((name) => compressibleExtensions.includes(extname(name)));
  // The zlib calls run on libuv's thread pool: every core works.
  await Promise.all(names.map(async (name) => {
    const bytes = readFileSync(join(assets, name));
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    writeFileSync(join(target, name + encodingSuffix.br), br);
    writeFileSync(join(target, name + encodingSuffix.gzip), gz);
  }));
  return names.length;
}
