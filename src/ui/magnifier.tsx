import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import './magnifier.css';

/** requirements 9: magnifier zoom 1.5, glass 150 px, border 2 px, circle; mouse-move throttle 20 ms, bounds recalculation debounce 200 ms. */
const magnifierSettings = { zoom: 1.5, glass: 150, border: 2, throttleMs: 20, boundsDebounceMs: 200 } as const;

interface MagnifierProps {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface Lens {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An image with a circular magnifying glass following the pointer (requirements 2.3 colours). */
export function Magnifier({ src, alt, width, height }: MagnifierProps) {
  const img = useRef<HTMLImageElement>(null);
  const bounds = useRef<DOMRect | null>(null);
  const last = useRef(0);
  const [lens, setLens] = useState<Lens | null>(null);
  const { zoom, glass, border, throttleMs, boundsDebounceMs } = magnifierSettings;

  useEffect(() => {
    // The image's box moves on scroll and resize; remeasure once things settle.
    let timer = 0;
    const remeasure = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        bounds.current = img.current?.getBoundingClientRect() ?? null;
      }, boundsDebounceMs);
    };
    window.addEventListener('resize', remeasure);
    window.addEventListener('scroll', remeasure, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', remeasure);
      window.removeEventListener('scroll', remeasure);
    };
  }, [boundsDebounceMs]);

  function onMove(event: ReactMouseEvent) {
    const now = performance.now();
    if (now - last.current < throttleMs) return;
    last.current = now;
    const box = bounds.current ?? img.current?.getBoundingClientRect();
    if (!box) return;
    bounds.current = box;
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    if (x < 0 || y < 0 || x > box.width || y > box.height) {
      setLens(null);
      return;
    }
    setLens({ x, y, w: box.width, h: box.height });
  }

  return (
    <div
      className="magnifier"
      onMouseEnter={() => {
        bounds.current = img.current?.getBoundingClientRect() ?? null;
      }}
      onMouseMove={onMove}
      onMouseLeave={() => setLens(null)}
    >
      <img ref={img} src={src} alt={alt} width={width} height={height} draggable={false} />
      {lens && (
        <div
          className="magnifier-glass"
          aria-hidden="true"
          style={{
            width: glass,
            height: glass,
            left: lens.x - glass / 2,
            top: lens.y - glass / 2,
            borderWidth: border,
            backgroundImage: `url("${src}")`,
            backgroundSize: `${lens.w * zoom}px ${lens.h * zoom}px`,
            backgroundPosition: `${-(lens.x * zoom - glass / 2 + border)}px ${-(lens.y * zoom - glass / 2 + border)}px`,
          }}
        />
      )}
    </div>
  );
}
