/**
 * What a detail page's tab shows while its read is on the way or after it failed, said the
 * same way on every tab (requirements 2.3, 8): 'Loading tab content...', then the tab's own
 * failure words. Null once there is an answer to draw.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';

export function tabReadState(read: { loading: boolean; error: unknown }, failed: ReactNode): ReactElement | null {
  if (read.loading) return (
    <p className="status-text">
      <Trans>Loading tab content...</Trans>
    </p>
  );
  if (read.error) return <p className="error-text">{failed}</p>;
  return null;
}
