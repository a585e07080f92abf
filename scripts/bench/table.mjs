// @ts-check
// The performance table of docs/performance.md, assembled from whatever parts a bench run wrote to .bench/<part>.json.
// Every figure comes from a part's file; a row without one says "not measured" and why.

/** @typedef {import('../../tests/bench/support/bench-row').BenchRow} BenchRow */
/** @typedef {import('../../tests/bench/support/bench-row').BenchPartFile} BenchPartFile */
/** @typedef {{ date: string, cores: number, commit: string }} RunFacts */

const DIGITS = { kB: 1, MB: 1, ms: 1, s: 1, score: 0, 'req/s': 0, CLS: 3, rounds: 0 };
const HEADER = ['part', 'what is measured', 'value', 'target', 'ratio', 'result'];

/** @param {number} n @param {BenchRow['unit']} unit */
const number = (n, unit) => n.toFixed(DIGITS[unit] ?? 2);

/** @param {BenchRow} row */
export function valueCell(row) {
  if (row.value === null) return `not measured: ${row.reason ?? 'no reason given'}`;
  const figures = (Array.isArray(row.value) ? row.value : [row.value]).map((n) => number(n, row.unit));
  const unit = row.unit === 'score' ? '' : ` ${row.unit}`;
  return `${figures.join(' / ')}${unit}${row.detail ? ` (${row.detail})` : ''}`;
}

/**
 * @param {{ parts: BenchPartFile[], expected: string[], asked: string[] | null }} run
 * @returns {string[][]} one array of cells per row, parts in `expected` order, then any other part found
 */
export function tableRows({ parts, expected, asked }) {
  const byName = new Map(parts.map((part) => [part.part, part]));
  const names = [...expected, ...parts.map((part) => part.part).filter((name) => !expected.includes(name))];
  return names.flatMap((name) => {
    const part = byName.get(name);
    if (!part) {
      const why =
        asked && !asked.includes(name)
          ? `not run (this run measured only ${asked.join(', ')})`
          : 'the part wrote nothing; see the bench output';
      return [[name, `every row of tests/bench/${name}.measure.ts`, `not measured: ${why}`, '', '', '—']];
    }
    return part.rows.map((row) => [
      name,
      row.label,
      valueCell(row),
      row.target,
      row.ratio === null ? '' : `${row.ratio.toFixed(3)} ×`,
      row.verdict,
    ]);
  });
}

/** @param {string[][]} rows */
function markdown(rows) {
  const cells = [HEADER, ...rows].map((row) => row.map((cell) => cell.replace(/\|/g, '\\|')));
  const widths = HEADER.map((_, i) => Math.max(3, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const [head = HEADER, ...body] = cells;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)].join('\n');
}

/**
 * The section of docs/performance.md: who measured what, where, then the table.
 * @param {{ parts: BenchPartFile[], expected: string[], asked: string[] | null, facts: RunFacts }} run
 */
export function renderTable(run) {
  const rows = tableRows(run);
  const count = (/** @type {string} */ verdict) => rows.filter((row) => row[5] === verdict).length;
  const unmeasured = rows.filter((row) => row[2]?.startsWith('not measured')).length;
  const { date, cores, commit } = run.facts;
  return [
    `Measured by \`npm run bench\` on ${date}, ${cores} cores (\`os.availableParallelism()\`), ` +
      `commit ${commit}: ${count('PASS')} PASS, ${count('MISS')} MISS, ${unmeasured} not measured.`,
    '',
    markdown(rows),
  ].join('\n');
}
