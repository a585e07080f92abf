// Comments, test names and docs cite files of this repository only (docs/product.md §n, docs/architecture.md),
// never the specification or design notes kept outside it, an issue tracker's number or a tester's list. scripts/cite-docs.mjs rewrites the old citations;
// these cases prove the finder and the rewrite, and hold the tree to the rule.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  citingFiles,
  findOutsideCitations,
  outsideCitations,
  rewriteCitations,
  rewriteReadmeCitations,
} from '../../scripts/docs/citations.mjs';
import { brokenLinks, slugOf } from '../../scripts/docs/links.mjs';

const SPEC = 'SPEC';

describe('finding a citation of something outside the repository', () => {
  it('finds the specification by its old name, with its section, and its possessive', () => {
    const text = `// the rules of ${SPEC} §5.3 and ${SPEC} §7\nit('pages (${SPEC}'s "reset")', () => {});\n`;
    expect(findOutsideCitations('src/domain/x.ts', text)).toEqual([
      { line: 1, cite: `${SPEC} §5.3` },
      { line: 1, cite: `${SPEC} §7` },
      { line: 2, cite: `${SPEC}'s` },
    ]);
  });

  it('finds the design notes by file name and a path that climbs above the root, in prose only', () => {
    const text = [
      `// Lint, including the layer rules of ARCHITECTURE.md.`,
      `/* see ../../../shared/${SPEC}.md */`,
      `import { x } from '../../../../outside';`,
    ].join('\n');
    expect(findOutsideCitations('src/ui/x.ts', text)).toEqual([
      { line: 1, cite: 'ARCHITECTURE.md' },
      { line: 2, cite: `../../../shared/${SPEC}.md` },
    ]);
    expect(findOutsideCitations('README.md', `The shape follows \`../shared/ARCHITECTURE.md\`.`)).toEqual([
      { line: 1, cite: '../shared/ARCHITECTURE.md' },
    ]);
    expect(
      findOutsideCitations('docs/api.md', `As [the notes](../../STACK.md) say; see DEVELOPERS.md.`),
    ).toEqual([
      { line: 1, cite: 'DEVELOPERS.md' },
      { line: 1, cite: '../../STACK.md' },
    ]);
  });

  it('lets citations of the repository through: docs/, paths that stay inside, and other words', () => {
    const text = [
      '// the rules of docs/product.md §5.3 (docs/architecture.md, "Layers")',
      "import { PATHS } from '../shared/routes/paths'; // beside ../shared/list",
      `export const PASSWORD_${SPEC}IAL = 1; // first broken rule wins, in ${SPEC} order`,
      'See [the API](../docs/api.md) and ../src/domain/points.ts.',
    ].join('\n');
    expect(findOutsideCitations('src/ui/app/App.tsx', text)).toEqual([]);
    expect(findOutsideCitations('docs/testing.md', text)).toEqual([]);
  });
});

describe('finding a citation of an issue tracker or a tester', () => {
  // Built from parts so that this file's own lines are not what they describe.
  const ISSUE = 'issue';
  const TESTER = 'tester';

  it('finds an issue by number, in any case, with a hash, a list, a possessive, in a name or a comment', () => {
    const text = [
      `// the console items (${ISSUE} 22, item 9) and the throughput work (${ISSUE} 27)`,
      `it('keeps the shell (Issue 25)', () => {}); /* ${ISSUE} #3 */`,
      `${ISSUE}s 22 and 27 say it; ${ISSUE} 22's console items; ISSUE 9, input`,
    ].join('\n');
    expect(findOutsideCitations('tests/ui/x.test.ts', text)).toEqual([
      { line: 1, cite: `${ISSUE} 22` },
      { line: 1, cite: `${ISSUE} 27` },
      { line: 2, cite: 'Issue 25' },
      { line: 2, cite: `${ISSUE} #3` },
      { line: 3, cite: `${ISSUE}s 22 and 27` },
      { line: 3, cite: `${ISSUE} 22's` },
      { line: 3, cite: 'ISSUE 9' },
    ]);
  });

  it("finds an issue's list item named bare in brackets", () => {
    const text = `describe('page and sort in the URL (item 6)', () => {});\n// never an open redirect (item 8: returns)`;
    expect(findOutsideCitations('tests/x.test.ts', text)).toEqual([
      { line: 1, cite: '(item 6)' },
      { line: 2, cite: '(item 8: returns)' },
    ]);
  });

  it("finds a tester's list, in the code and in the docs", () => {
    const text = [
      `// item 11 of the ${TESTER}'s list; the ${TESTER}'s item 6`,
      `The ${TESTER}'s item 2, as the ${TESTER} found it.`,
    ].join('\n');
    const found = [
      { line: 1, cite: `the ${TESTER}'s` },
      { line: 1, cite: `the ${TESTER}'s` },
      { line: 2, cite: `The ${TESTER}'s` },
      { line: 2, cite: `the ${TESTER}` },
    ];
    expect(findOutsideCitations('src/domain/x.ts', text)).toEqual(found);
    expect(findOutsideCitations('docs/product.md', text)).toEqual(found);
  });

  it('lets ordinary words through: an issue, the issue tracker, issues, a number elsewhere, tester inside words', () => {
    const text = [
      `// an ${ISSUE} with the pool; the ${ISSUE} tracker; ${ISSUE}s a token (${ISSUE}s: 3 of them)`,
      `it('${ISSUE}s a token', () => {}); // reissue 5 times; tissue 3; the ${ISSUE}, 22 rows`,
      `// a protester's sign; an attester; the contesters; ${TESTER}s of load; a ${TESTER}`,
      `const ${ISSUE}Count = 22; // see docs/product.md §10.17 and docs/architecture.md, "Console conventions"`,
    ].join('\n');
    expect(findOutsideCitations('src/ui/x.ts', text)).toEqual([]);
    expect(findOutsideCitations('docs/testing.md', text)).toEqual([]);
  });
});

