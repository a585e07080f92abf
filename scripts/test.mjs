#!/usr/bin/env node
// `npm test`: type-check and lint (either failing stops the run), then the Vitest suite (jsdom), the
// Node server's suite (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and the real-browser suite, ending
// in one plain line over the cases of all three: `N passed, N failed, N skipped`.
// Above it, by name: each case that passed only on its retry (flaky) and each failure outside a case.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { addTallies, closingLine, summaryLines, tallySuite } from './test-run/tally.mjs';
import { runVitestSuite } from './test-run/vitest-suite.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const STEPS = [
  ['type-check', ['tsc', '--noEmit', '-p', 'tsconfig.json'], 'Type-check failed: fix the errors above.'],
  ['lint', ['eslint', '.', '--max-warnings', '0'], 'Lint failed: fix the problems above.'],
];
const SUITES = [
  ['unit, adapter and component tests (Vitest, jsdom)', []],
  ['Node server (Vitest, PGlite and PostgreSQL)', ['--config', 'vitest.server.config.ts']],
  ['real-browser suite (Chromium)', ['--config', 'vitest.e2e.config.ts']],
];

for (const [title, args, failure] of STEPS) {
  console.log(`\n▶ ${title}`);
  if (spawnSync('npx', args, { stdio: 'inherit' }).status !== 0) {
    console.log(`\n${failure}`);
    console.log(closingLine({ passed: 0, failed: 1, skipped: 0 }));
    process.exit(1);
  }
}

const tallies = [];
for (const [index, [title, args]] of SUITES.entries()) {
  console.log(`\n▶ ${title}`);
  tallies.push(
    tallySuite(await runVitestSuite({ title, args, reportFile: `${results}/suite-${index}.json` })),
  );
}
const total = addTallies(tallies);
console.log('');
for (const line of summaryLines(total)) console.log(line);
process.exit(total.failed === 0 ? 0 : 1);
