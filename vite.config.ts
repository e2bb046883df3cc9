import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { enquiryKinds } from './src/contract/enquiry-kinds.ts';
import { site } from './src/contract/site.ts';
import { linguiMacros } from './scripts/lib/lingui-macros.ts';
import { minifiedPublicScripts } from './scripts/lib/minified-public-scripts.ts';
import { pureRouterComponents } from './scripts/lib/pure-router-components.ts';
import adminScreenFiles from './sw/admin-screen-files.json' with { type: 'json' };

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// Some submission paths (POST /finance, /contact, /amc ...) share their path with a page
// (GET /finance): only the POST goes to the API in development.
const submissionProxies = Object.fromEntries(
  Object.values(enquiryKinds)
    .filter((k) => !k.path.startsWith('/api/'))
    .map((k) => [
      `^${k.path}$`,
      { target: apiTarget, bypass: (req: { method?: string; url?: string }) => (req.method === 'POST' ? undefined : req.url) },
    ]),
);

// React Router 7's package exports name only its development build, whose warnings then run
// (and print) in production too (remix-run/react-router#14102); its production build is the
// same code with them switched off. A build uses that one; `vite` in development keeps the warnings.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

// The server's drawing of the landing screens (`--ssr`, scripts/build.mjs) needs only the components.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    // docs/visitor-language.md: messages compiled from the macros; a catalog imported by the
    // page is compiled on import, and a Hindi message without its translation fails the build.
    linguiMacros(),
    // docs/performance.md: the router's unused components leave the main script.
    pureRouterComponents(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    react(),
    !isSsrBuild && minifiedPublicScripts(['start-app.js']),
    // docs/offline.md: installable app, precached shell, service worker from sw/sw.ts.
    !isSsrBuild && VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: site.groupName,
        short_name: site.shortName,
        description: site.tagline,
        theme_color: '#c8102e',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // One classic script: the worker must not depend on module workers.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Admin-only code is not precached: public visitors never download it. The admin app
        // and its export chunks stay in the manifest, and the worker takes them out of the
        // precache and saves them when someone signs in (sw/admin-screens.ts). Only the admin
        // app's own chunk is matched: shared chunks named after a contract module
        // (admin-schemas-*) hold code public pages need. jsPDF is precached: a buyer
        // downloads an on-road quote as a PDF with no signal too. The Devanagari face, the
        // PDF shaper and the export fonts are cached when first used: an English visitor
        // never fetches them.
        globIgnores: [...adminScreenFiles.cachedWhenFirstUsed.map((prefix) => `**/${prefix}*`), '**/fonts/*.ttf'],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server reads it to hint each landing screen's chunk in the HTML (server/http/screen-preloads.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      ...submissionProxies,
    },
  },
}));
