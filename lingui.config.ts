/**
 * The visitor site's messages (docs/visitor-language.md). `npx lingui extract` collects
 * every message written with Lingui's macros into one catalog per area and language under
 * src/locales; the build compiles a catalog when the page imports it (@lingui/vite-plugin)
 * and fails when a Hindi translation is missing. A screen loads the catalogs of its area
 * in the visitor's language only (src/lib/i18n/catalogs.ts), so a phone never downloads
 * the words of screens it does not show. The admin panel stays English: src/admin is in
 * no catalog.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const legal = ['<rootDir>/src/site/terms-page.tsx', '<rootDir>/src/site/privacy-page.tsx'];
// The home page's own words: the page most visitors land on loads only these with the frame's.
// The map's fallback is on the dealer pages too, so its words are in both catalogs.
const homeOnly = ['<rootDir>/src/site/home-page.tsx', '<rootDir>/src/site/hero-slider.tsx', '<rootDir>/src/site/home-models.tsx'];
const home = [...homeOnly, '<rootDir>/src/site/map-fallback.tsx'];
// Shared code no home page shows: its words go with the screens that use it, not in the
// frame every page loads (the home page's script budget).
const formsAndLoans = ['<rootDir>/src/lib/i18n/field-messages.ts', '<rootDir>/src/ui/emi-modal.tsx', '<rootDir>/src/lib/use-model-colours.ts'];
// A shared control only a model's page shows (its features and accessories).
const carousel = '<rootDir>/src/ui/carousel.tsx';
// The page for an address that leads nowhere loads the information pages' words (src/app/router.tsx).
const notFound = '<rootDir>/src/app/not-found-page.tsx';
// Paying a booking amount: on /track and on a model page's Book now.
const payments = ['booking-payment.tsx', 'payment-words.ts', 'receipt-buttons.tsx', 'refund-lines.tsx'].map((file) => `<rootDir>/src/lib/payments/${file}`);
// The outbox panel's words load with the panel, on a device that has an outbox; the panel
// of what the phone has saved loads them too (src/offline/offline-status.tsx), so its words
// and the list of what was sent, which both panels show, are there and not in the frame.
const outbox = ['outbox-panel.tsx', 'outbox-panel-words.ts', 'outbox-indicator-live.tsx', 'saved-on-phone-panel.tsx', 'sent-list.tsx'].map((file) => `<rootDir>/src/offline/${file}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  // Where each message is used helps the translator; line numbers would churn every diff.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    // What every visitor screen shows: header, footer, menus, shared controls, device widgets.
    { path: '<rootDir>/src/locales/{locale}/frame', include: ['<rootDir>/src/app', '<rootDir>/src/ui', '<rootDir>/src/lib', '<rootDir>/src/offline'], exclude: [...formsAndLoans, ...outbox, ...payments, notFound, carousel] },
    { path: '<rootDir>/src/locales/{locale}/outbox', include: outbox },
    { path: '<rootDir>/src/locales/{locale}/home', include: home },
    { path: '<rootDir>/src/locales/{locale}/site', include: ['<rootDir>/src/site', notFound], exclude: [...legal, ...homeOnly] },
    // The long legal texts, only for their two pages.
    { path: '<rootDir>/src/locales/{locale}/legal', include: legal },
    { path: '<rootDir>/src/locales/{locale}/catalogue', include: ['<rootDir>/src/catalogue', ...formsAndLoans, ...payments, carousel] },
    { path: '<rootDir>/src/locales/{locale}/enquiries', include: ['<rootDir>/src/enquiries', ...formsAndLoans, ...payments] },
  ],
});
