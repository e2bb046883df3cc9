/**
 * Everything under /admin (login, dashboard and every sub-screen) as descendant routes.
 * Loaded lazily, so no admin code reaches a public page. Each sub-screen has its own URL
 * (bookmarkable, the back button works); the spec leaves those paths open (2.1).
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { PasswordScreen } from './account/password-screen.tsx';
import { ProfileScreen } from './account/profile-screen.tsx';
import { DashboardScreen } from './dashboard/dashboard-screen.tsx';
import { LoginScreen } from './login/login-screen.tsx';
import { AccessoriesScreen } from './manage/accessories-screen.tsx';
import { AccountScreen } from './manage/account-screen.tsx';
import { GalleryScreen } from './manage/gallery-screen.tsx';
import { OffersScreen } from './manage/offers-screen.tsx';
import { PriceScreen } from './manage/price-screen.tsx';
import { VehiclesScreen } from './manage/vehicles-screen.tsx';
import { ReportRoute } from './reports/report-route.tsx';
import { RequireToken } from './session/require-token.tsx';
import { useUnauthorizedRedirect } from './session/use-unauthorized-redirect.ts';
import { AdminShell } from './shell/admin-shell.tsx';

export function AdminApp() {
  useUnauthorizedRedirect();
  return (
    <Routes>
      <Route path="login" element={<LoginScreen />} />
      <Route
        element={
          <RequireToken>
            <AdminShell />
          </RequireToken>
        }
      >
        {/* spec 2.5: the dashboard is the default screen. */}
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardScreen />} />
        <Route path="manage/account" element={<AccountScreen />} />
        <Route path="manage/price" element={<PriceScreen />} />
        <Route path="manage/accessories" element={<AccessoriesScreen />} />
        <Route path="manage/vehicles" element={<VehiclesScreen />} />
        <Route path="manage/gallery" element={<GalleryScreen />} />
        <Route path="manage/offers" element={<OffersScreen />} />
        <Route path="reports/:id" element={<ReportRoute />} />
        <Route path="account/profile" element={<ProfileScreen />} />
        <Route path="account/password" element={<PasswordScreen />} />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
