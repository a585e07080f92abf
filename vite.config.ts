/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cspPlugin } from './scripts/vite-csp-plugin.ts';
import { prerenderPlugin } from './scripts/prerender/vite-prerender-plugin.ts';

// demo (default): the fake backend ships as a lazy chunk. http: it is not in the bundle at all.
const backend = process.env.VITE_BACKEND === 'http' ? 'http' : 'demo';
const apiBase = process.env.VITE_API_BASE ?? '/api/';

export default defineConfig({
  plugins: [react(), cspPlugin(apiBase), prerenderPlugin()],
  define: {
    __BACKEND__: JSON.stringify(backend),
    // The footer's year in prerendered pages, which the browser hydrates before showing the visit's year.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/server/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
});
