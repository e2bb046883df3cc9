/**
 * GET/HEAD /media/*: public catalogue and site media straight from the `files` table,
 * by exact path. Media paths carry a content hash (the server names them), so they are
 * immutable and cached for a year; the ETag is the sha256 of the bytes. Resumes are never
 * served here (visibility 'resume'; the admin API has its own guarded download).
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { HttpError } from '../http/http-error.ts';
import { immutableCache } from '../http/cache-control.ts';
import { mediaByPath } from './repository.ts';

/** Shown inline, never as a download prompt (requirements 2.3: images and the e-brochure link). */
const inlineType = /^(image\/|application\/pdf)/;
const maxPathLength = 500;

/** The sha256 a client already holds, from If-None-Match: "<sha256>" (or W/"..."). */
function knownDigest(ctx: Context): string | null {
  const header = ctx.get('If-None-Match');
  const match = /^(?:W\/)?"([0-9a-f]{64})"$/.exec(header.trim());
  return match?.[1] ?? null;
}

function requestedPath(ctx: Context): string {
  // Stored paths are plain ASCII; a percent-encoded request names the same file.
  try {
    return decodeURIComponent(ctx.path);
  } catch {
    return ctx.path;
  }
}

export function fileRouter({ db }: ResolvedDeps): Router {
  const router = new Router();

  router.get(/^\/media\/.+/, async (ctx) => {
    const path = requestedPath(ctx);
    if (path.length > maxPathLength) throw new HttpError(404, 'File not found');
    const file = await mediaByPath(db, path, knownDigest(ctx));
    if (!file) throw new HttpError(404, 'File not found');
    ctx.status = 200;
    ctx.set('Cache-Control', immutableCache);
    ctx.set('ETag', `"${file.sha256}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = file.contentType;
    if (inlineType.test(file.contentType)) ctx.set('Content-Disposition', 'inline');
    if (file.bytes === null) {
      ctx.status = 304;
      return;
    }
    ctx.body = file.bytes;
    ctx.length = file.size;
  });

  return router;
}
