/**
 * The language a page is drawn in (src/contract/language.ts): `?lang=` in the address, the
 * remembered choice (the `lang` cookie), the browser's Accept-Language, English. An address
 * that names a language also remembers it, as the switch in the header does on the device,
 * so a shared or bookmarked `?lang=hi` link keeps the site in Hindi from then on.
 */
import type { Context } from 'koa';
import { chooseLanguage, isLanguage, languageCookie, languageCookieMaxAgeSeconds, languageParam, type Language } from '#contract/language.ts';

export function visitorLanguage(ctx: Context): Language {
  const param = ctx.query[languageParam];
  const cookie = ctx.cookies.get(languageCookie) ?? null;
  const language = chooseLanguage({ param: typeof param === 'string' ? param : null, cookie, accepted: ctx.get('Accept-Language') });
  if (isLanguage(param) && param !== cookie) {
    // Read by the page's script too (the switch): not HttpOnly; nothing secret in it.
    ctx.cookies.set(languageCookie, param, { httpOnly: false, sameSite: 'lax', maxAge: languageCookieMaxAgeSeconds * 1000, overwrite: true });
  }
  // A page differs by these: no shared cache may hand one visitor's language to another.
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  return language;
}
