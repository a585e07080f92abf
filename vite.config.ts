/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cspPlugin } from './scripts/vite-csp-plugin.ts';
import { prerenderPlugin } from './scripts/prerender/vite-prerender-plugin.ts';
import { openApiPlugin } from './scripts/vite-openapi-plugin.ts';
import { themePlugin } from './scripts/vite-theme-plugin.ts';
import { API_BASE } from './src/contract/base.ts';

// demo (default): the fake backend ships as a lazy chunk. http: it is not in the bundle at all.
const backend = process.env.VITE_BACKEND === 'http' ? 'http' : 'demo';
const apiBase = process.env.VITE_API_BASE ?? API_BASE;

/**
 * Files of the jsdom suite that render nothing and keep no state in a module between files: the contract suite
 * on the demo host and the demo host's own tests. They run one after another in each worker's one module graph
 * (isolate: false), instead of importing the backend core and Mirage afresh per file. The rendering files keep
 * a fresh graph each: the router, the session and the toasts live in modules, and 29 of them failed shared.
 */
const SHARED_DOM_TESTS = [
  'tests/application/backend/**/*.test.ts',
  'tests/adapters/mirage/**/*.test.ts',
  'tests/contract/**/*.test.ts',
];

/** Tests of the jsdom suite that need no DOM (no window, storage, rendering or the demo host): run in Node. */
const NODE_TESTS = [
  'tests/domain/**/*.test.ts',
  'tests/backend/**/*.test.ts',
  'tests/architecture/**/*.test.ts',
  'tests/guards/**/*.test.ts',
  'tests/build/**/*.test.ts',
  'tests/application/machines/**/*.test.ts',
  'tests/application/use-cases/**/*.test.ts',
  'tests/adapters/http/**/*.test.ts',
];

export default defineConfig({
  plugins: [react(), themePlugin(), cspPlugin(apiBase), prerenderPlugin(apiBase), openApiPlugin()],
  resolve: {
    alias: [
      // inversify's metadata needs three functions, not the package's lite build with its polyfills
      // (src/adapters/reflect-metadata-lite.ts; docs/performance.md, "Bundle budgets").
      {
        find: /^reflect-metadata\/lite$/,
        replacement: fileURLToPath(new URL('./src/adapters/reflect-metadata-lite.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __BACKEND__: JSON.stringify(backend),
    // The footer's year in prerendered pages, which the browser hydrates before showing the visit's year.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What every frame shows (the logo, the theme switch, the brand's words, the line icons' stroke): one
            // small chunk, shared by the public pages, sign-in and the console, rather than four that each route
            // downloads separately.
            {
              name: 'frame',
              test: /src\/ui\/shared\/(brand\.ts|components\/(Logo|ThemeToggle|StrokeIcon)\.tsx)$/,
            },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // Vitest's default leaves one core idle; jsdom files spend most of their time building environments, so
    // two at a time on two cores took this suite from 235 s to 140 s here.
    maxWorkers: 2,
    // The first case of a file imports its page's whole module graph cold (4–5 s for the console shell on a
    // busy machine): the 5 s default failed such cases on load, not on behaviour.
    testTimeout: 15_000,
    // This suite runs beside the Chromium suite on two cores, and a render or a find that waits on a busy
    // machine can miss its time once (CI failed so on one case of 4,320, which passed everywhere else). One
    // more try, as the browser suite has; npm test names every case that passed only on its retry, and a real
    // failure fails twice.
    retry: 1,
    // One suite, two environments: a file that touches no DOM runs in Node, where a file starts without
    // building a jsdom window first (most of a small file's time).
    projects: [
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/server/**', 'node_modules/**', ...NODE_TESTS, ...SHARED_DOM_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom-shared',
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          include: SHARED_DOM_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        // Pure functions and fakes: one module graph per worker, not one per file (isolate: false).
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['tests/setup-node.ts'],
          include: NODE_TESTS,
          isolate: false,
        },
      },
    ],
  },
});
