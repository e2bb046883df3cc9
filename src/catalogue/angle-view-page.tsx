import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { apiPaths } from '#contract/api-paths.ts';
import { sourceFor } from '#contract/media.ts';
import type { FrameSet } from '#contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { wrapIndex } from '../ui/carousel-paging.ts';
import { pixelsPerFrame, preloadFrames } from './frame-preload.ts';
import { useBikeName, useModelName } from './use-bike-name.ts';
import './angle-view.css';

/** A frame is drawn at most 800 px wide: the width of a file that is sharp on this screen. */
const framePixels = () => Math.min(800, window.innerWidth) * Math.max(1, window.devicePixelRatio || 1);

/**
 * requirements 2.3 (360 view): 'Loading images...' then a frame; dragging horizontally with mouse
 * or touch rotates through the frames, one per 10 px, wrapping around; pointer up, leave
 * and touch end stop dragging. Left/Right arrow keys step a frame for keyboard users.
 * requirements 8: a failed read is only logged and the screen stays on loading.
 */
export function AngleViewPage() {
  const modelKey = useBikeName();
  // The frames are read by the bike's key ('Shine100'); people read its name ('Shine 100').
  const bikeName = useModelName(modelKey);
  const { t } = useLingui();
  usePageMeta(t`360° view of the ${bikeName}`, t`Rotate the ${bikeName} through 360 degrees.`);
  const { data: frames, error } = usePublicRead(apiPaths.frames(modelKey), (sets: FrameSet[]) =>
    preloadFrames(sets.map((s) => sourceFor(mediaUrl(s.images), framePixels()))),
  );
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ id: number; lastX: number } | null>(null);

  // Another model starts at its first frame.
  useEffect(() => setFrame(0), [modelKey]);
  useEffect(() => {
    if (error) console.error('360 view read failed', error);
  }, [error]);

  const count = frames?.length ?? 0;
  const angle = frame + 1;

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    drag.current = { id: event.pointerId, lastX: event.clientX };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.id !== event.pointerId || count === 0) return;
    const steps = Math.trunc((event.clientX - d.lastX) / pixelsPerFrame);
    if (steps === 0) return;
    d.lastX += steps * pixelsPerFrame;
    setFrame((f) => wrapIndex(f + steps, count));
  }

  function stop() {
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent) {
    if (count === 0) return;
    if (event.key === 'ArrowRight') setFrame((f) => wrapIndex(f + 1, count));
    else if (event.key === 'ArrowLeft') setFrame((f) => wrapIndex(f - 1, count));
    else return;
    event.preventDefault();
  }

  return (
    <section className="page angle-view">
      {/* "360° view of the Activa e:" reads as words; "ACTIVAE: 360° VIEW" did not. */}
      <h1 className="page-title">
        <Trans>360° view of the {bikeName}</Trans>
      </h1>
      {frames === undefined ? (
        <p className="status-text">
          <Trans>Loading images...</Trans>
        </p>
      ) : count === 0 ? (
        <p className="status-text">
          <Trans>No 360° images are available for this model.</Trans>
        </p>
      ) : (
        <>
          <div
            className="angle-stage"
            role="slider"
            tabIndex={0}
            aria-label={t`360 degree view of the ${bikeName}: drag or use the arrow keys to rotate`}
            aria-valuemin={1}
            aria-valuemax={count}
            aria-valuenow={frame + 1}
            aria-valuetext={t`Angle ${angle} of ${count}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={stop}
            onPointerLeave={stop}
            onPointerCancel={stop}
            onTouchEnd={stop}
            onKeyDown={onKeyDown}
          >
            <img src={frames[frame]} alt={t`${bikeName}, angle ${angle} of ${count}`} width={800} height={500} draggable={false} />
          </div>
          <p className="angle-hint" aria-hidden="true">
            <Trans>⟵ Drag to rotate ⟶</Trans>
          </p>
        </>
      )}
    </section>
  );
}
