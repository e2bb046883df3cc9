import { Navigate, useParams } from 'react-router-dom';
import { anyReportById } from '#contract/reports.ts';
import { ReportScreen } from './report-screen.tsx';

/** /admin/reports/:id: one generic screen for every entry of the report registry. */
export function ReportRoute() {
  const { id = '' } = useParams();
  const spec = anyReportById(id);
  if (!spec) return <Navigate to="/admin/dashboard" replace />;
  // A new report starts with fresh state (page, dates, search).
  return <ReportScreen key={spec.id} spec={spec} />;
}
