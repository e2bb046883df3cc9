/**
 * The header's outbox button. The live part (Dexie queries) loads only once this device
 * has an outbox, so a first visit's home page carries no database code.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onOutboxOpened, outboxMayExist } from '../lib/outbox-presence.ts';
import { withOutboxWords } from './outbox-words-loader.ts';

const OutboxIndicatorLive = lazy(() => withOutboxWords(() => import('./outbox-indicator-live.tsx')));

export function OutboxIndicator() {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    let alive = true;
    void outboxMayExist().then((exists) => alive && exists && setPresent(true));
    const stop = onOutboxOpened(() => setPresent(true));
    return () => {
      alive = false;
      stop();
    };
  }, []);
  if (!present) return null;
  return (
    <Suspense fallback={null}>
      <OutboxIndicatorLive />
    </Suspense>
  );
}
