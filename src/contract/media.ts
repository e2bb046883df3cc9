/**
 * Uploaded photos, 360 frames and brochures (requirements: catalogue studio, "Photos done
 * properly"; docs/media.md). One rule shared by the server that makes the files, the page
 * that draws them and the service worker that keeps them: a model, colour, feature or
 * frame stores ONE path, and every responsive source is derived from it here.
 *
 * A processed picture lives at `/media/<kind>/<key>/<width>.<ext>`: `key` is a hash of the
 * uploaded bytes and the pipeline version (so a URL never changes its content and can be
 * cached for a year), `width` one of the kind's widths no wider than the original, `ext`
 * `webp` (the modern format) or `jpg` (the fallback every browser reads). The stored path
 * is the JPEG at the largest width; the smaller widths are exactly the kind's widths below
 * it, so they need not be stored anywhere.
 */

/**
 * The widths made of each kind (docs/decisions/photo-widths-and-formats.md): a 390 px phone
 * at 2x picks 768, a tablet 1200, a desktop detail picture 1600. 360 frames are drawn at
 * most 800 px wide, so they stop at 1200.
 */
export const mediaWidths = {
  img: [320, 480, 768, 1200, 1600],
  frame: [480, 768, 1200],
} as const;
export type MediaKind = keyof typeof mediaWidths;

export const mediaFormats = [
  { ext: 'webp', type: 'image/webp' },
  { ext: 'jpg', type: 'image/jpeg' },
] as const;
export type MediaExt = (typeof mediaFormats)[number]['ext'];

/**
 * How wide each catalogue picture is drawn, as `sizes` (src/catalogue/listing.css,
 * bike-detail.css), so the browser picks the width it needs; the server's preload of the
 * main picture says the same, or the browser would fetch two.
 * - card: a phone's picture column is 9.5rem; tablets show two or three cards a row.
 * - detail: full width below 800 px, then three fifths of the content.
 */
export const pictureSizes = {
  // The widths the pictures are drawn at (src/catalogue/listing.css, bike-detail.css,
  // src/site/home-models.css), measured at 360-1440 px: each says the slot, not the screen,
  // so a 390 px 2x phone takes the 768 width for a 358 px detail picture, not the 1200.
  /** A listing's card: beside its text on a phone, then two, three and four to a row. */
  card: '(max-width: 639px) 9.5rem, (max-width: 859px) calc(50vw - 55px), (max-width: 1139px) calc(33.3vw - 52px), 18rem',
  /** The home page's models: two to a row on a phone, then three. */
  homeModel: '(max-width: 639px) calc(50vw - 43px), (max-width: 899px) calc(33.3vw - 40px), (max-width: 1199px) calc(33.3vw - 64px), 21rem',
  /** A bike's main picture: the page's width less its margins on a phone, then 60 % of it. */
  detail: '(max-width: 799px) calc(100vw - 2rem), (max-width: 1199px) calc(60vw - 38px), 43rem',
  /** A colour's small picture (Colours tab, the studio's list and preview). */
  thumb: '8rem',
  /** A feature's or accessory's picture: full width on a phone, then at most 600 px. */
  half: '(max-width: 639px) 100vw, 600px',
} as const;

/** The path of one made file. */
export function mediaFilePath(kind: MediaKind, key: string, width: number, ext: MediaExt): string {
  return `/media/${kind}/${key}/${width}.${ext}`;
}

/** The widths made of a picture of `originalWidth` pixels: the kind's widths below it, and it when it is narrower than the largest. */
export function widthsFor(kind: MediaKind, originalWidth: number): number[] {
  const all = mediaWidths[kind];
  const largest = all[all.length - 1]!;
  const top = Math.min(Math.max(1, Math.round(originalWidth)), largest);
  return [...all.filter((w) => w < top), top];
}

const processedPath = /^\/media\/(img|frame)\/([0-9a-f]{16,64})\/([1-9][0-9]{0,4})\.(jpg|webp)$/;

interface SrcsetEntry {
  url: string;
  width: number;
}

interface ResponsiveSources {
  /** The modern format, for a `<source type>`. */
  modern: { type: 'image/webp'; entries: SrcsetEntry[] };
  /** The fallback every browser reads (the `<img srcset>`). */
  fallback: { type: 'image/jpeg'; entries: SrcsetEntry[] };
  /** The largest fallback: the `<img src>` of a browser without srcset. */
  src: string;
}

