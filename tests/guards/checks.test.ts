// The checks of `npm test` run side by side, yet read as if one ran after the other: each one's output whole and
// in the order given, and each one's own exit status (scripts/test-run/checks.mjs).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../scripts/test-run/checks.mjs';

const folder = mkdtempSync(join(tmpdir(), 'loyalloop-checks-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const node = (code: string) => ['node', '-e', code];

describe('the checks before the suites', () => {
  it('runs them side by side, and keeps each one’s output whole and in the given order, with its own status', async () => {
    const signal = join(folder, 'second-ran');
    // The first ends only once the second has run (or gives up after 45 s): one after another, it never sees it.
    const runs = await runChecks([
      {
        title: 'first',
        args: node(
          `const fs = require('node:fs');
           const since = Date.now();
           const wait = () => fs.existsSync(${JSON.stringify(signal)})
             ? (console.log('first out'), console.error('first err'), process.exit(2))
             : Date.now() - since > 45000 ? process.exit(3) : setTimeout(wait, 50);
           wait();`,
        ),
        failure: 'first failed',
      },
      {
        title: 'second',
        args: node(
          `require('node:fs').writeFileSync(${JSON.stringify(signal)}, ''); console.log('second out')`,
        ),
        failure: 'second failed',
      },
    ]);
    expect(existsSync(signal)).toBe(true);
    expect(runs.map(({ title, status, output }) => ({ title, status, output }))).toEqual([
      { title: 'first', status: 2, output: 'first out\nfirst err\n' },
      { title: 'second', status: 0, output: 'second out\n' },
    ]);
  }, 120_000);
});
