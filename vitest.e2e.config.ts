// The real-browser suite: the production demo build, served locally, driven in Debian's Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // Two cores: two files at a time. Each worker runs its files one after another in one process, with one
    // Chromium (tests/e2e/support/browser.ts): no file shares state through a module, and a process start,
    // the imports and a browser launch per file were repeated work.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    // npm test runs this suite beside the others (two lanes on two cores): the longest journeys (every console
    // screen through axe, 22 s alone) need room for that company.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A journey that flakes once on a busy machine gets one more try; a real failure fails twice.
    retry: 1,
  },
});
