/**
 * The e-mail check and the length bound of src/contract/fields.ts: what is accepted, and
 * that an over-long text is refused for its length alone, so no pattern runs on it (the
 * timing on the longest bodies is tests/api/security-slow-input.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { optionalEmail, requiredEmail } from '#contract/fields.ts';

const email = requiredEmail('Please enter your email');
const messages = (value: unknown) => email.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('e-mail fields', () => {
  it.each([
    'asha@example.in', 'a.b+c@mail.example.co.in', "o'neil@example.com", 'ravi@localhost.localdomain', 'x@y.z',
    // Lenient where the old check was: the forms only guard against typos, not RFC 5322.
    'user@example..com', 'user@example.com.',
  ])('accepts %s', (value) => {
    expect(email.safeParse(value).success).toBe(true);
  });

  it.each(['', 'plain', '@example.com', 'user@', 'user@example', 'user@.example.com', 'a b@example.com', 'a@b@example.com', 'user@exa mple.com'])(
    'refuses %j',
    (value) => {
      expect(email.safeParse(value).success).toBe(false);
    },
  );

  it('trims, and an empty optional e-mail is allowed', () => {
    expect(email.parse('  asha@example.in ')).toBe('asha@example.in');
    expect(optionalEmail().parse(undefined)).toBe('');
    expect(optionalEmail().safeParse('nope').success).toBe(false);
  });

  it('refuses an over-long value for its length only', () => {
    expect(messages(`${'a'.repeat(250)}@example.com`)).toEqual(['must be at most 254 characters']);
    expect(messages(`a@${'.'.repeat(102_300)}@`)).toEqual(['must be at most 254 characters']);
  });
});
