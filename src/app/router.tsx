import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchPath, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import type { CatalogArea } from '../lib/i18n/catalogs.ts';
import { needCatalogs } from '../lib/i18n/device-language.ts';
import { needToastOutlet } from '../lib/toast-outlet.ts';
import { TakeOverDone } from '../ui/on-device.tsx';
import { EarlyTaps } from './early-taps.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';
import { ErrorPage } from './error-page.tsx';
import { isCodeLoadFailure } from './code-load-failure.ts';

/** A screen's component, fetched as its own chunk when first rendered or when preloaded. */
type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * Route-level code splitting: each screen is its own chunk, loaded when first visited,
 * with the words of its `area` in the visitor's language (src/lib/i18n/catalogs.ts).
 * `preload` fetches both ahead: a screen the server drew is loaded before the app takes the
 * page over (src/main.tsx), so the whole page comes alive at once and no part of it sits
 * waiting for its code (React ignores events there meanwhile).
 */
function screen<M>(area: CatalogArea, load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    const [module] = await Promise.all([load(), needCatalogs([area])]);
    loaded ??= pick(module);
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded screen would remount it.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  }
  return Object.assign(Screen, { preload });
}

/**
 * An enquiry screen arrives with the header's live outbox button (the home page loads it
 * only when the device has an outbox): once an enquiry is queued the button must show,
 * even when the network is already gone and no further code could be fetched. Its form
 * shows toasts, so the toast outlet is fetched alongside, for the same reason.
 */
function enquiryScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return screen('enquiries', async () => {
    needToastOutlet();
    return (await Promise.all([load(), import('../offline/outbox-indicator-live.tsx')]))[0];
  }, pick);
}

/** One line of the route table: a path (or the index) and its screen. */
interface ScreenRoute {
  path?: string;
  index?: true;
  /** A code-split screen (`screen`, `enquiryScreen`). */
  lazy?: LazyScreen;
  /** A screen that ships with the main script. */
  Component?: ComponentType;
}

/** requirements 2.1: the route table. */
export const publicRoutes: ScreenRoute[] = [
  { index: true, lazy: screen('home', () => import('../site/home-page.tsx'), (m) => m.HomePage) },
  { path: 'about', lazy: screen('site', () => import('../site/about-page.tsx'), (m) => m.AboutPage) },
  { path: 'finance', lazy: enquiryScreen(() => import('../enquiries/pages/finance-page.tsx'), (m) => m.FinancePage) },
  { path: 'contact', lazy: enquiryScreen(() => import('../enquiries/pages/contact-page.tsx'), (m) => m.ContactPage) },
  { path: 'motorcycle', lazy: screen('catalogue', () => import('../catalogue/bikes-page.tsx'), (m) => m.BikesPage) },
  { path: 'scooters', lazy: screen('catalogue', () => import('../catalogue/scooters-page.tsx'), (m) => m.ScootersPage) },
  { path: 'ev', lazy: screen('catalogue', () => import('../catalogue/ev-page.tsx'), (m) => m.EvPage) },
  { path: 'service-booking', lazy: enquiryScreen(() => import('../enquiries/pages/service-booking-page.tsx'), (m) => m.ServiceBookingPage) },
  { path: 'amc', lazy: enquiryScreen(() => import('../enquiries/pages/amc-page.tsx'), (m) => m.AmcPage) },
  { path: 'extendedWarranty', lazy: enquiryScreen(() => import('../enquiries/pages/extended-warranty-page.tsx'), (m) => m.ExtendedWarrantyPage) },
  { path: 'gallery', lazy: screen('site', () => import('../site/gallery-page.tsx'), (m) => m.GalleryPage) },
  { path: 'optain', lazy: enquiryScreen(() => import('../enquiries/pages/opt-in-page.tsx'), (m) => m.OptInPage) },
  { path: 'terms-conditions', lazy: screen('legal', () => import('../site/terms-page.tsx'), (m) => m.TermsPage) },
  { path: 'privacy-policy', lazy: screen('legal', () => import('../site/privacy-page.tsx'), (m) => m.PrivacyPage) },
  { path: 'offers', lazy: enquiryScreen(() => import('../enquiries/pages/offers-page.tsx'), (m) => m.OffersPage) },
  { path: 'quote', lazy: screen('catalogue', () => import('../catalogue/quote/quote-page.tsx'), (m) => m.QuotePage) },
  { path: 'view-details', lazy: screen('catalogue', () => import('../catalogue/bike-detail-page.tsx'), (m) => m.BikeDetailPage) },
  { path: 'angle-view', lazy: screen('catalogue', () => import('../catalogue/angle-view-page.tsx'), (m) => m.AngleViewPage) },
  { path: 'text-ride-booking', lazy: enquiryScreen(() => import('../enquiries/pages/product-enquiry-page.tsx'), (m) => m.ProductEnquiryPage) },
  { path: 'joy-club', lazy: enquiryScreen(() => import('../enquiries/pages/joy-club-page.tsx'), (m) => m.JoyClubPage) },
  { path: 'feedback', lazy: enquiryScreen(() => import('../enquiries/pages/feedback-page.tsx'), (m) => m.FeedbackPage) },
  { path: 'career', lazy: enquiryScreen(() => import('../enquiries/pages/career-page.tsx'), (m) => m.CareerPage) },
  // The customer's status lookup (the reference from a success message and the mobile).
  { path: 'track', lazy: screen('enquiries', () => import('../enquiries/track/track-page.tsx'), (m) => m.TrackPage) },
  { path: 'dealers/:id', lazy: screen('site', () => import('../site/dealer-page.tsx'), (m) => m.DealerPage) },
  // Targets of the navigation bar (requirements 2.2) that the route table does not list.
  { path: 'insurance', lazy: screen('site', () => import('../site/insurance-page.tsx'), (m) => m.InsurancePage) },
  { path: 'services', lazy: screen('site', () => import('../site/services-page.tsx'), (m) => m.ServicesPage) },
  { path: 'networks', lazy: screen('site', () => import('../site/networks-page.tsx'), (m) => m.NetworksPage) },
  // Its own chunk, its words with the information pages': no first paint needs them
  // (docs/performance.md, home page script).
  { path: '*', lazy: screen('site', () => import('./not-found-page.tsx'), (m) => m.NotFoundPage) },
];

