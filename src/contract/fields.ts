/**
 * Building blocks of the submission schemas. Every text is trimmed and bounded so no
 * body can store an unbounded string; unknown keys are stripped by zod, so what is
 * stored is exactly what was validated.
 *
 * A text over its length is refused at once (`abort`): no pattern below ever runs on it,
 * so a 100 KB string costs one length check. The patterns themselves are linear too (no
 * two parts of a pattern can match the same characters), because the server runs them on
 * anything a client sends (docs/reliability.md).
 */
import { z } from 'zod';
import { normalizeIndianMobile } from './mobile.ts';
import { showroomIdOf, type ShowroomId } from './site.ts';
import { brokenTextMessage, hasBrokenText } from './well-formed-text.ts';
import { languages } from './language.ts';

export const limits = {
  shortText: 120,
  longText: 2000,
  email: 254,
  digits: 10,
  year: 4,
} as const;

/**
 * Something@label.rest: the first domain label cannot contain a dot, so there is one way to
 * match and the check is linear. (`[^\s@]+\.[^\s@]+` after the @ could split a run of dots
 * in every way: 11 s on a 100 KB string.) No `?` or `&`: the desk's E-mail button is a
 * mailto: link, and `a@b.in?subject=…&body=…` would turn it into a prefilled message.
 */
const emailPattern = /^[^\s@?&]+@[^\s@.?&]+\.[^\s@?&]+$/;

/**
 * A number sent as text by a form or a query ('42', ' 4 ', '12.5', '-3') becomes that
 * number; anything else, '0x10', '1e3', 'Infinity' or ' ' included, is left as it is for
 * the schema to refuse by type (Number('0x10') once stored a rate of 16 %). Never
 * `Number(v)` on whatever came: `Number({"toString": null})` throws, and a throw in a
 * schema is a 500, not a 400.
 */
const decimalText = /^-?\d{1,15}(\.\d{1,15})?$/;
export const numberFromText = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  return text.length <= 32 && decimalText.test(text) ? Number(text) : v;
};

/** JSON numbers and strings both arrive from clients; store the text form. */
const asText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/** Half an emoji cannot be stored; the server refuses it in any body, a form says so first. */
const wellFormed = (v: string) => !hasBrokenText(v);

/** An optional free text; absent means ''. */
export function optionalText(max: number = limits.shortText) {
  return z.preprocess(
    asText,
    z.string({ error: 'must be text' }).trim().max(max, { message: `must be at most ${max} characters`, abort: true })
      .refine(wellFormed, brokenTextMessage),
  ).optional().default('');
}

/** A required free text, with the message the spec gives for that form. */
export function requiredText(message: string, max: number = limits.shortText) {
  return z.preprocess(
    asText,
    z.string({ error: message }).trim().min(1, message).max(max, { message: `must be at most ${max} characters`, abort: true })
      .refine(wellFormed, brokenTextMessage),
  );
}

export function optionalEmail(message = 'Please enter a valid email address') {
  return optionalText(limits.email).refine((v) => v === '' || emailPattern.test(v), message);
}

export function requiredEmail(requiredMessage: string, formatMessage = 'Please enter a valid email address') {
  return requiredText(requiredMessage, limits.email).refine((v) => emailPattern.test(v), formatMessage);
}

const digitsMessage = `must contain digits only (at most ${limits.digits})`;

/** requirements 5: digits only, at most 10 (an admin's own mobile on the profile screen). */
export function optionalDigits(message = `Contact number ${digitsMessage}`) {
  return optionalText(limits.digits + 10).refine((v) => /^\d{0,10}$/.test(v), message);
}

/** What a mobile number that no showroom could dial is told (docs/api-public.md). */
export const mobileMessage = 'Please enter a valid 10-digit mobile number';

/** The longest way people write one: '+91 98110 40001', '0091 98110-40001'. */
const mobileTextMax = 24;

