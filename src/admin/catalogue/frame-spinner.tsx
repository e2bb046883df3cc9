/**
 * The 360 view as visitors will spin it (requirements 2.3, 9: one frame per 10 px of drag,
 * wrapping), so staff check the frames before they publish. Arrow keys turn it too.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { sourceFor } from '#contract/media.ts';
import { mediaUrl } from '../../lib/api.ts';

const pxPerFrame = 10;

export function FrameSpinner({ frames, label }: { frames: string[]; label: string }) {
  const [index, setIndex] = useState(0);
  const drag = useRef<{ x: number; start: number } | null>(null);
  if (frames.length === 0) return null;
  const wrap = (i: number) => ((i % frames.length) + frames.length) % frames.length;
  const move = (e: PointerEvent) => {
    if (!drag.current) return;
    setIndex(wrap(drag.current.start + Math.round((e.clientX - drag.current.x) / pxPerFrame)));
  };
  return (
    <div
      className="studio-spinner"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={frames.length}
      aria-valuenow={index + 1}
      aria-valuetext={`Frame ${index + 1} of ${frames.length}`}
      onPointerDown={(e) => { drag.current = { x: e.clientX, start: index }; e.currentTarget.setPointerCapture(e.pointerId); }}
      onPointerMove={move}
      onPointerUp={() => { drag.current = null; }}
      onPointerCancel={() => { drag.current = null; }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') setIndex((i) => wrap(i - 1));
        if (e.key === 'ArrowRight') setIndex((i) => wrap(i + 1));
      }}
    >
      <img src={sourceFor(mediaUrl(frames[index]!), 640 * Math.max(1, window.devicePixelRatio || 1))} alt="" draggable={false} width={640} height={400} />
      <span className="studio-note">Drag to turn · frame {index + 1} of {frames.length}</span>
    </div>
  );
}
