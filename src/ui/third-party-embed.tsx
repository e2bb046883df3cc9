import { useEffect, useState, type ReactNode } from 'react';
import { useOnDevice } from './on-device.tsx';
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
 * Maps and videos come from third-party services (spec 7). Offline, or when the frame
 * does not load, the fallback takes its place in the same reserved box, so nothing
 * around it moves (no layout shift) and the visitor still gets the address or link.
 */
export function ThirdPartyEmbed({ src, title, fallback, aspectRatio = '16 / 9', className = '' }: ThirdPartyEmbedProps) {
  // The server draws the reserved box only: a frame in the page's HTML could finish
  // loading before the app takes over and its load would go unseen.
  const onDevice = useOnDevice();
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setFailed(false);
    setLoaded(false);
  }, [src]);

  useEffect(() => {
    // A cross-origin frame that cannot connect rarely fires 'error'; if it has not loaded
    // after a generous wait, the fallback is more useful than an empty box.
    if (!onDevice || !online || loaded || failed) return;
    const timer = window.setTimeout(() => setFailed(true), 20_000);
    return () => window.clearTimeout(timer);
  }, [onDevice, online, loaded, failed, src]);

  const showFrame = online && !failed;
  return (
    <div className={`embed ${className}`} style={{ aspectRatio }}>
      {!onDevice ? null : showFrame ? (
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
      ) : (
        <div className="embed-fallback" role="group" aria-label={title}>
          {fallback}
        </div>
      )}
    </div>
  );
}
