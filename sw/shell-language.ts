/**
 * The saved shell in the visitor's language. The service worker answers every navigation
 * with the precached index.html, written `<html lang="en">` at build time; a Hindi visitor's
 * reload or direct link would then paint as English until the app ran. The shell goes out
 * with the language the server would have drawn the page in (src/contract/language.ts: the
 * address's `?lang=`, the `lang` cookie, the browser's languages; English for the admin
 * panel), so its first paint is in the page's language (docs/visitor-language.md).
 */
/// <reference lib="webworker" />
import { languageCookie, languageParam, pageLanguage, withPageLanguage, type Language } from '#contract/language.ts';

declare const self: ServiceWorkerGlobalScope;

/** The `lang` cookie, where the browser lets a service worker read cookies (Cookie Store API). */
async function rememberedLanguage(): Promise<string | null> {
  try {
    const store = (self as { cookieStore?: CookieStore }).cookieStore;
    return store ? ((await store.get(languageCookie))?.value ?? null) : null;
  } catch {
    // A browser that refuses the read: the address and the browser's languages decide, and
    // the app sets the page's language when it starts (src/lib/i18n/device-language.ts).
    return null;
  }
}

export async function shellLanguage(request: Request): Promise<Language> {
  const url = new URL(request.url);
  return pageLanguage(url.pathname, {
    param: url.searchParams.get(languageParam),
    cookie: await rememberedLanguage(),
    accepted: self.navigator.languages,
  });
}

/** The saved shell's answer with its `<html>` in `language`, headers and status kept. */
export async function shellInLanguage(shell: Response, language: Language): Promise<Response> {
  const html = withPageLanguage(await shell.text(), language);
  const headers = new Headers(shell.headers);
  headers.delete('Content-Length');
  return new Response(html, { status: shell.status, statusText: shell.statusText, headers });
}
