import type { AnyReportSpec } from '#contract/reports.ts';
import { mediaUrl } from '../../lib/api.ts';
import { cellClass, cellText } from './cell-text.ts';
import type { ReportRow } from './fetch-report-page.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

interface ReportTableProps {
  spec: AnyReportSpec;
  rows: ReportRow[];
  /** Shown in place of rows: 'Loading...', the registry's empty text, an offline note. */
  note: string | null;
}

/**
 * The registry's columns (requirements 2.5). Every cell is rendered as text; React escapes it.
 * A table wider than the screen scrolls inside its own box (a focusable region, so the
 * keyboard scrolls it too); the page itself never scrolls sideways.
 */
export function ReportTable({ spec, rows, note }: ReportTableProps) {
  return (
    <ScrollRegion className="admin-table-wrap report-table-wrap" label={`${spec.title} table`}>
      <table className="admin-table report-table">
        <thead>
          <tr>
            {spec.columns.map((c) => (
              <th key={c.field} scope="col">{c.heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {note !== null ? (
            <tr>
              <td colSpan={spec.columns.length} className="admin-table-note"><span>{note}</span></td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={String(row.id ?? i)}>
                {spec.columns.map((c) => (
                  <td key={c.field} className={cellClass(c.field)}>
                    {c.field === 'resume_url' ? <ResumeLink url={row[c.field]} name={cellText('name', row.name)} /> : cellText(c.field, row[c.field])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Career report: the admin-only download of the stored resume. */
function ResumeLink({ url, name }: { url: unknown; name: string }) {
  // Only a site-relative path is linked: a stored value can never become a javascript: link.
  if (typeof url !== 'string' || !/^\/(?!\/)/.test(url)) return <>{cellText('resume_url', url)}</>;
  return (
    <a href={mediaUrl(url)} download aria-label={`Download resume of ${name}`}>
      Download
    </a>
  );
}
