// The Node server's suite (tests/server): Node environment, its own config so the jsdom suite stays as it is.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/support/global-setup.ts'],
    // Each file opens its own databases (PGlite's initdb takes seconds): two files at a time on two cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
