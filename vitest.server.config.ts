// The Node server's suite (tests/server), and the contract suite (tests/application/backend) against the server
// on PGlite and PostgreSQL: Node environment, its own config so the jsdom suite stays as it is (it runs the
// contract files against the browser demo).
import { defineConfig } from 'vitest/config';

// Only demo-only cases: they run in the jsdom suite, which hosts the demo.
const EXCLUDED = ['tests/application/backend/demo-state.test.ts', '**/node_modules/**'];
const HTTP_FILES = 'tests/server/http/**/*.test.ts';

export default defineConfig({
  test: {
    exclude: EXCLUDED,
    provide: { contractHost: 'server' },
    environment: 'node',
    globalSetup: ['tests/server/support/global-setup.ts'],
    // Each file opens its own databases (PGlite's initdb takes seconds): two files at a time on two cores.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/application/backend/**/*.test.ts'],
          exclude: [HTTP_FILES],
          // Each worker runs its files one after another in one process: the server's module graph, PGlite's
          // WebAssembly and the contract suite's compiled OpenAPI validators are made once per worker, not
          // per file (docs/testing.md#what-keeps-the-suites-fast). No file here mocks a module or keeps state
          // in one; a new file that must (vi.mock) goes into the project below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-http',
          include: [HTTP_FILES],
          // Their requests through app.inject() can leave the body time limit's timer running: in a shared
          // process it fired during a later file, on inject's socket (no destroy()), as 14 unhandled errors
          // that failed the run. A process per file ends before it fires.
          isolate: true,
        },
      },
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
