/** requirements 2.3/8: each 360 frame is preloaded; frames that fail to load are dropped (order kept). */
export function preloadFrames(urls: readonly string[]): Promise<string[]> {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise<string | null>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(url);
          img.onerror = () => resolve(null);
          img.src = url;
        }),
    ),
  ).then((loaded) => loaded.filter((u): u is string => u !== null));
}

/** requirements 9: 10 px of drag per frame. */
export const pixelsPerFrame = 10;
