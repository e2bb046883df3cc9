/**
 * The visitor site's languages and how a visit picks one, the same on the server (which
 * draws the landing screens in it) and on the device (whose first render must draw the
 * same words): a `?lang=` in the address, then the visitor's choice remembered in a
 * cookie, then the browser's own preference (Accept-Language, navigator.languages), then
 * English. docs/visitor-language.md.
 */

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The cookie that remembers the visitor's choice, and the address parameter that sets it. */
export const languageCookie = 'lang';
export const languageParam = 'lang';
/** A year: the choice outlives a browser restart. */
export const languageCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Each language named in itself, as the switch offers it. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** 'hi-IN' -> 'hi'; a tag of no language of ours -> null. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The first of our languages in a browser's preference: an Accept-Language header
 * ('hi-IN,hi;q=0.9,en;q=0.8', weights honoured) or navigator.languages (in order).
 */
function preferredLanguage(accepted: string | readonly string[] | undefined): Language | null {
  if (accepted === undefined) return null;
  const tags =
    typeof accepted === 'string'
      ? accepted
          // A header is at most a few dozen entries; anything longer is not a browser's.
          .slice(0, 1000)
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q === undefined ? 1 : Number(q.slice(2));
            return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((t) => t.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((t) => t.tag)
      : accepted;
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

interface LanguageSignals {
  /** The address's `?lang=`. */
  param?: string | null;
  /** The remembered choice (the `lang` cookie). */
  cookie?: string | null;
  /** The browser's preference. */
  accepted?: string | readonly string[];
}

/** The language a visit draws in. */
export function chooseLanguage({ param, cookie, accepted }: LanguageSignals): Language {
  if (isLanguage(param)) return param;
  if (isLanguage(cookie)) return cookie;
  return preferredLanguage(accepted) ?? defaultLanguage;
}

/** The value of one cookie in a Cookie header (or document.cookie). */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The Set-Cookie value (and document.cookie assignment) that remembers a language. */
export function languageCookieText(language: Language): string {
  return `${languageCookie}=${language}; Path=/; Max-Age=${languageCookieMaxAgeSeconds}; SameSite=Lax`;
}

/** The admin panel is in English whatever the visitor site's language (docs/visitor-language.md). */
export function isAdminPage(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** The language a page at `path` is drawn in: English for the admin panel, else the visit's. */
export function pageLanguage(path: string, signals: LanguageSignals): Language {
  return isAdminPage(path) ? defaultLanguage : chooseLanguage(signals);
}

/**
 * The page's `<html>` tag in `language`: its `lang` for the browser, the screen reader and
 * the `:lang(hi)` styles, and its direction (both languages run left to right), set in the
 * HTML itself so the first paint is in the page's language before any script runs. Used by
 * the server on every page and by the service worker on the saved shell it answers with.
 */
export function withPageLanguage(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="ltr">`);
}
