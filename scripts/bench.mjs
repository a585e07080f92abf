#!/usr/bin/env node
// `npm run bench [-- --write-docs] [part …]`: runs each part of the bench (tests/bench/<part>.measure.ts),
// one at a time, then prints the table assembled from what they wrote to .bench/. With --write-docs (or its
// old name --write-readme) the table replaces the one between the markers of docs/performance.md. Timings are
// noisy here, so this never fails `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { replaceSection, TABLE_FILE, writesTable } from './bench/docs-section.mjs';
import { renderTable } from './bench/table.mjs';

const PARTS_DIR = 'tests/bench';
const OUT = '.bench';
const args = process.argv.slice(2);
const writeTable = writesTable(args);
const asked = args.filter((arg) => !arg.startsWith('--'));
const expected = readdirSync(PARTS_DIR)
  .filter((file) => file.endsWith('.measure.ts'))
  .map((file) => file.replace(/\.measure\.ts$/, ''))
  .sort();
const unknown = asked.filter((part) => !expected.includes(part));
if (unknown.length > 0) {
  console.error(`No bench part ${unknown.join(', ')}. The parts: ${expected.join(', ')}.`);
  process.exit(2);
}

/** The commit measured, as the tree stood when the run started. */
function commit() {
  const git = (...gitArgs) => execFileSync('git', gitArgs, { encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain') !== '';
    return `\`${git('rev-parse', '--short', 'HEAD')}\`${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}
const facts = {
  date: new Date().toISOString().slice(0, 10),
  cores: availableParallelism(),
  commit: commit(),
};

// Figures of an earlier run must never pass for this one's.
rmSync(OUT, { recursive: true, force: true });
rmSync('dist-bench', { recursive: true, force: true });
const files = asked.map((part) => `${PARTS_DIR}/${part}.measure.ts`);
const { status } = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.bench.config.ts', ...files], {
  stdio: 'inherit',
});
rmSync('dist-bench', { recursive: true, force: true });

const parts = existsSync(OUT)
  ? readdirSync(OUT)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(`${OUT}/${file}`, 'utf8')))
  : [];
const section = renderTable({ parts, expected, asked: asked.length > 0 ? asked : null, facts });
console.log(`\n${section}\n`);
if (writeTable) {
  writeFileSync(TABLE_FILE, replaceSection(readFileSync(TABLE_FILE, 'utf8'), section));
  console.log(`${TABLE_FILE}: the performance table was replaced with the one above.`);
}
process.exit(status ?? 1);
