// The bench's figures come only from what its parts measured: a row starts "not measured", a failed check
// refuses it with the reason, and the table in docs/performance.md says so for every row and part it has no
// figure for.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceSection, TABLE_FILE, writesTable } from '../../scripts/bench/docs-section.mjs';
import { renderTable, tableRows } from '../../scripts/bench/table.mjs';
import type { BenchPartFile } from '../bench/support/bench-row';
import { openPart, refuseUnless } from '../bench/support/part';
import { atMost, eachAtLeast, FLOOR, floorTimesAtMost } from '../bench/support/targets';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const read = (dir: string, part: string): BenchPartFile =>
  JSON.parse(readFileSync(join(dir, `${part}.json`), 'utf8'));

function demoPart() {
  const dir = mkdtempSync(join(tmpdir(), 'loyalloop-bench-'));
  dirs.push(dir);
  const part = openPart(
    'demo',
    [
      { id: 'floor', label: 'the floor', unit: 'kB', target: FLOOR },
      { id: 'page', label: 'a page', unit: 'kB', target: floorTimesAtMost(1.25) },
      { id: 'search', label: 'a search', unit: 'ms', target: atMost(50, 'ms') },
      { id: 'scores', label: 'Lighthouse', unit: 'score', target: eachAtLeast([95, 100, 100]) },
    ],
    dir,
  );
  return { dir, part };
}

describe('a bench part', () => {
  it('writes every declared row as not measured before measuring anything', () => {
    const { dir } = demoPart();
    const rows = read(dir, 'demo').rows;
    expect(rows.map((row) => [row.value, row.verdict])).toEqual(Array(4).fill([null, '—']));
    expect(rows.every((row) => row.reason?.startsWith('the part stopped before measuring this row'))).toBe(
      true,
    );
  });

  it('gives a figure, its ratio to the floor and a verdict only to what it measured', async () => {
    const { dir, part } = demoPart();
    await part.measure('floor', async () => ({ value: 60 }));
    await part.measure('page', async () => ({ value: 90, floor: 60 }));
    await part.measure('scores', async () => ({ value: [99, 100, 96] }));
    part.finish();
    const file = read(dir, 'demo');
    expect(file.rows.map((row) => [row.value, row.ratio, row.verdict])).toEqual([
      [60, null, '—'],
      [90, 1.5, 'MISS'],
      [null, null, '—'],
      [[99, 100, 96], null, 'MISS'],
    ]);
    expect(file.finishedAt).not.toBeNull();
  });

  it('refuses a row whose check failed, with the reason, and a row whose measurement threw', async () => {
    const { dir, part } = demoPart();
    await part.measure('search', async () => {
      refuseUnless(false, 'the search "a" changed no rows within 10 s');
      return { value: 12 };
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await part.measure('page', async () => {
      throw new Error('page.goto: net::ERR_CONNECTION_REFUSED');
    });
    // An error that is not a refusal is also printed whole, for whoever reads the bench output.
    expect(logged).toHaveBeenCalledWith('demo/page failed:', expect.any(Error));
    const rows = read(dir, 'demo').rows;
    expect(rows[2]).toMatchObject({
      value: null,
      verdict: '—',
      reason: 'the search "a" changed no rows within 10 s',
    });
    expect(rows[1]).toMatchObject({ value: null, reason: 'failed: page.goto: net::ERR_CONNECTION_REFUSED' });
  });
});

describe('the performance table', () => {
  const facts = { date: '2026-11-23', cores: 2, commit: '`abc1234` + uncommitted changes' };

  it('shows each row as measured, refused or never reached, and a part that wrote nothing as not measured', async () => {
    const { dir, part } = demoPart();
    await part.measure('floor', async () => ({ value: 66.25 }));
    await part.measure('page', async () => ({ value: 75.5, floor: 66.25, detail: '`/faq`' }));
    part.refuse('search', 'only 3 of 24 seeded last names were proven to change the first page');
    const rows = tableRows({ parts: [read(dir, 'demo')], expected: ['bundles', 'demo'], asked: null });
    expect(rows).toEqual([
      [
        'bundles',
        'every row of tests/bench/bundles.measure.ts',
        'not measured: the part wrote nothing; see the bench output',
        '',
        '',
        '—',
      ],
      ['demo', 'the floor', '66.3 kB', 'the floor', '', '—'],
      ['demo', 'a page', '75.5 kB (`/faq`)', '≤ 1.25 × floor', '1.140 ×', 'PASS'],
      [
        'demo',
        'a search',
        'not measured: only 3 of 24 seeded last names were proven to change the first page',
        '≤ 50 ms',
        '',
        '—',
      ],
      [
        'demo',
        'Lighthouse',
        expect.stringMatching(/^not measured: the part stopped before measuring this row/),
        '≥ 95 / 100 / 100',
        '',
        '—',
      ],
    ]);
  });

  it('names a part left out of a partial run, and says when, where and what was measured', () => {
    const text = renderTable({ parts: [], expected: ['paint'], asked: ['console'], facts });
    expect(text).toContain(
      'on 2026-11-23, 2 cores (`os.availableParallelism()`), commit `abc1234` + uncommitted changes',
    );
    expect(text).toContain('0 PASS, 0 MISS, 1 not measured');
    expect(text).toContain('not measured: not run (this run measured only console)');
  });

  it('replaces only what lies between the markers, and refuses a file without them, naming it', () => {
    const doc = 'intro\n<!-- bench:table:start -->\nold table\n<!-- bench:table:end -->\noutro\n';
    expect(replaceSection(doc, 'new table')).toBe(
      'intro\n<!-- bench:table:start -->\n\nnew table\n\n<!-- bench:table:end -->\noutro\n',
    );
    expect(() => replaceSection('no markers', 'new table')).toThrow(
      /^docs\/performance\.md needs the markers/,
    );
  });

  it('is written into docs/performance.md, whose markers hold the table and nothing else of the page', () => {
    expect(TABLE_FILE).toBe('docs/performance.md');
    const page = readFileSync(TABLE_FILE, 'utf8');
    const written = replaceSection(page, 'new table');
    expect(written).toContain('<!-- bench:table:start -->\n\nnew table\n\n<!-- bench:table:end -->');
    expect(written.slice(0, written.indexOf('new table'))).toBe(
      page.slice(0, page.indexOf('<!-- bench:table:start -->') + '<!-- bench:table:start -->\n\n'.length),
    );
    expect(written.slice(written.indexOf('<!-- bench:table:end -->'))).toBe(
      page.slice(page.indexOf('<!-- bench:table:end -->')),
    );
  });

  it('writes the table on --write-docs, and on --write-readme, its old name; a bare run only prints it', () => {
    expect(writesTable(['--write-docs', 'console'])).toBe(true);
    expect(writesTable(['paint', '--write-readme'])).toBe(true);
    expect(writesTable(['console', 'paint'])).toBe(false);
  });
});
