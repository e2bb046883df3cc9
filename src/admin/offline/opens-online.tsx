import { useEffect, useState, type ReactNode } from 'react';
import { ScreenNeedsConnection } from './screen-needs-connection.tsx';

/**
 * A screen that needs the server (admin-menu.ts: not marked `offline`), opened with no
 * network, says so instead of showing empty tables and failed reads (docs/offline.md
 * "Admin screens"); once the network is back it opens by itself. Checked when the screen
 * opens only: a connection lost while someone edits never takes their screen away.
 */
export function OpensOnline({ children }: { children: ReactNode }) {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    if (online) return undefined;
    const back = () => setOnline(true);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [online]);
  return online ? <>{children}</> : <ScreenNeedsConnection />;
}
