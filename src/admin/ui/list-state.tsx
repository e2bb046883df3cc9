/**
 * How every admin list says where its rows stand, in one place: still loading, could not
 * be loaded (with Try again), or empty; as a paragraph, or inside a table as one row
 * across its columns. Renders nothing once there are rows to show. Loading and empty are
 * announced politely (role status), a failure at once (role alert).
 */
import type { ReactNode } from 'react';

const loadingText = 'Loading...';

interface ListStateProps {
  /** The rows, or undefined while nothing has arrived. */
  rows: readonly unknown[] | undefined;
  /** The load failed: shown only while no earlier rows are kept to show. */
  failed?: boolean;
  failedText?: string;
  emptyText: string;
  /** Offers "Try again" after a failure. */
  retry?: () => void;
  /** Inside a table's body: one row across this many columns. */
  columns?: number;
}

export function ListState({ rows, failed = false, failedText = 'The list could not be loaded. Please try again.', emptyText, retry, columns }: ListStateProps) {
  if (rows && rows.length > 0) return null;
  const showFailure = failed && !rows;
  const text = showFailure ? failedText : rows ? emptyText : loadingText;
  const content: ReactNode = (
    <>
      <span role={showFailure ? 'alert' : 'status'}>{text}</span>
      {showFailure && retry && (
        <button type="button" className="btn btn-outline list-state-retry" onClick={retry}>Try again</button>
      )}
    </>
  );
  if (columns) return <tr><td colSpan={columns} className="admin-table-note">{content}</td></tr>;
  return <p className={showFailure ? 'admin-error list-state' : 'status-text list-state'}>{content}</p>;
}
