#!/usr/bin/env node
// `npm test`: type-check and lint side by side (either failing stops the run), then the Vitest suite (jsdom), the
// Node server's suite (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and the real-browser suite, ending
// in one plain line over the cases of all three: `N passed, N failed, N skipped`.
// Above it, by name: each case that passed only on its retry (flaky) and each failure outside a case.
import { mkdirSync, rmSync } from 'node:fs';
import { runChecks } from './test-run/checks.mjs';
import { addTallies, closingLine, summaryLines, tallySuite } from './test-run/tally.mjs';
import { runVitestSuite } from './test-run/vitest-suite.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// Their output goes through a pipe: ask for the colours a terminal would get.
const tty = Boolean(process.stdout.isTTY);
const CHECKS = [
  {
    title: 'type-check',
    args: ['tsc', '--noEmit', '-p', 'tsconfig.json', ...(tty ? ['--pretty'] : [])],
    failure: 'Type-check failed: fix the errors above.',
  },
  {
    title: 'lint',
    args: ['eslint', '.', '--max-warnings', '0', ...(tty ? ['--color'] : [])],
    failure: 'Lint failed: fix the problems above.',
  },
];
const SUITES = [
  ['unit, adapter and component tests (Vitest, jsdom)', []],
  ['Node server (Vitest, PGlite and PostgreSQL)', ['--config', 'vitest.server.config.ts']],
  ['real-browser suite (Chromium)', ['--config', 'vitest.e2e.config.ts']],
];

for (const check of await runChecks(CHECKS)) {
  console.log(`\n▶ ${check.title}`);
  process.stdout.write(check.output);
  if (check.status !== 0) {
    console.log(`\n${check.failure}`);
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
