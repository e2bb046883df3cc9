/**
 * Hints in the app's HTML that fetch the opened screen's code at once. The app renders on
 * the device and each screen is its own chunk (src/app/router.tsx), which the browser
 * would otherwise ask for only after the main script has arrived and run: on a slow phone
 * that is one more round trip before the page's main content (Lighthouse's LCP). The
 * chunk names come from Vite's build manifest (dist/.vite/manifest.json); without one
 * (a build without `manifest`, a moved file) the HTML goes out as built. The listing and
 * detail screens' first read (whose answer names the picture that is their main content)
 * is preloaded the same way, as the app will ask for it (credentials included), and so is
 * their main picture where the caller can name it (server/catalogue/landing-pictures.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publicReadPaths } from '../../src/contract/api-paths.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screens people land on from search results and shared links, by path, as their
 * source files appear in the route table. Other screens load as before.
 */
const landingScreens: Record<string, string> = {
  '/': 'src/site/home-page.tsx',
  '/about': 'src/site/about-page.tsx',
  '/motorcycle': 'src/catalogue/bikes-page.tsx',
  '/scooters': 'src/catalogue/scooters-page.tsx',
  '/ev': 'src/catalogue/ev-page.tsx',
  '/view-details': 'src/catalogue/bike-detail-page.tsx',
};

/** The first API read of a landing screen, from its path's query (src/catalogue: listing, useBikeName). */
const landingReads: Record<string, (query: URLSearchParams) => string> = {
  '/motorcycle': () => publicReadPaths.bikes,
  '/scooters': () => publicReadPaths.scooters,
  '/ev': () => publicReadPaths.ev,
  '/view-details': (query) => publicReadPaths.bikeView(query.get('bike') || 'Unknown'),
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The chunk's files and those it imports, minus what index.html loads already. */
function filesOf(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const inEntry = new Set<string>();
  const collect = (k: string, into: Set<string>) => {
    const chunk = manifest[k];
    if (!chunk || into.has(k)) return;
    into.add(k);
    for (const next of chunk.imports ?? []) collect(next, into);
  };
  collect('index.html', inEntry);
  const own = new Set<string>();
  collect(key, own);
  const keys = [...own].filter((k) => !inEntry.has(k));
  return {
    scripts: keys.map((k) => `/${manifest[k]!.file}`),
    styles: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))].map((f) => `/${f}`),
  };
}

function hintsFor(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.src === source);
  if (!key) return '';
  const { scripts, styles } = filesOf(manifest, key);
  return [...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`), ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`)].join('');
}

/** The build manifest, or null when the build wrote none. */
function readManifest(file: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** Names the main picture of a landing screen, or null (server/catalogue/landing-pictures.ts). */
export type PictureOf = (path: string, query: URLSearchParams) => Promise<string | null>;

/** index.html for a path, with its screen's hints; read again whenever the build changes. */
export function screenPageHtml(distDir: string, pictureOf?: PictureOf): (path: string, query: URLSearchParams) => Promise<string> {
  const indexFile = join(distDir, 'index.html');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  let built = -1;
  let pages = new Map<string, string>();
  let plain = '';
  return async (path, query) => {
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime !== built) {
      plain = readFileSync(indexFile, 'utf8');
      pages = new Map();
      const manifest = readManifest(manifestFile);
      for (const [route, source] of Object.entries(landingScreens)) {
        const hints = manifest ? hintsFor(manifest, source) : '';
        if (hints) pages.set(route, plain.replace('</head>', `${hints}</head>`));
      }
      built = mtime;
    }
    const page = pages.get(path);
    if (page === undefined) return plain;
    const read = landingReads[path]?.(query);
    // The page goes out whatever the database says: the picture is a hint, the app works without it.
    const picture = pictureOf ? await pictureOf(path, query).catch(() => null) : null;
    const extra = [
      picture ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(picture)}">` : '',
      read ? `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(read)}">` : '',
    ].join('');
    return extra ? page.replace('</head>', `${extra}</head>`) : page;
  };
}
