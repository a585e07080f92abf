// The Node server's suite (tests/server), and the contract suite (tests/application/backend) against the server
// on PGlite and PostgreSQL: Node environment, its own config so the jsdom suite stays as it is (it runs the
// contract files against the browser demo).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts', 'tests/application/backend/**/*.test.ts'],
    // Only demo-only cases: they run in the jsdom suite, which hosts the demo.
    exclude: ['tests/application/backend/demo-state.test.ts', '**/node_modules/**'],
    provide: { contractHost: 'server' },
    environment: 'node',
    globalSetup: ['tests/server/support/global-setup.ts'],
    // Each file opens its own databases (PGlite's initdb takes seconds): two files at a time on two cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
