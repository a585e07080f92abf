// Proves each guard of `npm test` fires: the runner's own suite function and tally, on a tiny fixture project
// (tests/guards/fixtures) whose files each trip one guard.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryLines, tallySuite, type Tally } from '../../scripts/test-run/tally.mjs';
import { runVitestSuite } from '../../scripts/test-run/vitest-suite.mjs';

const FIXTURES = ['counts', 'unhandled', 'only', 'crash', 'fails'] as const;
type Fixture = (typeof FIXTURES)[number];

const reports = mkdtempSync(join(tmpdir(), 'loyalloop-guards-'));
// The child Vitest must not believe it runs inside this one.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(key)),
);
const outcomes = {} as Record<Fixture, { exitCode: number | null; tally: Tally; lines: string[] }>;

beforeAll(async () => {
  await Promise.all(
    FIXTURES.map(async (name) => {
      const run = await runVitestSuite({
        title: `fixture ${name}`,
        args: ['--config', 'tests/guards/fixtures/vitest.config.ts', `${name}.fixture.ts`],
        reportFile: join(reports, `${name}.json`),
        env,
        output: 'ignore',
      });
      const tally = tallySuite(run);
      outcomes[name] = { exitCode: run.exitCode, tally, lines: summaryLines(tally) };
    }),
  );
}, 120_000);
afterAll(() => rmSync(reports, { recursive: true, force: true }));

describe('the closing line of npm test', () => {
  it('counts skipped cases (skipIf, a whole skipped describe, todo) as skipped, beside passed and failed', () => {
    expect(outcomes.counts.lines.at(-1)).toBe('2 passed, 0 failed, 3 skipped');
    expect(outcomes.counts.exitCode).toBe(0);
  });

  it('names a case that passed only on its retry as flaky, above the closing line', () => {
    expect(outcomes.counts.lines).toEqual([
      'flaky (passed only on its retry): tests/guards/fixtures/counts.fixture.ts > passes only on its retry',
      '2 passed, 0 failed, 3 skipped',
    ]);
  });

  it('names each failed case with its first error line, above the closing line', () => {
    expect(outcomes.fails.lines).toEqual([
      'failed: tests/guards/fixtures/fails.fixture.ts > fails with a message of its own: ' +
        'AssertionError: the booking was counted twice',
      '1 passed, 1 failed, 0 skipped',
    ]);
  });

  it('refuses .only: the file fails instead of hiding the failing case beside it', () => {
    expect(outcomes.only.exitCode).not.toBe(0);
    expect(outcomes.only.tally.failed).toBeGreaterThan(0);
    expect(outcomes.only.tally.passed).toBe(0);
  });

  it('shows an unhandled rejection outside any test as a failure, never 0 failed', () => {
    expect(outcomes.unhandled.exitCode).not.toBe(0);
    expect(outcomes.unhandled.tally).toMatchObject({ passed: 1, failed: 1 });
    expect(outcomes.unhandled.lines.at(-2)).toMatch(/^failure: fixture unhandled: Vitest exited with code 1/);
  });

  it('shows the cases of a crashed worker as failures', () => {
    expect(outcomes.crash.exitCode).not.toBe(0);
    expect(outcomes.crash.tally).toMatchObject({ passed: 0, failed: 2 });
    expect(outcomes.crash.lines.at(-1)).toBe('0 passed, 2 failed, 0 skipped');
  });

  it('counts a suite that wrote no report (it could not start) as a failure', () => {
    const tally = tallySuite({ title: 'browser suite', exitCode: 1, report: null, output: '' });
    expect(summaryLines(tally)).toEqual([
      'failure: browser suite: did not start (no report); see its output above',
      '0 passed, 1 failed, 0 skipped',
    ]);
  });
});
