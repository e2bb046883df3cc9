/**
 * Security headers on every response (API, media, static files and errors alike).
 * The CSP allows exactly what the site embeds: Google Maps on dealer pages (requirements 2.3,
 * map zoom 14) and the youtube-nocookie video of the Joy club page (requirements 2.3). Styles
 * allow 'unsafe-inline' because React sets style attributes (the magnifier and the 360
 * viewer position elements inline, requirements 2.3/9). Images allow data: and blob: for
 * generated PDF previews and resume/file previews made in the browser.
 */
import type { Context, Next } from 'koa';

/**
 * With real Razorpay keys the buyer's page loads Razorpay's checkout script, which opens
 * its own frame and calls its own API; those origins are allowed then only.
 */
const razorpayOrigins = { script: ' https://checkout.razorpay.com', frame: ' https://api.razorpay.com', connect: ' https://api.razorpay.com https://lumberjack.razorpay.com' };

function contentSecurityPolicy(razorpay: boolean): string {
  const more = razorpay ? razorpayOrigins : { script: '', frame: '', connect: '' };
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    `frame-src https://maps.google.com https://www.google.com https://www.youtube-nocookie.com${more.frame}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    // Forms post only to this site: injected markup cannot send a form (and what is typed
    // into it) elsewhere. CSP has no default for form-action, so it must be stated.
    "form-action 'self'",
    "style-src 'self' 'unsafe-inline'",
    `script-src 'self'${more.script}`,
    `connect-src 'self'${more.connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

const policies = [contentSecurityPolicy(false), contentSecurityPolicy(true)] as const;

/** `razorpayCheckout`: real Razorpay keys are in use now (the stand-in's checkout is a page of its own). */
export const securityHeaders = (razorpayCheckout: () => boolean) => async (ctx: Context, next: Next): Promise<void> => {
  ctx.set('Content-Security-Policy', policies[razorpayCheckout() ? 1 : 0]);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'DENY');
  // HSTS means nothing over plain HTTP and would break a local http:// install.
  if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  await next();
};