/**
 * A reachable Indian mobile (requirements 10: every lead can be called
 * back): 10 digits starting 6-9, written with +91, 0091 or 0 and spaces if the person
 * likes; stored as the 10 digits a showroom dials.
 */
export function requiredMobile(requiredMessage: string, message = mobileMessage) {
  return requiredText(requiredMessage, mobileTextMax).transform((v, ctx) => {
    const mobile = normalizeIndianMobile(v);
    if (mobile !== undefined) return mobile;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** requirements 9: year of purchase minimum 0, numeric. */
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

/**
 * Every date and time the server takes lies in this window: a follow-up, an event's time,
 * a booking, a rate's validity, a report filter. Outside it a year such as 0026, 0099,
 * 0000 or 10000 is a typing slip, and on the databases it was a 500 or a date stored as
 * another (PGlite read year 0099 as 1999). ISO dates compare as text.
 */
export const dateWindow = { first: '2000-01-01', last: '2100-12-31' } as const;
export const dateWindowMessage = 'must be a date from 1 Jan 2000 to 31 Dec 2100';

/** A YYYY-MM-DD date (or the date part of an ISO time) inside dateWindow. */
export function isDateInWindow(isoDate: string): boolean {
  const day = isoDate.slice(0, 10);
  return day >= dateWindow.first && day <= dateWindow.last;
}

/** A calendar date as YYYY-MM-DD, or ''. */
function optionalDate(message = 'Please enter a valid date (YYYY-MM-DD)') {
  return optionalText(10)
    .refine((v) => v === '' || isIsoDate(v), { message, abort: true })
    .refine((v) => v === '' || isDateInWindow(v), { message: dateWindowMessage, abort: true });
}

export const pastDateMessage = 'Please choose today or a later date';

/**
 * A booking or test-ride date, or '': a real date, not before `earliest` (an IST day, see
 * src/contract/submission-rules.ts). ISO dates compare as text.
 */
export function optionalDateFrom(earliest: string, message = pastDateMessage) {
  return optionalDate().refine((v) => v === '' || v >= earliest, message);
}

export const showroomMessage = 'Please choose one of our showrooms';
export const closedShowroomMessage = 'That showroom has closed: please choose another one';

/**
 * A showroom id a staff body names (1, '12'): its shape only. Whether it is one of the
 * stored showrooms, the server checks against the dealers table (server/site/showroom-list.ts).
 */
export function showroomIdField(message = showroomMessage) {
  return z.unknown().transform((v, ctx): ShowroomId => {
    const id = typeof v === 'string' && v.length > 8 ? null : showroomIdOf(v);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** The stored showrooms a schema checks a choice against (server: from the dealers table). */
export interface KnownShowrooms {
  open: readonly number[];
  closed: readonly number[];
}

/**
 * The showroom a visitor would like (an id, as a number or text); absent or '' is any
 * showroom and stored as absent, so bodies without it stay valid. Given the stored
 * showrooms (the server always gives them), an unknown one and a closed one are refused.
 */
export function optionalShowroom(known?: KnownShowrooms, message = showroomMessage) {
  return z
    .unknown()
    .transform((v, ctx): ShowroomId | undefined => {
      if (v === undefined || v === null || v === '') return undefined;
      // A long text is refused for its length, before any pattern looks at it.
      const id = typeof v === 'string' && v.length > 8 ? null : showroomIdOf(v);
      if (id !== null && (!known || known.open.includes(id))) return id;
      ctx.addIssue({ code: 'custom', message: id !== null && known?.closed.includes(id) ? closedShowroomMessage : message });
      return z.NEVER;
    })
    .optional();
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

/**
 * The language the visitor filled the form in (src/contract/language.ts), which the
 * customer's messages are written in (docs/notifications.md "Language"). Absent in bodies
 * from before it was sent, and kept absent, so an old queued body is stored as it was.
 */
export const optionalLanguage = z.enum(languages, { error: 'must be en or hi' }).optional();
