import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';

/**
 * Gives the screens their words (`useLingui`, `<Trans>`) from `i18n`: the device's one
 * instance, or the server's for one drawing. Lingui's own provider re-renders every
 * translated component whenever a catalog is loaded; this one only when the language
 * changes: a screen's catalog arrives before the screen renders (src/app/router.tsx).
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const locale = useSyncExternalStore(
    (onChange) => i18n.on('change', onChange),
    () => i18n.locale,
    () => i18n.locale,
  );
  // A new value for a new language: that is what re-renders the translated components.
  const value = useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale }), [i18n, locale]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