/**
 * The sources of a stored path, or null for a path that was not made by the pipeline
 * (seeded art, an outside address): that one is drawn as it is.
 */
export function responsiveSources(path: string): ResponsiveSources | null {
  const match = processedPath.exec(path);
  if (!match) return null;
  const kind = match[1] as MediaKind;
  const key = match[2]!;
  const largest = Number(match[3]);
  const all: readonly number[] = mediaWidths[kind];
  // Only a width the pipeline can have made: a larger one is not ours.
  if (largest > all[all.length - 1]!) return null;
  const widths = widthsFor(kind, largest);
  const entries = (ext: MediaExt) => widths.map((width) => ({ url: mediaFilePath(kind, key, width, ext), width }));
  return {
    modern: { type: 'image/webp', entries: entries('webp') },
    fallback: { type: 'image/jpeg', entries: entries('jpg') },
    src: mediaFilePath(kind, key, largest, 'jpg'),
  };
}

/** `url 320w, url 480w, ...` */
export function srcsetOf(entries: readonly SrcsetEntry[]): string {
  return entries.map((e) => `${e.url} ${e.width}w`).join(', ');
}

/** Every URL a stored path stands for (the path itself when it is not a processed one): what an offline copy may keep. */
export function allSourceUrls(path: string): string[] {
  const sources = responsiveSources(path);
  if (!sources) return [path];
  return [...sources.modern.entries, ...sources.fallback.entries].map((e) => e.url);
}


/**
 * The one URL of a stored path a device keeps for offline use (docs/offline.md "What a
 * first visit downloads"): the modern format 480 px wide, for a photo and a 360 frame
 * alike, or the path itself when the pipeline did not make it. 480 is what a phone draws
 * a listing's or the home page's picture at (2x), and two thirds of what its detail
 * picture would take: a little soft there, while 768 px copies of 30 models' photos alone
 * were 6.7 MB of the 10 MB a first visit may download (docs/decisions/offline-copy-size.md).
 * Keeping every width and format (allSourceUrls) would be ten files a picture; the service
 * worker answers any other width of the same picture from this one when offline, and
 * online the page fetches the width it draws, as ever.
 */
export const offlineWidths: Record<MediaKind, number> = { img: 480, frame: 480 };

/**
 * Of each 360 view's frames, the offline copy keeps every `offlineFrameStep`-th in its
 * order, from the first: with no signal the view turns in 30 degree steps instead of 10
 * (the viewer drops a frame it cannot load), and the whole set is kept once the visitor
 * turns the model online (the worker keeps the frames it fetches). All 36 frames of 30
 * models were 9.7 MB, about the whole budget by themselves.
 */
export const offlineFrameStep = 3;

export function offlineCopyUrl(path: string): string {
  const sources = responsiveSources(path);
  if (!sources) return path;
  const kind: MediaKind = path.startsWith('/media/frame/') ? 'frame' : 'img';
  return sourceFor(path, offlineWidths[kind], sources);
}

/**
 * The modern-format URL of the smallest width of `path` at least `pixels` wide (else its
 * largest), for a picture drawn by script (the 360 view, the magnifier) rather than by
 * `srcset`; the path itself when the pipeline did not make it.
 */
export function sourceFor(path: string, pixels: number, known = responsiveSources(path)): string {
  if (!known) return path;
  const entries = known.modern.entries;
  return (entries.find((e) => e.width >= pixels) ?? entries[entries.length - 1]!).url;
}

/**
 * Every other file made from the same upload as `url` (any width, either format), nearest
 * width first: what the service worker may answer with offline when `url` itself was not
 * saved. Empty for a URL the pipeline did not make.
 */
export function siblingUrls(url: string): string[] {
  const match = processedPath.exec(url);
  if (!match) return [];
  const kind = match[1] as MediaKind;
  const key = match[2]!;
  const wanted = Number(match[3]);
  const widths = [...mediaWidths[kind]].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a);
  return widths.flatMap((w) => mediaFormats.map(({ ext }) => mediaFilePath(kind, key, w, ext))).filter((u) => u !== url);
}
