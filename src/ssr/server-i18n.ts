/**
 * Lingui for the server's drawings: every catalog of every language, loaded once when the
 * render module loads (size does not matter there), and one instance per drawing, so two
 * visitors drawn at the same moment in different languages never share one.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { languages, type Language } from '#contract/language.ts';
import { catalogAreas, loadCatalog } from '../lib/i18n/catalogs.ts';

const messagesOf = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => {
      const catalogs = await Promise.all(catalogAreas.map((area) => loadCatalog(language, area)));
      return [language, Object.assign({}, ...catalogs) as Messages] as const;
    }),
  ),
) as Record<Language, Messages>;

export function serverI18n(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: messagesOf[language] } });
}
