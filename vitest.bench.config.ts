// Measurement files for `npm run bench` (never part of `npm test`: timings are noisy here). Standalone, not
// merged with vite.config.ts, so the unit suite is not run along; one file at a time, so they do not compete.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __BACKEND__: JSON.stringify('demo') },
  test: {
    include: ['tests/bench/**/*.measure.ts'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 600_000,
  },
});
