import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useOnDevice } from './on-device.tsx';
import { useNearViewport } from './use-near-viewport.ts';
import { useOnline } from './use-online.ts';
import './third-party-embed.css';

interface ThirdPartyEmbedProps {
  src: string;
  title: string;
  /** What to show instead when offline or when the frame cannot load (e.g. the address and an 'Open in Maps' link). */
  fallback: ReactNode;
  /** Width / height of the reserved box; 16 / 9 by default. */
  aspectRatio?: string;
  className?: string;
}

/**
 * Maps and videos come from third-party services (requirements 7). Offline, or when the frame
 * does not load, the fallback takes its place in the same reserved box, so nothing
 * around it moves (no layout shift) and the visitor still gets the address or link.
 * The frame is made only once its box comes near the viewport: creating a frame costs a
 * slow phone tens of milliseconds of main thread, and the home page's map sits far below
 * a phone's first screen (`loading="lazy"` defers its download, not its creation).
 */
export function ThirdPartyEmbed({ src, title, fallback, aspectRatio = '16 / 9', className = '' }: ThirdPartyEmbedProps) {
  // The server draws the reserved box only: a frame in the page's HTML could finish
  // loading before the app takes over and its load would go unseen.
  const onDevice = useOnDevice();
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);

  useEffect(() => {
    setFailed(false);
    setLoaded(false);
  }, [src]);

  useEffect(() => {
    // A cross-origin frame that cannot connect rarely fires 'error'; if it has not loaded
    // after a generous wait, the fallback is more useful than an empty box.
    if (!onDevice || !online || !near || loaded || failed) return;
    const timer = window.setTimeout(() => setFailed(true), 20_000);
    return () => window.clearTimeout(timer);
  }, [onDevice, online, near, loaded, failed, src]);

  const showFrame = online && !failed;
  // Nothing where the server draws; the fallback as soon as it applies; the frame once near.
  let inside: ReactNode = null;
  if (onDevice && !showFrame) {
    inside = (
      <div className="embed-fallback" role="group" aria-label={title}>
        {fallback}
      </div>
    );
  } else if (onDevice && near) {
    inside = (
      <iframe
        className="embed-frame"
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div ref={box} className={`embed ${className}`} style={{ aspectRatio }}>
      {inside}
    </div>
  );
}
