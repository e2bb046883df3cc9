import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorPage } from './error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { PublicLayout } from './public-layout.tsx';
import { PublicLayoutLoading } from './public-layout-loading.tsx';
import { RootLayout } from './root-layout.tsx';

/** Route-level code splitting: each screen is its own chunk, loaded when first visited. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** spec 2.1: the route table. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: screen(() => import('../site/home-page.tsx'), (m) => m.HomePage) },
  { path: 'about', lazy: screen(() => import('../site/about-page.tsx'), (m) => m.AboutPage) },
  { path: 'finance', lazy: screen(() => import('../enquiries/pages/finance-page.tsx'), (m) => m.FinancePage) },
  { path: 'contact', lazy: screen(() => import('../enquiries/pages/contact-page.tsx'), (m) => m.ContactPage) },
  { path: 'motorcycle', lazy: screen(() => import('../catalogue/bikes-page.tsx'), (m) => m.BikesPage) },
  { path: 'scooters', lazy: screen(() => import('../catalogue/scooters-page.tsx'), (m) => m.ScootersPage) },
  { path: 'ev', lazy: screen(() => import('../catalogue/ev-page.tsx'), (m) => m.EvPage) },
  { path: 'service-booking', lazy: screen(() => import('../enquiries/pages/service-booking-page.tsx'), (m) => m.ServiceBookingPage) },
  { path: 'amc', lazy: screen(() => import('../enquiries/pages/amc-page.tsx'), (m) => m.AmcPage) },
  { path: 'extendedWarranty', lazy: screen(() => import('../enquiries/pages/extended-warranty-page.tsx'), (m) => m.ExtendedWarrantyPage) },
  { path: 'gallery', lazy: screen(() => import('../site/gallery-page.tsx'), (m) => m.GalleryPage) },
  { path: 'optain', lazy: screen(() => import('../enquiries/pages/opt-in-page.tsx'), (m) => m.OptInPage) },
  { path: 'terms-conditions', lazy: screen(() => import('../site/terms-page.tsx'), (m) => m.TermsPage) },
  { path: 'privacy-policy', lazy: screen(() => import('../site/privacy-page.tsx'), (m) => m.PrivacyPage) },
  { path: 'offers', lazy: screen(() => import('../enquiries/pages/offers-page.tsx'), (m) => m.OffersPage) },
  { path: 'view-details', lazy: screen(() => import('../catalogue/bike-detail-page.tsx'), (m) => m.BikeDetailPage) },
  { path: 'angle-view', lazy: screen(() => import('../catalogue/angle-view-page.tsx'), (m) => m.AngleViewPage) },
  { path: 'text-ride-booking', lazy: screen(() => import('../enquiries/pages/product-enquiry-page.tsx'), (m) => m.ProductEnquiryPage) },
  { path: 'joy-club', lazy: screen(() => import('../enquiries/pages/joy-club-page.tsx'), (m) => m.JoyClubPage) },
  { path: 'feedback', lazy: screen(() => import('../enquiries/pages/feedback-page.tsx'), (m) => m.FeedbackPage) },
  { path: 'career', lazy: screen(() => import('../enquiries/pages/career-page.tsx'), (m) => m.CareerPage) },
  { path: 'dealers/:id', lazy: screen(() => import('../site/dealer-page.tsx'), (m) => m.DealerPage) },
  // Targets of the navigation bar (spec 2.2) that the route table does not list.
  { path: 'insurance', lazy: screen(() => import('../site/insurance-page.tsx'), (m) => m.InsurancePage) },
  { path: 'services', lazy: screen(() => import('../site/services-page.tsx'), (m) => m.ServicesPage) },
  { path: 'networks', lazy: screen(() => import('../site/networks-page.tsx'), (m) => m.NetworksPage) },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <ErrorPage />,
    children: [
      // The admin area is one lazy chunk with its own descendant routes and no public
      // header or footer (spec 2.1); nothing of it reaches the public bundles.
      {
        path: 'admin/*',
        lazy: screen(() => import('../admin/admin-app.tsx'), (m) => m.AdminApp),
        HydrateFallback: LoadingScreen,
        errorElement: <ErrorPage />,
      },
      {
        Component: PublicLayout,
        // The frame paints at once on a first visit while the screen's chunk is fetched.
        HydrateFallback: PublicLayoutLoading,
        // Errors of a public screen render inside the header and footer.
        children: [{ errorElement: <ErrorPage />, children: publicRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
