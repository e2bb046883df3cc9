import type { I18n } from '@lingui/core';
import { BrowserRouter } from 'react-router-dom';
import { FirstReadsProvider, type FirstReads } from '../lib/first-reads.ts';
import { LanguageProvider } from '../lib/i18n/language-provider.tsx';
import { SiteSettingsProvider } from '../lib/site-settings/use-site-settings.tsx';
import { AppRoutes } from './router.tsx';
import { ToastOutlet } from './toast-outlet.tsx';

/**
 * What the app draws at a location, the same on the device and on the server (which
 * renders the landing screens, src/ssr/render-screen.tsx): the routes, and the one toast
 * outlet for public and admin screens (requirements 9). `firstReads` are API answers that came
 * with the page (the dealer's details among them, read once by SiteSettingsProvider); `i18n` holds the visitor's language and its words (docs/visitor-language.md).
 */
export function AppBody({ firstReads, i18n }: { firstReads: FirstReads; i18n: I18n }) {
  return (
    <LanguageProvider i18n={i18n}>
      <FirstReadsProvider value={firstReads}>
        <SiteSettingsProvider>
          <AppRoutes />
          <ToastOutlet />
        </SiteSettingsProvider>
      </FirstReadsProvider>
    </LanguageProvider>
  );
}

/**
 * The app root in the browser. A declarative router, not the data router: no screen loads
 * data through the router, and the data router's code was about 16 KB of gzipped script
 * on every first visit.
 */
export function App({ firstReads, i18n }: { firstReads: FirstReads; i18n: I18n }) {
  return (
    <BrowserRouter>
      <AppBody firstReads={firstReads} i18n={i18n} />
    </BrowserRouter>
  );
}
