import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { enquiryKinds } from './src/contract/enquiry-kinds.ts';

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

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Admin-only export code (jsPDF, papaparse, fonts) is not precached.
        globIgnores: ['**/admin-*', '**/export-*', '**/jspdf*', '**/papaparse*', '**/fonts/*.ttf'],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      ...submissionProxies,
    },
  },
});
