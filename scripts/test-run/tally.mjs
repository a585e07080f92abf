// @ts-check
// The closing lines of `npm test`, counted from each suite's JSON report and exit code.
import { relative } from 'node:path';

/** @typedef {import('./vitest-suite.mjs').SuiteRun} SuiteRun */
/** @typedef {{ passed: number, failed: number, skipped: number, flaky: string[], failures: string[], problems: string[] }} Tally */

/** @returns {Tally} */
const empty = () => ({ passed: 0, failed: 0, skipped: 0, flaky: [], failures: [], problems: [] });

/** The first line of a case's first error: enough to tell which assertion, when a log keeps only the tail. */
const firstLine = (/** @type {string[]} */ messages) =>
  (messages[0] ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/**
 * Every case counts once: passed (and flaky when it failed before its retry passed), failed, or skipped
 * (skip, skipIf and todo, a whole skipped leg included). A case left unfinished (its worker crashed), a file
 * that failed outside its cases, a suite that wrote no report, and a non-zero exit with no failed case (an
 * unhandled rejection) each count as a failure too, so the line never says 0 failed when the run did not pass.
 * @param {SuiteRun} run
 * @returns {Tally}
 */
export function tallySuite(run) {
  const tally = empty();
  if (!run.report) {
    tally.failed = 1;
    tally.problems.push(`${run.title}: did not start (no report); see its output above`);
    return tally;
  }
  for (const file of run.report.testResults) {
    const path = relative(process.cwd(), file.name);
    let failedHere = 0;
    for (const test of file.assertionResults) {
      const name = `${path} > ${test.fullName}`;
      if (test.status === 'passed') {
        tally.passed += 1;
        // Vitest keeps the errors of the attempts before a retry that passed.
        if (test.failureMessages.length > 0) tally.flaky.push(name);
      } else if (test.status === 'skipped' || test.status === 'todo') {
        tally.skipped += 1;
      } else {
        failedHere += 1;
        if (test.status !== 'failed') tally.problems.push(`${name}: did not finish (${test.status})`);
        else tally.failures.push(`${name}: ${firstLine(test.failureMessages) || 'see its output above'}`);
      }
    }
    tally.failed += failedHere;
    if (file.status === 'failed' && failedHere === 0) {
      tally.failed += 1;
      tally.problems.push(`${path}: failed outside its cases: ${file.message || 'see its output above'}`);
    }
  }
  if (run.exitCode !== 0 && tally.failed === 0) {
    tally.failed = 1;
    tally.problems.push(
      `${run.title}: Vitest exited with code ${run.exitCode} and no failed case: an error outside any test ` +
        '(an unhandled rejection, a crashed worker); see its output above',
    );
  }
  return tally;
}

/** @param {Tally[]} tallies @returns {Tally} */
export const addTallies = (tallies) =>
  tallies.reduce(
    (sum, t) => ({
      passed: sum.passed + t.passed,
      failed: sum.failed + t.failed,
      skipped: sum.skipped + t.skipped,
      flaky: [...sum.flaky, ...t.flaky],
      failures: [...sum.failures, ...t.failures],
      problems: [...sum.problems, ...t.problems],
    }),
    empty(),
  );

/** The last line of `npm test`, as the README quotes it. @param {Tally} tally */
export const closingLine = (tally) =>
  `${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`;

/**
 * What `npm test` prints last: each flaky case, each failed case with its first error line, and each failure
 * outside a case by name, then the totals. A log that keeps only its tail (CI's) still says what failed.
 */
export const summaryLines = (/** @type {Tally} */ tally) => [
  ...tally.flaky.map((name) => `flaky (passed only on its retry): ${name}`),
  ...tally.failures.map((failure) => `failed: ${failure}`),
  ...tally.problems.map((problem) => `failure: ${problem}`),
  closingLine(tally),
];
