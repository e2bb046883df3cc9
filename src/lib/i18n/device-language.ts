/**
 * The visitor's language on the device: the one instance of Lingui the page uses, the
 * catalogs it has loaded, and the switch. On the server nothing here starts (each drawing
 * has its own instance, src/ssr/render-screen.tsx), so a screen's `needCatalogs` is
 * nothing there.
 */
import { i18n } from '@lingui/core';
import { chooseLanguage, cookieValue, languageCookie, languageCookieText, languageParam, type Language } from '#contract/language.ts';
import { loadCatalog, type CatalogArea } from './catalogs.ts';

export { i18n as deviceI18n };

/** Null until the page starts (and always on the server). */
let current: Language | null = null;
const loaded: Record<Language, Set<CatalogArea>> = { en: new Set(), hi: new Set() };
/** The areas of the screens shown so far: a switch loads them all in the new language. */
const inUse = new Set<CatalogArea>(['frame']);

async function ensure(language: Language, areas: Iterable<CatalogArea>): Promise<void> {
  const missing = [...areas].filter((area) => !loaded[language].has(area));
  const catalogs = await Promise.all(missing.map((area) => loadCatalog(language, area)));
  missing.forEach((area, index) => {
    // Nobody listens for a load (LanguageProvider follows the language only): no re-render.
    i18n.load(language, catalogs[index]!);
    loaded[language].add(area);
  });
}

/**
 * The language this page starts in: the one the server drew it in when it did (the first
 * render must draw the same words), else the address, the remembered choice, the browser.
 */
export function startingLanguage(doc: Document, drawn: boolean): Language {
  return chooseLanguage({
    param: drawn ? doc.documentElement.lang : new URLSearchParams(location.search).get(languageParam),
    cookie: cookieValue(doc.cookie, languageCookie),
    accepted: navigator.languages,
  });
}

/** Loads the frame's and the first screen's words, then makes `language` the page's. */
export async function startLanguage(language: Language, areas: CatalogArea[]): Promise<void> {
  // Set at once: the first screen's catalogs, asked for meanwhile, load in this language.
  current = language;
  // The page says so too, wherever its HTML came from (the server and the service worker set it already).
  document.documentElement.lang = language;
  for (const area of areas) inUse.add(area);
  try {
    await ensure(language, inUse);
  } finally {
    // Active even if a catalog could not be had: the page then shows what it can, not nothing.
    i18n.activate(language);
  }
}

/** A screen's words in the current language, loaded before the screen renders. */
export async function needCatalogs(areas: readonly CatalogArea[]): Promise<void> {
  for (const area of areas) inUse.add(area);
  // The language can change while a catalog loads: load until the current one is there.
  while (current !== null) {
    const language: Language = current;
    await ensure(language, areas);
    if (current === language) return;
  }
}

/** The switch: every shown area's words in `language`, then the page redraws in it; remembered. */
export async function switchLanguage(language: Language): Promise<void> {
  await ensure(language, inUse);
  current = language;
  document.cookie = languageCookieText(language);
  document.documentElement.lang = language;
  i18n.activate(language);
}
