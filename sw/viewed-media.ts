/**
 * What a new catalogue version keeps of the media the visitor viewed (docs/offline.md
 * "What a first visit downloads"). The warm-up saves one width of each
 * picture and every third 360 frame; what the visitor opened online (all 36 frames of a
 * model turned, a picture at the width drawn) is stored too. A change of the catalogue (a
 * price) used to drop those: the new version kept only what its manifest lists, and a
 * model turned online fell back to 12 steps offline although its frames had not changed.
 * A file's URL never changes its content (src/contract/media.ts), so one the device holds
 * and the new catalogue still references is carried over; nothing is downloaded for it.
 */
import { siblingUrls } from '#contract/media.ts';
import type { FrameSet } from '#contract/catalogue-types.ts';

/**
 * Every media path the new catalogue references: the manifest's own media (one width of
 * each picture, every third frame) and every frame of each model's 360 read (all 36).
 */
export function referencedMedia(manifestUrls: readonly string[], frameReads: readonly (readonly FrameSet[])[]): Set<string> {
  const paths = manifestUrls.filter((url) => url.startsWith('/media/'));
  for (const frames of frameReads) for (const { images } of frames) if (typeof images === 'string') paths.push(images);
  return new Set(paths);
}

/**
 * Of the media the device holds (`held`, paths), those the new version keeps beyond what
 * its manifest lists: a path the catalogue references, or another width or format of a
 * picture it references (the width the page drew). A path no longer referenced (a model
 * taken off the catalogue, a replaced photo) is left out, so it goes with the old version.
 */
export function viewedMediaToKeep(held: Iterable<string>, referenced: ReadonlySet<string>, listed: ReadonlySet<string>): string[] {
  const keep = new Set<string>();
  for (const path of held) {
    if (!path.startsWith('/media/') || listed.has(path)) continue;
    if (referenced.has(path) || siblingUrls(path).some((sibling) => referenced.has(sibling))) keep.add(path);
  }
  return [...keep];
}
