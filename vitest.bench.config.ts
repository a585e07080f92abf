// The parts of `npm run bench` (tests/bench/<part>.measure.ts), never part of `npm test`: timings are noisy
// here. Standalone, not merged with vite.config.ts, so the unit suite is not run along; one file at a time, so
// the parts do not compete for the two cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/bench/*.measure.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 600_000,
  },
});
