/**
 * Session and CSRF tokens (docs/security.md): 256 random bits each, handed to the
 * browser once; only SHA-256 digests are stored. The CSRF token is a separate random
 * value, never the cookie value, so script that can read it still cannot read the cookie.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const sessionCookie = 'session';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares a presented token with a stored digest in constant time. */
export function tokenMatches(presented: string | undefined, storedHash: string): boolean {
  if (!presented || presented.length > 256) return false;
  const a = Buffer.from(tokenHash(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The Set-Cookie value, written by hand because Koa refuses a Secure cookie on a plain
 * connection, and COOKIE_SECURE must still mark it Secure behind a TLS-terminating proxy
 * that does not send X-Forwarded-Proto.
 */
export function sessionCookieHeader(token: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  const parts = [`${sessionCookie}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${options.maxAgeSeconds}`];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookieHeader(options: { secure: boolean }): string {
  const parts = [`${sessionCookie}=`, 'Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
