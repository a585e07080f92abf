// Measurement files for `npm run bench` (never part of `npm test`: timings are noisy here).
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vite.config';

export default mergeConfig(
  base,
  defineConfig({
    test: { include: ['tests/bench/**/*.measure.ts'], exclude: [], testTimeout: 600_000 },
  }),
);
