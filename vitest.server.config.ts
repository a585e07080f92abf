// The Node server's suite (tests/server), and the contract suite (tests/application/backend) against the server
// on PGlite and PostgreSQL: Node environment, its own config so the jsdom suite stays as it is (it runs the
// contract files against the browser demo).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['tests/server/**/*.test.ts', 'tests/application/backend/**/*.test.ts'],
    // Only demo-only cases: they run in the jsdom suite, which hosts the demo.
    exclude: ['tests/application/backend/demo-state.test.ts', '**/node_modules/**'],
    provide: { contractHost: 'server' },
    environment: 'node',
    globalSetup: ['tests/server/support/global-setup.ts'],
    // Each file opens its own databases (PGlite's initdb takes seconds): two files at a time on two cores.
    pool: 'forks',
    maxWorkers: 2,
    // Each worker runs its files one after another in one process: the server's module graph, PGlite's
    // WebAssembly and the contract suite's compiled OpenAPI validators are made once per worker, not per file
    // (docs/testing.md#what-keeps-the-suites-fast). No file here mocks a module or keeps state in one; a new
    // file that must (vi.mock) needs a project of its own with `isolate: true`.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
