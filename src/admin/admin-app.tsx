/**
 * Everything under /admin (login, dashboard and every sub-screen) as descendant routes,
 * inside the admin app's one QueryClient. Loaded lazily, so no admin code (react-query
 * included) reaches a public page. Each sub-screen has its own URL (bookmarkable, the
 * back button works); the spec leaves those paths open (2.1).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PasswordScreen } from './account/password-screen.tsx';
import { ProfileScreen } from './account/profile-screen.tsx';
import { DashboardScreen } from './dashboard/dashboard-screen.tsx';
import { LeadDetailScreen } from './leads/lead-detail-screen.tsx';
import { LeadsScreen } from './leads/leads-screen.tsx';
import { LoginScreen } from './login/login-screen.tsx';
import { CatalogueScreen } from './catalogue/catalogue-screen.tsx';
import { ModelEditorScreen } from './catalogue/model-editor-screen.tsx';
import { AppointmentsScreen } from './appointments/appointments-screen.tsx';
import { ScheduleScreen } from './schedule/schedule-screen.tsx';
import { AccessoriesScreen } from './manage/accessories-screen.tsx';
import { GalleryScreen } from './manage/gallery-screen.tsx';
import { BookingAmountsScreen } from './manage/booking-amounts-screen.tsx';
import { PaymentsScreen } from './manage/payments-screen.tsx';
import { MessagesScreen } from './manage/messages-screen.tsx';
import { OffersScreen } from './manage/offers-screen.tsx';
import { OnroadRatesScreen } from './manage/onroad-rates-screen.tsx';
import { PriceScreen } from './manage/price-screen.tsx';
import { SiteScreen } from './manage/site-screen.tsx';
import { StaffScreen } from './manage/staff-screen.tsx';
import { VehiclesScreen } from './manage/vehicles-screen.tsx';
import { BookingsScreen } from './stock/bookings-screen.tsx';
import { StockScreen } from './stock/stock-screen.tsx';
import { WorkshopScreen } from './workshop/workshop-screen.tsx';
import { BillScreen } from './workshop/bill-screen.tsx';
import { ServiceSchedulesScreen } from './workshop/service-schedules-screen.tsx';
import { CallListScreen } from './workshop/call-list-screen.tsx';
import { PriceListsScreen } from './workshop/price-lists-screen.tsx';
import { ReportRoute } from './reports/report-route.tsx';
import { RequireToken } from './session/require-token.tsx';
import { useUnauthorizedRedirect } from './session/use-unauthorized-redirect.ts';
import { AdminShell } from './shell/admin-shell.tsx';
import { adminQueryClient } from './data/admin-query-client.ts';

export function AdminApp() {
  return (
    <QueryClientProvider client={adminQueryClient}>
      <AdminRoutes />
    </QueryClientProvider>
  );
}

function AdminRoutes() {
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
        {/* requirements 2.5: the dashboard is the default screen. */}
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardScreen />} />
        <Route path="leads" element={<LeadsScreen />} />
        <Route path="leads/:leadId" element={<LeadDetailScreen />} />
        <Route path="appointments" element={<AppointmentsScreen />} />
        <Route path="workshop" element={<WorkshopScreen />} />
        <Route path="workshop/bill/:jobCardId" element={<BillScreen />} />
        <Route path="workshop/schedules" element={<ServiceSchedulesScreen />} />
        <Route path="workshop/calls" element={<CallListScreen />} />
        <Route path="workshop/price-lists" element={<PriceListsScreen />} />
        {/* Manage > Account became the first part of Manage > Staff: bookmarks still open it. */}
        <Route path="manage/account" element={<Navigate to="/admin/manage/staff" replace />} />
        <Route path="manage/price" element={<PriceScreen />} />
        <Route path="manage/booking-amounts" element={<BookingAmountsScreen />} />
        <Route path="manage/payments" element={<PaymentsScreen />} />
        <Route path="manage/accessories" element={<AccessoriesScreen />} />
        <Route path="manage/vehicles" element={<VehiclesScreen />} />
        <Route path="manage/gallery" element={<GalleryScreen />} />
        <Route path="manage/offers" element={<OffersScreen />} />
        <Route path="manage/staff" element={<StaffScreen />} />
        <Route path="manage/onroad-rates" element={<OnroadRatesScreen />} />
        <Route path="manage/catalogue" element={<CatalogueScreen />} />
        <Route path="manage/catalogue/:modelId" element={<ModelEditorScreen />} />
        <Route path="manage/site" element={<SiteScreen />} />
        <Route path="manage/appointments" element={<ScheduleScreen />} />
        <Route path="manage/messages" element={<MessagesScreen />} />
        <Route path="manage/stock" element={<StockScreen />} />
        <Route path="manage/bookings" element={<BookingsScreen />} />
        <Route path="reports/:id" element={<ReportRoute />} />
        <Route path="account/profile" element={<ProfileScreen />} />
        <Route path="account/password" element={<PasswordScreen />} />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
