/**
 * `npm run lint` (with every `tsc` of `npm run typecheck`): the rules the design states,
 * checked by a machine. docs/architecture.md "Design" names the boundaries; this file enforces them.
 */
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const nodeGlobals = ['process', 'Buffer', 'global', 'require', 'module', 'exports', '__dirname', '__filename', 'setImmediate', 'clearImmediate'];
const nodeGlobalMessage = "Node's, not the browser's (build-time values come from vite's import.meta.env).";

const features = ['catalogue', 'enquiries', 'offline', 'admin', 'site'];
const everythingOutside = ['./server', './sw', './tests', './scripts', './bench'];

/** Features meet only in src/app: each may use the shared layers, never another feature. */
const featureZones = features.map((feature) => ({
  target: `./src/${feature}`,
  from: './src',
  except: [`./${feature}`, './contract', './lib', './ui'],
  message: 'Features meet only in src/app: move what both need to src/ui, src/lib or src/contract.',
}));

const boundaries = [
  ...featureZones,
  {
    target: ['./src/lib', './src/ui'],
    from: ['./src/app', ...features.map((feature) => `./src/${feature}`)],
    message: 'src/lib and src/ui are shared layers: they know no feature and not the app.',
  },
  {
    target: './src/contract',
    from: '.',
    except: ['./src/contract', './node_modules'],
    message: 'src/contract is shared by the page, the service worker and the server: it imports nothing of ours outside itself.',
  },
  {
    target: './src',
    from: everythingOutside,
    message: 'The app imports no server, worker, test or script code.',
  },
  {
    target: './server',
    from: ['./src', './sw', './tests'],
    except: ['./contract'],
    message: 'The server shares only src/contract with the app.',
  },
  {
    target: './sw',
    from: ['./src', './server', './tests'],
    except: ['./contract', './lib/outbox'],
    message: 'The service worker shares only src/contract and the outbox core (src/lib/outbox) with the page.',
  },
  {
    target: ['./scripts', './bench'],
    from: ['./src', './sw'],
    except: ['./contract'],
    message: 'Node scripts share only src/contract with the app.',
  },
];

export default defineConfig(
  { ignores: ['dist/', 'data/', 'test-results/', 'playwright-report/', '.bench/', '.tmp/', 'tests/fixtures/'] },
  // A disable comment that silences nothing is an error, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Type-aware where it pays: a promise nobody awaits loses its error.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-array-delete': 'error',
    },
  },
  {
    rules: {
      // `const { resume: _resume, ...rest } = body` leaves a field out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Plain scripts the page loads as they are (public/start-app.js).
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    // React lives in the app; src/contract is plain data and functions (its `use` is not React's).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      // Runtime cycles, reported where the import is written. Cycles through type-only
      // imports are invisible to this rule; scripts/check-import-cycles.mjs finds those.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // The page, the worker and the contract run in browsers: no Node modules, no Node
    // globals. tsc alone cannot say so for src/: @types/fontkit (the PDF shaper) brings
    // Node's declarations into the page's program.
    files: ['src/**', 'sw/**'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-globals': ['error', ...nodeGlobals.map((name) => ({ name, message: nodeGlobalMessage }))],
    },
  },
  {
    // React Router's Link brings its prefetch code into the main script even unused
    // (docs/decisions/own-link.md): one import of it anywhere keeps it there.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink'],
            message: 'Use Link and NavLink from src/ui/link.tsx.',
          })),
        },
      ],
    },
  },
);
