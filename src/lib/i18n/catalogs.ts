/**
 * The compiled message catalogs, one per area and language (lingui.config.ts): each its own
 * chunk, loaded only for the visitor's language and only with a screen of its area.
 */
import type { Messages } from '@lingui/core';
import type { Language } from '#contract/language.ts';

/** What a screen's words are grouped in: the frame on every screen, one area per kind of screen. */
export const catalogAreas = ['frame', 'home', 'site', 'legal', 'catalogue', 'enquiries', 'outbox'] as const;
export type CatalogArea = (typeof catalogAreas)[number];

type Load = () => Promise<{ messages: Messages }>;

// Spelled out, not built from a pattern: the bundler makes one chunk per catalog only for
// imports it can read.
const loaders: Record<Language, Record<CatalogArea, Load>> = {
  en: {
    frame: () => import('../../locales/en/frame.po'),
    home: () => import('../../locales/en/home.po'),
    site: () => import('../../locales/en/site.po'),
    legal: () => import('../../locales/en/legal.po'),
    catalogue: () => import('../../locales/en/catalogue.po'),
    enquiries: () => import('../../locales/en/enquiries.po'),
    outbox: () => import('../../locales/en/outbox.po'),
  },
  hi: {
    frame: () => import('../../locales/hi/frame.po'),
    home: () => import('../../locales/hi/home.po'),
    site: () => import('../../locales/hi/site.po'),
    legal: () => import('../../locales/hi/legal.po'),
    catalogue: () => import('../../locales/hi/catalogue.po'),
    enquiries: () => import('../../locales/hi/enquiries.po'),
    outbox: () => import('../../locales/hi/outbox.po'),
  },
};

export async function loadCatalog(language: Language, area: CatalogArea): Promise<Messages> {
  return (await loaders[language][area]()).messages;
}