/** Loads the code of the public screen at `pathname`, if it is a code-split one. */
export async function preloadScreenAt(pathname: string): Promise<void> {
  const route = publicRoutes.find((r) => r.lazy && matchPath({ path: r.index ? '/' : `/${r.path}`, end: true }, pathname));
  await route?.lazy?.preload();
}

/** A route line with no screen (none in the table) draws nothing. */
function Nothing() {
  return null;
}

function toRouteObject({ path, index, lazy: Lazy, Component }: ScreenRoute): RouteObject {
  const Screen = Lazy ?? Component ?? Nothing;
  return index ? { index, element: <Screen /> } : { path, element: <Screen /> };
}

/**
 * Where the admin app's own code cannot be loaded (offline before it was saved, or its
 * download failed): the admin area's words and the screens that open offline, never the
 * generic error page (docs/offline.md "Admin screens"). A small precached chunk of the admin area.
 */
const AdminCodeUnavailable = lazy(async () => ({ default: (await import('../admin/offline/admin-code-unavailable.tsx')).AdminCodeUnavailable }));

function AdminUnavailable() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <AdminCodeUnavailable />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

// The admin panel is in English (src/main.tsx starts it so); its shared controls need only the frame's words.
const AdminApp = screen(
  'frame',
  async () => {
    // Admin screens show toasts from their first render (a sign-in that is needed, a failed read).
    needToastOutlet();
    return import('../admin/admin-app.tsx');
  },
  (m) => m.AdminApp,
);

export const routes: RouteObject[] = [
  {
    // Errors outside a public screen (the admin area, the public frame itself) replace the page.
    element: <RootLayout />,
    children: [
      // The admin area is one lazy chunk with its own descendant routes and no public
      // header or footer (requirements 2.1); nothing of it reaches the public bundles.
      {
        path: 'admin/*',
        element: (
          <ScreenErrorBoundary fallback={(error) => (isCodeLoadFailure(error) || !navigator.onLine ? <AdminUnavailable /> : <ErrorPage error={error} />)}>
            <Suspense fallback={<LoadingScreen />}>
              <AdminApp />
            </Suspense>
          </ScreenErrorBoundary>
        ),
      },
      {
        // A first visit paints the frame at once, with a loading text where the screen goes
        // while its chunk is fetched; later navigations keep the current screen until the
        // next one has arrived (the router changes location in a transition). Errors of a
        // public screen render inside the header and footer.
        element: (
          <PublicLayout>
            <ScreenErrorBoundary>
              <Suspense fallback={<LoadingScreen />}>
                <Outlet />
                {/* After the screen: React takes its markup over last, and these effects run after its own. */}
                <TakeOverDone />
                <EarlyTaps />
              </Suspense>
            </ScreenErrorBoundary>
          </PublicLayout>
        ),
        children: publicRoutes.map(toRouteObject),
      },
    ],
  },
];

/** The whole app's routes, for a <BrowserRouter>. */
export function AppRoutes() {
  return useRoutes(routes);
}
