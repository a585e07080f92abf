#!/usr/bin/env node
// `node scripts/cite-docs.mjs [--dry-run | --check]`, for the integrator once every branch is merged: points the
// code's citations of the product specification and the design notes kept outside the repository at their
// homes in docs/ ("SPEC" + section sign + 5 becomes "docs/product.md §5": the sections keep their numbers), and
// comments citing README sections that move to docs/ at their new pages. It covers src/, server/, scripts/,
// tests/, bench/ and the root's *.config files, and formats each file it rewrites with Prettier. --dry-run only
// says what it would change; --check lists every citation of something outside the repository and exits 1 if
// there is one (what tests/guards/doc-citations.test.ts holds).
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import {
  citingFiles,
  outsideCitations,
  rewriteCitations,
  rewriteReadmeCitations,
} from './docs/citations.mjs';

/**
 * A longer citation can push a test's title past the print width, so a rewritten file is formatted again, but
 * only if it was formatted before: a file someone left unformatted keeps its other lines as they were.
 */
async function formatted(
  /** @type {string} */ file,
  /** @type {string} */ before,
  /** @type {string} */ after,
) {
  const info = await prettier.getFileInfo(file, { ignorePath: '.prettierignore' });
  if (info.ignored || info.inferredParser === null) return after;
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  return (await prettier.check(before, options)) ? prettier.format(after, options) : after;
}

const args = process.argv.slice(2);
const files = citingFiles('.');

if (args.includes('--check')) {
  const found = outsideCitations('.', files);
  found.forEach((line) => console.log(line));
  console.log(`${found.length} citation(s) of something outside the repository in ${files.length} files.`);
  process.exit(found.length === 0 ? 0 : 1);
}

const dryRun = args.includes('--dry-run');
let changed = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const rewritten = rewriteReadmeCitations(file, rewriteCitations(text));
  if (rewritten === text) continue;
  changed += 1;
  const lines = text.split('\n').filter((line, index) => line !== rewritten.split('\n')[index]).length;
  console.log(`${file}: ${lines} line(s)`);
  if (!dryRun) writeFileSync(file, await formatted(file, text, rewritten));
}
console.log(`${dryRun ? 'Would rewrite' : 'Rewrote'} ${changed} of ${files.length} files.`);
const left = outsideCitations('.', dryRun ? [] : files);
if (left.length > 0) {
  left.forEach((line) => console.log(line));
  console.log(`${left.length} citation(s) left to rewrite by hand.`);
  process.exit(1);
}
