/**
 * Security headers on every response (API, media, static files and errors alike).
 * The CSP allows exactly what the site embeds: Google Maps on dealer pages (requirements 2.3,
 * map zoom 14) and the youtube-nocookie video of the Joy club page (requirements 2.3). Styles
 * allow 'unsafe-inline' because React sets style attributes (the magnifier and the 360
 * viewer position elements inline, requirements 2.3/9). Images allow data: and blob: for
 * generated PDF previews and resume/file previews made in the browser.
 */
import type { Context, Next } from 'koa';

const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  'frame-src https://maps.google.com https://www.google.com https://www.youtube-nocookie.com',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  // Forms post only to this site: injected markup cannot send a form (and what is typed
  // into it) elsewhere. CSP has no default for form-action, so it must be stated.
  "form-action 'self'",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
].join('; ');

export async function securityHeaders(ctx: Context, next: Next): Promise<void> {
  ctx.set('Content-Security-Policy', contentSecurityPolicy);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'DENY');
  // HSTS means nothing over plain HTTP and would break a local http:// install.
  if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  await next();
}
