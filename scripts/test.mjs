#!/usr/bin/env node
// `npm test`: type-check and lint (either failing stops the run), then the Vitest suite (jsdom), the Node
// server's suite and the real-browser suite, ending in one plain line: `N passed, N failed` over the cases of
// all suites, with `, N skipped` when any case was skipped (the PostgreSQL leg without TEST_DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return status === 0;
}

if (!run('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])) {
  console.log('\nType-check failed: fix the errors above.');
  process.exit(1);
}
if (!run('lint', 'npx', ['eslint', '.', '--max-warnings', '0'])) {
  console.log('\nLint failed: fix the problems above.');
  process.exit(1);
}

const suites = [
  ['unit, adapter and component tests (Vitest, jsdom)', []],
  ['Node server (Vitest, PGlite and PostgreSQL)', ['--config', 'vitest.server.config.ts']],
  ['real-browser suite (Chromium)', ['--config', 'vitest.e2e.config.ts']],
];
let passed = 0;
let failed = 0;
let skipped = 0;
let allGreen = true;
for (const [index, [title, extra]] of suites.entries()) {
  const file = `${results}/suite-${index}.json`;
  const ok = run(title, 'npx', [
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  allGreen &&= ok;
  if (!existsSync(file)) {
    // The suite could not start (a missing browser, a build error): count it as one failure.
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load has no test cases but must still fail the run.
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  );
  failed += brokenFiles.length;
}

console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(allGreen && failed === 0 ? 0 : 1);
