/**
 * The HTML of the screens people land on from search results and shared links (home,
 * listings, a bike's detail, about). The server draws the screen into the page
 * (server/http/screen-render.ts) with its API answers beside it (src/contract/first-reads.ts),
 * so a phone paints it before any script has run, and the app takes it over. The page also
 * names what the screen needs at once: its code-split chunk and stylesheet (each screen is
 * its own chunk, src/app/router.tsx; names from Vite's build manifest, dist/.vite/manifest.json)
 * and its main picture (server/catalogue/landing-reads.ts). When the screen cannot be
 * drawn, the page is the app's shell with those hints and a preload of the screen's first
 * read, as the app will ask for it (credentials included). Without a manifest (a build
 * without `manifest`, a moved file) every page is index.html as built.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publicReadPaths } from '#contract/api-paths.ts';
import { firstReadsScript } from '#contract/first-reads.ts';
import { responsiveSources, srcsetOf } from '#contract/media.ts';
import { withPageLanguage, type Language } from '#contract/language.ts';
import type { LandingContentOf } from '../catalogue/landing-reads.ts';
import type { RenderScreen } from './screen-render.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screens people land on from search results and shared links, by path, as their
 * source files appear in the route table, with the area of their words (the catalog the
 * route table loads with them, src/app/router.tsx). Other screens load as before.
 */
const landingScreens: Record<string, { source: string; area: string }> = {
  '/': { source: 'src/site/home-page.tsx', area: 'home' },
  '/about': { source: 'src/site/about-page.tsx', area: 'site' },
  '/motorcycle': { source: 'src/catalogue/bikes-page.tsx', area: 'catalogue' },
  '/scooters': { source: 'src/catalogue/scooters-page.tsx', area: 'catalogue' },
  '/ev': { source: 'src/catalogue/ev-page.tsx', area: 'catalogue' },
  '/view-details': { source: 'src/catalogue/bike-detail-page.tsx', area: 'catalogue' },
};

/**
 * What a page in `language` needs beyond the screen's code: the catalogs of the frame's and
 * the screen's words (src/lib/i18n/catalogs.ts). The Devanagari face is not preloaded: most
 * Hindi readers' phones have it (src/ui/base.css reads the device's own first), and a
 * preload fetches the file all the same; where it is needed the stylesheet finds it. Its
 * preload also held back a Hindi page's main picture and text under Lighthouse's slow 4G
 * (docs/performance.md, Hindi LCP).
 */
function languageHints(manifest: Manifest, language: Language, area: string | undefined): string {
  return ['frame', ...(area ? [area] : [])]
    .map((a) => manifest[`src/locales/${language}/${a}.po`]?.file)
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** The first API read of a landing screen, from its path's query (src/catalogue: listing, useBikeName). */
const landingReads: Record<string, (query: URLSearchParams) => string> = {
  '/motorcycle': () => publicReadPaths.bikes,
  '/scooters': () => publicReadPaths.scooters,
  '/ev': () => publicReadPaths.ev,
  '/view-details': (query) => publicReadPaths.bikeView(query.get('bike') || 'Unknown'),
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The main picture, fetched at once. A picture the image pipeline made is preloaded as the
 * page's <picture> will pick it: the WebP width for the screen's sizes (a browser without
 * WebP skips the preload by its type and reads the JPEG fallback as usual).
 */
function picturePreload(picture: string, sizes: string | undefined): string {
  const sources = responsiveSources(picture);
  if (!sources || !sizes) return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(picture)}">`;
  return `<link rel="preload" as="image" fetchpriority="high" type="${sources.modern.type}" imagesrcset="${escapeAttribute(srcsetOf(sources.modern.entries))}" imagesizes="${escapeAttribute(sizes)}">`;
}

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
  // The stylesheet applies at once: the screen may be in the page already.
  return [...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`), ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)].join('');
}

/** The build manifest, or null when the build wrote none. */
function readManifest(file: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

export interface LandingScreens {
  /** The screen's API answers and main picture (server/catalogue/landing-reads.ts). */
  contentOf: LandingContentOf;
  /** Draws the screen; null when it cannot (server/http/screen-render.ts). */
  render?: RenderScreen;
}

/**
 * A drawn screen paints without script: its stylesheets and picture go first, and the
 * app's script and chunks are handed to public/start-app.js, which starts them after the
 * first paint. Null when the page has no module script to hand over (the page then goes
 * out undrawn, as built).
 */
function startedByLoader(html: string): string | null {
  const chunks: string[] = [];
  let entry = '';
  const withoutScripts = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => (chunks.push(href), ''))
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => ((entry = src), ''));
  if (!entry) return null;
  const loader = `<script defer src="/start-app.js" data-entry="${escapeAttribute(entry)}" data-chunks="${escapeAttribute(chunks.join(' '))}"></script>`;
  return withoutScripts.replace('</head>', `${loader}</head>`);
}

/** The empty root of the app's shell (index.html), where a drawn screen goes. */
const emptyRoot = '<div id="root"></div>';

/** The page's language, for the browser, the screen reader and the `:lang(hi)` styles. */
const inLanguage = withPageLanguage;

/** index.html for a path in the visitor's language, with its screen drawn and hinted; read again whenever the build changes. */
export function screenPageHtml(distDir: string, landing?: LandingScreens): (path: string, query: URLSearchParams, language: Language) => Promise<string> {
  const indexFile = join(distDir, 'index.html');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  let built = -1;
  let pages = new Map<string, string>();
  let plain = '';
  let manifest: Manifest | null = null;
  return async (path, query, language) => {
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime !== built) {
      plain = readFileSync(indexFile, 'utf8');
      pages = new Map();
      manifest = readManifest(manifestFile);
      for (const [route, { source }] of Object.entries(landingScreens)) {
        const hints = manifest ? hintsFor(manifest, source) : '';
        if (hints) pages.set(route, plain.replace('</head>', `${hints}</head>`));
      }
      built = mtime;
    }
    const words = manifest ? languageHints(manifest, language, landingScreens[path]?.area) : '';
    const landingPage = pages.get(path);
    if (landingPage === undefined) return inLanguage(plain.replace('</head>', `${words}</head>`), language);
    const page = inLanguage(landingPage.replace('</head>', `${words}</head>`), language);
    // The page goes out whatever the database says: drawing and the picture are improvements, the app works without them.
    const content = landing ? await landing.contentOf(path, query).catch(() => null) : null;
    const search = query.toString();
    const drawn = content && landing?.render && page.includes(emptyRoot) ? await landing.render(search ? `${path}?${search}` : path, content.reads, language) : null;
    const read = drawn === null ? landingReads[path]?.(query) : undefined;
    const extra = [
      content?.picture ? picturePreload(content.picture, content.pictureSizes) : '',
      read ? `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(read)}">` : '',
    ].join('');
    const hinted = extra ? page.replace('</head>', `${extra}</head>`) : page;
    const started = drawn === null ? null : startedByLoader(hinted);
    if (started === null) return hinted;
    return started.replace(emptyRoot, () => `<div id="root">${drawn}</div>${firstReadsScript(content!.reads)}`);
  };
}
