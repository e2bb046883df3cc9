import { lazy, Suspense, useRef, type ComponentType, type RefObject } from 'react';
import { useNearViewport } from './use-near-viewport.ts';
import './third-party-embed.css';

/**
 * An embed (third-party-embed.tsx) whose code, and the fallback's, is fetched only once its
 * reserved box comes near the viewport: the home page's map sits far below a phone's first
 * screen, and most visitors never scroll to it (docs/decisions/map-code-when-near.md).
 * Until then, and while the code arrives, the same empty box the embed draws where the
 * server draws holds its place, so nothing moves. If the code cannot be fetched the box
 * stays empty rather than taking the page down: what the embed shows is beside it in text.
 * The embed is given the box's `aspectRatio`.
 */
export function embedWhenNear<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props & { aspectRatio: string }> }>,
  aspectRatio: string,
) {
  const reservedBox = (ref?: RefObject<HTMLDivElement | null>) => <div ref={ref} className="embed" style={{ aspectRatio }} />;
  const Embed = lazy(() => load().catch(() => ({ default: () => reservedBox() })));
  return function EmbedWhenNear(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const near = useNearViewport(box);
    if (!near) return reservedBox(box);
    return (
      <Suspense fallback={reservedBox()}>
        <Embed {...props} aspectRatio={aspectRatio} />
      </Suspense>
    );
  };
}
