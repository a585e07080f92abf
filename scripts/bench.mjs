#!/usr/bin/env node
// `npm run bench`: builds the floor page and the app, measures both in the same run (tests/bench/*.measure.ts)
// and prints one table: each figure, its target, the ratio to the floor where one applies, and PASS/MISS.
// Timings are noisy here, so this never fails the test suite; the deterministic budgets live in `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

rmSync('.bench', { recursive: true, force: true });
const { status } = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.bench.config.ts'], {
  stdio: 'inherit',
});
rmSync('dist-bench', { recursive: true, force: true });

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const app = read('.bench/app.json');
const backend = read('.bench/backend.json');
if (!app) {
  console.error('The browser measurements did not finish; see the output above.');
  process.exit(status ?? 1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const rows = [];
const row = (what, value, target, ratio, pass) =>
  rows.push([what, value, target, ratio === null ? '' : `${ratio.toFixed(2)}×`, pass ? 'PASS' : 'MISS']);

row('floor: bare React 19 page (gzip JS)', kb(app.floorJs), 'measured', null, true);
row(
  '`/` (gzip JS)',
  kb(app.rootJs),
  '≤ 1.25 × floor',
  app.rootJs / app.floorJs,
  app.rootJs / app.floorJs <= 1.25,
);
row(
  'heaviest public page (gzip JS)',
  kb(app.publicJsMax),
  '≤ 1.25 × floor',
  app.publicJsMax / app.floorJs,
  app.publicJsMax / app.floorJs <= 1.25,
);
row(
  '`/auth/login` (gzip JS)',
  kb(app.loginJs),
  '≤ 2.1 × floor',
  app.loginJs / app.floorJs,
  app.loginJs / app.floorJs <= 2.1,
);
row(
  'clients list, http mode (gzip JS)',
  kb(app.clientsHttpJs),
  '≤ 2.8 × floor',
  app.clientsHttpJs / app.floorJs,
  app.clientsHttpJs / app.floorJs <= 2.8,
);
if (backend) {
  const list10k = backend.list?.['10000'];
  row('fake backend list call, 10,000 clients', ms(list10k), '≤ 20 ms', null, list10k <= 20);
  row(
    'fake backend start-up, default data',
    ms(backend.startupMs),
    '≤ 150 ms',
    null,
    backend.startupMs <= 150,
  );
  for (const [size, value] of Object.entries(backend.list ?? {})) {
    if (size !== '10000')
      row(
        `fake backend list call, ${Number(size).toLocaleString('en-US')} clients`,
        ms(value),
        'reported',
        null,
        true,
      );
  }
} else {
  row('fake backend figures', 'missing', '.bench/backend.json', null, false);
}
const fcpRatio = app.fcp.app / app.fcp.floor;
row(
  'first contentful paint of `/` (median of 10, interleaved)',
  `${ms(app.fcp.app)} vs ${ms(app.fcp.floor)}`,
  '≤ 1.2 × floor',
  fcpRatio,
  fcpRatio <= 1.2,
);
row(
  'signed-in navigation to the clients list until rows show',
  ms(app.navigationMs),
  '≤ 300 ms',
  null,
  app.navigationMs <= 300,
);
row(
  'search keystroke until rows update, beyond the 300 ms debounce (10,000 clients)',
  ms(app.searchMs),
  '≤ 50 ms',
  null,
  app.searchMs <= 50,
);
for (const score of app.lighthouse) {
  const path = new URL(score.url).pathname;
  const pass = score.performance >= 95 && score.accessibility === 100 && score.bestPractices === 100;
  row(
    `Lighthouse ${path} (perf / a11y / best practices)`,
    `${score.performance} / ${score.accessibility} / ${score.bestPractices}`,
    '≥ 95 / 100 / 100',
    null,
    pass,
  );
}

const widths = [0, 1, 2, 3, 4].map((i) =>
  Math.max(...rows.map((r) => r[i].length), ['what', 'value', 'target', 'ratio', ''][i].length),
);
const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(['what', 'value', 'target', 'ratio', 'result'])}`);
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
