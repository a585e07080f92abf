#!/usr/bin/env node
// `npm test`: type-check, lint, the Vitest suite (jsdom), the Node server's suite (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and the real-browser suite, ending in one plain line over the cases of all three:
// `N passed, N failed, N skipped`. Above it, by name: each case that passed only on its retry (flaky), each
// failed case and each failure outside a case. A type-check or lint failure stops the run (and whatever runs
// beside it).
//
// Two lanes side by side (docs/testing.md#everything-npm-test): the browser suite mostly waits (timers, the
// network, paint), so it runs beside the rest, which runs one step after another: type-check, lint, the jsdom
// suite, the server suite. Each step's output is printed whole when it ends.
import { mkdirSync, rmSync } from 'node:fs';
import { runCommand } from './test-run/run-command.mjs';
import { runLanes } from './test-run/lanes.mjs';
import { addTallies, closingLine, summaryLines, tallySuite } from './test-run/tally.mjs';
import { runVitestSuite } from './test-run/vitest-suite.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** @param {string} title @param {string[]} args @param {string} failure @returns {import('./test-run/lanes.mjs').Step} */
const check = (title, args, failure) => ({
  title,
  async run(signal) {
    const { exitCode, output } = await runCommand({ command: 'npx', args, output: 'buffer', signal });
    return exitCode === 0 ? { output } : { output, stop: failure };
  },
});

/** @type {import('./test-run/tally.mjs').Tally[]} */
const tallies = [];
/** @param {number} index @param {string} title @param {string[]} args @returns {import('./test-run/lanes.mjs').Step} */
const suite = (index, title, args) => ({
  title,
  async run(signal) {
    const reportFile = `${results}/suite-${index}.json`;
    const run = await runVitestSuite({ title, args, reportFile, output: 'buffer', signal });
    tallies[index] = tallySuite(run);
    return { output: run.output };
  },
});

const { stopped } = await runLanes([
  [
    check(
      'type-check',
      ['tsc', '--noEmit', '-p', 'tsconfig.json'],
      'Type-check failed: fix the errors above.',
    ),
    check('lint', ['eslint', '.', '--max-warnings', '0'], 'Lint failed: fix the problems above.'),
    suite(0, 'unit, adapter and component tests (Vitest, jsdom)', []),
    suite(1, 'Node server (Vitest, PGlite and PostgreSQL)', ['--config', 'vitest.server.config.ts']),
  ],
  [suite(2, 'real-browser suite (Chromium)', ['--config', 'vitest.e2e.config.ts'])],
]);
if (stopped !== null) {
  console.log(`\n${stopped}`);
  console.log(closingLine({ passed: 0, failed: 1, skipped: 0, flaky: [], failures: [], problems: [] }));
  process.exit(1);
}

const total = addTallies(tallies);
console.log('');
for (const line of summaryLines(total)) console.log(line);
process.exit(total.failed === 0 ? 0 : 1);
