import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { apiPaths } from '../contract/api-paths.ts';
import type { FrameSet } from '../contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { wrapIndex } from '../ui/carousel-paging.ts';
import { pixelsPerFrame, preloadFrames } from './frame-preload.ts';
import { useBikeName } from './use-bike-name.ts';
import './angle-view.css';

/**
 * spec 2.3 (360 view): 'Loading images...' then a frame; dragging horizontally with mouse
 * or touch rotates through the frames, one per 10 px, wrapping around; pointer up, leave
 * and touch end stop dragging. Left/Right arrow keys step a frame for keyboard users.
 * spec 8: a failed read is only logged and the screen stays on loading.
 */
export function AngleViewPage() {
  const bikeName = useBikeName();
  usePageMeta(`${bikeName} 360° view`, `Rotate the ${bikeName} through 360 degrees.`);
  const { data: frames, error } = usePublicRead(apiPaths.frames(bikeName), (sets: FrameSet[]) =>
    preloadFrames(sets.map((s) => mediaUrl(s.images))),
  );
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ id: number; lastX: number } | null>(null);

  // Another model starts at its first frame.
  useEffect(() => setFrame(0), [bikeName]);
  useEffect(() => {
    if (error) console.error('360 view read failed', error);
  }, [error]);

  const count = frames?.length ?? 0;

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
      <h1 className="page-title">{bikeName} 360° View</h1>
      {frames === undefined ? (
        <p className="status-text">Loading images...</p>
      ) : count === 0 ? (
        <p className="status-text">No 360° images are available for this model.</p>
      ) : (
        <>
          <div
            className="angle-stage"
            role="slider"
            tabIndex={0}
            aria-label={`360 degree view of ${bikeName}: drag or use the arrow keys to rotate`}
            aria-valuemin={1}
            aria-valuemax={count}
            aria-valuenow={frame + 1}
            aria-valuetext={`Angle ${frame + 1} of ${count}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={stop}
            onPointerLeave={stop}
            onPointerCancel={stop}
            onTouchEnd={stop}
            onKeyDown={onKeyDown}
          >
            <img src={frames[frame]} alt={`${bikeName}, angle ${frame + 1} of ${count}`} width={800} height={500} draggable={false} />
          </div>
          <p className="angle-hint" aria-hidden="true">
            ⟵ Drag to rotate ⟶
          </p>
        </>
      )}
    </section>
  );
}
