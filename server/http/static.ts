/**
 * Serves the built PWA from config.distDir on the API's port. Vite's hashed files under
 * /assets/ never change and are cached for a year; index.html, sw.js, the manifest and
 * other unhashed files must be revalidated so a deploy reaches every device (the service
 * worker then shows "new version"). Any other GET/HEAD that wants HTML and is not an API
 * or media path is an app route (requirements 2.1: /finance, /view-details, /dealers/2, ...)
 * and gets index.html; POST /finance etc. never reach here (they are submissions).
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Context, Middleware, Next } from 'koa';
import serve from 'koa-static';
import { immutableCache } from './cache-control.ts';
import { sendCompressedAsset } from './compressed-assets.ts';
import { screenPageHtml, type LandingScreens } from './screen-preloads.ts';
import { visitorLanguage } from './visitor-language.ts';
import { defaultLanguage, isAdminPage } from '#contract/language.ts';

const buildNeededPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Build needed</title></head>
<body><h1>The front end is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed), then reload this page.</p>
</body></html>
`;

function isApiOrMedia(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/media' || path.startsWith('/media/');
}

/** A path whose last segment has an extension names a file, never an app route. */
function looksLikeFile(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));
}

/** `landing` draws the landing screens into their HTML (optional: without it, the shell with hints). */
export function staticMiddleware(distDir: string, landing?: LandingScreens): Middleware {
  const indexFile = join(distDir, 'index.html');
  const assetsDir = `${join(distDir, 'assets')}${sep}`;
  const pageHtml = screenPageHtml(distDir, landing);
  const files = serve(distDir, {
    index: 'index.html',
    // Precompressed siblings are not produced by our build; koa-compress handles text.
    gzip: false,
    brotli: false,
    setHeaders: (res: ServerResponse, path: string) => {
      res.setHeader('Cache-Control', path.startsWith(assetsDir) ? immutableCache : 'no-cache');
    },
  });

  return async function staticFiles(ctx: Context, next: Next): Promise<void> {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiOrMedia(ctx.path)) return next();
    const wantsHtml = ctx.accepts('html') === 'html';
    if (!existsSync(indexFile)) {
      if (!wantsHtml) return next();
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'html';
      ctx.body = buildNeededPage;
      return;
    }
    if (sendCompressedAsset(ctx, distDir)) return;
    const sendApp = async () => {
      // requirements 2.1: client-side routes are rendered by the app from index.html (landing screens drawn into it first).
      // The admin panel is in English (its <html lang> too); the visitor site in the visit's language.
      const language = isAdminPage(ctx.path) ? defaultLanguage : visitorLanguage(ctx);
      const body = await pageHtml(ctx.path, new URLSearchParams(ctx.querystring), language);
      ctx.status = 200;
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.body = body;
    };
    // The home page too gets its screen's hints (koa-static would send index.html as built).
    if (wantsHtml && (ctx.path === '/' || ctx.path === '/index.html')) return sendApp();
    await files(ctx, async () => {
      if (!wantsHtml || looksLikeFile(ctx.path)) return next();
      await sendApp();
    });
  };
}

