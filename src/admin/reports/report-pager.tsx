import { pageWindow } from './page-window.ts';

interface ReportPagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** requirements 4: Previous disabled on page 1, Next on the last page; at most 5 page buttons. */
export function ReportPager({ page, totalPages, onPage }: ReportPagerProps) {
  return (
    <nav className="report-pager" aria-label="Pages">
      <button type="button" className="report-page-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pageWindow(page, totalPages).map((p) => (
        <button
          key={p}
          type="button"
          className={`report-page-btn${p === page ? ' is-current' : ''}`}
          aria-current={p === page ? 'page' : undefined}
          aria-label={`Page ${p}`}
          onClick={() => onPage(p)}
        >
          {p}
        </button>
      ))}
      <button type="button" className="report-page-btn" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