describe('rewriting the old citations', () => {
  it('points each at its home in docs/, keeping the section, and changes nothing else', () => {
    const before = [
      `// The layer rules of ARCHITECTURE.md; the calls of ${SPEC} §7 (${SPEC} §9 and §3).`,
      `it('is no page of ${SPEC} §2: it goes to /home-page', () => {}); // ${SPEC}'s "reset"`,
      `The shape follows \`../shared/ARCHITECTURE.md\`; the rules come from \`../shared/${SPEC}.md\`.`,
      `const PASSWORD_${SPEC}IAL_CHARACTERS = '!@#'; // in ${SPEC} order`,
    ].join('\n');
    expect(rewriteCitations(before)).toBe(
      [
        '// The layer rules of docs/architecture.md; the calls of docs/product.md §7 (docs/product.md §9 and §3).',
        `it('is no page of docs/product.md §2: it goes to /home-page', () => {}); // docs/product.md's "reset"`,
        'The shape follows `docs/architecture.md`; the rules come from `docs/product.md`.',
        `const PASSWORD_${SPEC}IAL_CHARACTERS = '!@#'; // in ${SPEC} order`,
      ].join('\n'),
    );
  });

  it("points a comment's README section that moves to docs/ at its page, and leaves code and strings alone", () => {
    const before = [
      '/** How long before it lapses (README, API extensions). */',
      ' * POST admin/refresh-token (an extension, see the README): a refresh token buys a new access',
      '  `HOST ${host} lets other machines in: set it first (README "Deployment").`, // README "Deployment"',
      '/** The server\'s settings (read-config.ts; README "Settings"). */',
      ' * under a lock. A server whose role may not change the schema (README',
      ' * "The database role") starts fine.',
      '/** The seeded demo admin (README: signing in). */',
    ].join('\n');
    expect(rewriteReadmeCitations('server/x.ts', before)).toBe(
      [
        '/** How long before it lapses (docs/api.md, "Extensions"). */',
        ' * POST admin/refresh-token (an extension, see docs/api.md): a refresh token buys a new access',
        '  `HOST ${host} lets other machines in: set it first (README "Deployment").`, // docs/deployment.md',
        "/** The server's settings (read-config.ts; docs/settings.md). */",
        ' * under a lock. A server whose role may not change the schema (docs/deployment.md,',
        ' * "The database role") starts fine.',
        '/** The seeded demo admin (README: signing in). */',
      ].join('\n'),
    );
  });

  it('leaves no outside citation in any file of the tree once rewritten (checked in memory)', () => {
    const left = citingFiles('.').flatMap((file) =>
      findOutsideCitations(file, rewriteCitations(readFileSync(file, 'utf8'))).map(
        (found) => `${file}:${found.line}: ${found.cite}`,
      ),
    );
    expect(left).toEqual([]);
  });
});

describe('the repository cites only itself', () => {
  it('in docs/', () => {
    expect(outsideCitations('.', citingFiles('.', ['docs']))).toEqual([]);
  });

  it('in the code, its tests and scripts, and the README', () => {
    expect(outsideCitations('.', [...citingFiles('.'), 'README.md'])).toEqual([]);
  });
});

describe('the links between the docs', () => {
  it('find a broken file or anchor, and let a good one through', () => {
    expect(slugOf('## Running the server'.slice(3))).toBe('running-the-server');
    expect(slugOf('§5 What is checked')).toBe('5-what-is-checked');
    const text = '[a](product.md#s5.3) [b](product.md#s99) [c](nowhere.md) [d](https://example.com/x.md)';
    expect(brokenLinks('docs', text)).toEqual(['product.md#s99', 'nowhere.md']);
  });

  it('lead somewhere from every page of docs/ and the README (the README from the root)', () => {
    const pages = citingFiles('.', ['docs']).filter((file) => file.endsWith('.md'));
    const fromRoot = (page: string) => page === 'README.md';
    const broken = [...pages, 'README.md'].flatMap((page) =>
      brokenLinks(fromRoot(page) ? '.' : 'docs', readFileSync(page, 'utf8')).map(
        (link) => `${page}: ${link}`,
      ),
    );
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(broken).toEqual([]);
  });
});
