/**
 * The one way a screen reads the dealer's details (docs/site-settings.md): the header,
 * footer, dealer, contact and career pages and the quote's letterhead all call
 * `useSiteSettings()`. Where they come from, best first:
 * - the answer the page came with (a server-drawn landing screen, src/lib/first-reads.ts),
 *   so the device's first render draws what the server drew;
 * - the network (GET /api/site; offline, the service worker's saved copy);
 * - the device's own copy (IndexedDB, ./site-settings-copy.ts), when the network has none;
 * - until one of them answers, the values the site started with.
 * One provider for the whole app reads them once per visit; Manage > Site hands it a
 * saved change, so the staff's own device shows it at once.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { defaultSiteSettings, isSiteSettings, siteApiPaths, type SiteSettings } from '#contract/site-settings.ts';
import { api } from '../api.ts';
import { useFirstReads } from '../first-reads.ts';

interface SiteSettingsState {
  settings: SiteSettings;
  /** A change saved by Manage > Site: shown at once and kept as the device's copy. */
  replace: (settings: SiteSettings) => void;
}

const SiteSettingsContext = createContext<SiteSettingsState>({ settings: defaultSiteSettings, replace: () => {} });

const copyModule = () => import('./site-settings-copy.ts');

/** Later, when the page is idle: keeping the copy must not compete with the page coming alive. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1000);
}

export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const firstReads = useFirstReads();
  const fromPage = useRef(isSiteSettings(firstReads.get(siteApiPaths.site)) ? (firstReads.get(siteApiPaths.site) as SiteSettings) : null);
  const [settings, setSettings] = useState<SiteSettings>(() => fromPage.current ?? defaultSiteSettings);

  useEffect(() => {
    let live = true;
    let answered = false;
    const show = (next: SiteSettings) => {
      if (live) setSettings((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    const page = fromPage.current;
    if (page) {
      // The server read them for this very page: keep them for the next visit, ask nothing.
      whenIdle(() => void copyModule().then((m) => m.saveSiteSettingsCopy(page)).catch(() => undefined));
      return () => void (live = false);
    }
    void copyModule()
      .then((m) => m.readSiteSettingsCopy())
      .then((saved) => {
        if (saved && !answered) show(saved);
      })
      .catch(() => undefined);
    api<unknown>(siteApiPaths.site)
      .then((answer) => {
        if (!isSiteSettings(answer)) return;
        answered = true;
        show(answer);
        return copyModule().then((m) => m.saveSiteSettingsCopy(answer));
      })
      // Offline with nothing saved: the copy or the defaults stay on screen.
      .catch(() => undefined);
    return () => void (live = false);
  }, []);

  const value = useMemo<SiteSettingsState>(
    () => ({
      settings,
      replace: (next) => {
        setSettings(next);
        void copyModule().then((m) => m.saveSiteSettingsCopy(next)).catch(() => undefined);
      },
    }),
    [settings],
  );
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
}

/** The dealer's name, contacts, social links and showrooms as this device knows them now. */
export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext).settings;
}

/** For Manage > Site: show a saved change on this device at once. */
export function useReplaceSiteSettings(): (settings: SiteSettings) => void {
  return useContext(SiteSettingsContext).replace;
}
