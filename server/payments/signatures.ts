/**
 * Razorpay's signatures: HMAC-SHA256 in hex, of `order_id|payment_id` with the key secret
 * (the checkout's handler) and of the webhook's raw body with the webhook secret. Compared
 * in constant time, so a forger learns nothing from how long a refusal took.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Whether `given` is the expected hex signature; anything not 64 hex digits is refused before comparing. */
export function sameSignature(expectedHex: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}
