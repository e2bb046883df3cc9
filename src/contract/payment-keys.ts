/**
 * Manage > Payments (docs/payments.md "Gateway keys"): the Owner enters the live gateway
 * keys; the paths, the body schema, the answer and the words shared by the screen and the
 * server. No answer ever carries a secret: only whether each is set and its last four
 * characters.
 */
import { z } from 'zod';

export const paymentKeyPaths = {
  /** Owner: GET which keys are in use; PUT {keyId, keySecret?, webhookSecret?}; DELETE: back to the stand-in or off. */
  keys: '/api/admin/payments/gateway-keys',
  /** Owner: POST: asks the gateway whether the keys in use work. */
  test: '/api/admin/payments/gateway-keys/test',
} as const;

/** Razorpay's key ids: rzp_live_ or rzp_test_ and the account's letters and digits (14 today). */
const keyIdPattern = /^rzp_(live|test)_[A-Za-z0-9]{6,40}$/;
/** Printable characters only: a pasted line break or tab would end up in an Authorization header. */
const printable = /^[\x21-\x7E]+$/;

const lineBreak = /[\r\n]/;
const trimmed = (field: string) => z.string({ error: `${field} must be text` }).transform((v) => v.trim());

/** A secret field: blank keeps the one saved; else printable, no line breaks. */
const secret = (field: string, label: string, min: number, max: number) => trimmed(field)
  .refine((v) => !lineBreak.test(v), `${label} must be on one line`)
  .refine((v) => v === '' || printable.test(v), `${label} has spaces or characters that cannot be in it`)
  .refine((v) => v === '' || (v.length >= min && v.length <= max), `${label} is between ${min} and ${max} characters`);

export const paymentKeysSchema = z.object({
  keyId: trimmed('keyId')
    .refine((v) => v !== '', 'Please enter the key id')
    .refine((v) => !lineBreak.test(v), 'The key id must be on one line')
    .refine((v) => v === '' || lineBreak.test(v) || keyIdPattern.test(v), 'A key id starts with rzp_live_ or rzp_test_ followed by letters and digits'),
  keySecret: secret('keySecret', 'The key secret', 8, 128).optional().default(''),
  webhookSecret: secret('webhookSecret', 'The webhook secret', 4, 256).optional().default(''),
});
export type PaymentKeysBody = z.input<typeof paymentKeysSchema>;

/** Where the keys in use come from. */
export type PaymentKeysSource = 'environment' | 'saved' | 'stand-in' | 'none';

/** A set of keys as any answer shows it: never a secret, only whether it is set and its last four. */
export interface MaskedKeys {
  keyId: string;
  keySecretLast4: string;
  webhookSecretSet: boolean;
  webhookSecretLast4: string | null;
}

export interface PaymentKeysAnswer {
  source: PaymentKeysSource;
  /** Whether payments now take no money (the stand-in, or rzp_test_ keys). */
  testMode: boolean;
  /** The keys saved here; null when none are. */
  saved: (MaskedKeys & { savedAt: string; savedBy: string; savedByName: string; readable: boolean }) | null;
  /** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET of the server's environment, which win when set. */
  environment: MaskedKeys | null;
}

export interface PaymentKeysTestAnswer {
  ok: boolean;
  /** In words: whether the keys work, and if not why. */
  message: string;
}

export const paymentKeyMessages = {
  secretNeeded: 'keySecret: Please enter the key secret',
  unreadable: 'The saved keys cannot be read on this server: its key file (payment-keys.key in the data directory) is missing or different. Please enter the keys again.',
  works: 'The keys work: the payment gateway accepted them.',
  refused: 'The payment gateway refused these keys. Check the key id and the key secret on the gateway\'s dashboard.',
  unreachable: 'The payment gateway could not be reached, so the keys were not checked. Please try again.',
  noKeys: 'No keys are in use: online payment is off.',
  standIn: 'The local test gateway answered: test payments work and no money is taken. Save live keys to take real payments.',
} as const;
