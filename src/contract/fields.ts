/**
 * Building blocks of the submission schemas. Every text is trimmed and bounded so no
 * body can store an unbounded string; unknown keys are stripped by zod, so what is
 * stored is exactly what was validated.
 */
import { z } from 'zod';

export const limits = {
  shortText: 120,
  longText: 2000,
  email: 254,
  digits: 10,
  year: 4,
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** JSON numbers and strings both arrive from clients; store the text form. */
const asText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/** An optional free text; absent means ''. */
export function optionalText(max: number = limits.shortText) {
  return z.preprocess(
    asText,
    z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`),
  ).optional().default('');
}

/** A required free text, with the message the spec gives for that form. */
export function requiredText(message: string, max: number = limits.shortText) {
  return z.preprocess(
    asText,
    z.string({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`),
  );
}

export function optionalEmail(message = 'Please enter a valid email address') {
  return optionalText(limits.email).refine((v) => v === '' || emailPattern.test(v), message);
}

export function requiredEmail(requiredMessage: string, formatMessage = 'Please enter a valid email address') {
  return requiredText(requiredMessage, limits.email).refine((v) => emailPattern.test(v), formatMessage);
}

const digitsMessage = `must contain digits only (at most ${limits.digits})`;

/** spec 5: contact numbers are digits only, at most 10 (non-digits stripped as typed). */
export function optionalDigits(message = `Contact number ${digitsMessage}`) {
  return optionalText(limits.digits + 10).refine((v) => /^\d{0,10}$/.test(v), message);
}

export function requiredDigits(requiredMessage: string, message = `Contact number ${digitsMessage}`) {
  return requiredText(requiredMessage, limits.digits + 10).refine((v) => /^\d{1,10}$/.test(v), message);
}

/** spec 9: year of purchase minimum 0, numeric. */
export function optionalYear(message = 'Year of purchase must be a number of at most 4 digits') {
  return optionalText(limits.year + 6).refine((v) => /^\d{0,4}$/.test(v), message);
}

export function requiredYear(requiredMessage: string, message = 'Year of purchase must be a number of at most 4 digits') {
  return requiredText(requiredMessage, limits.year + 6).refine((v) => /^\d{1,4}$/.test(v), message);
}

/** One of a fixed list, or '' when the form leaves it empty. */
export function optionalChoice<T extends readonly [string, ...string[]]>(options: T, message = 'Please choose one of the listed options') {
  return optionalText().refine((v) => v === '' || (options as readonly string[]).includes(v), message);
}

export function requiredChoice<T extends readonly [string, ...string[]]>(options: T, requiredMessage: string, message = 'Please choose one of the listed options') {
  return requiredText(requiredMessage).refine((v) => (options as readonly string[]).includes(v), message);
}

/** A calendar date as YYYY-MM-DD, or ''. */
export function optionalDate(message = 'Please enter a valid date (YYYY-MM-DD)') {
  return optionalText(10).refine((v) => v === '' || isIsoDate(v), message);
}

export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Checkboxes arrive as booleans from JSON and as 'true'/'on' from multipart forms. */
export const flag = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '' || v === '0' ? false : v),
  z.boolean({ error: 'must be true or false' }),
);

export const optionalFlag = flag.optional().default(false);
