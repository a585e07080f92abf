// @ts-check
// Comments and docs cite files of this repository only: the product rules are docs/product.md, the shape of
// the code docs/architecture.md. These functions find a citation of anything else (the product
// specification or the design notes kept beside a checkout, a relative path that climbs out of the
// repository, an issue tracker's number or a tester's list, neither of which the repository has) and rewrite
// the old file citations mechanically. The rewrite keeps the section: docs/product.md is
// numbered like the specification it replaces, so "§5" means the same rules before and after.
import { readdirSync, readFileSync } from 'node:fs';
import { join, normalize, posix } from 'node:path';

// Written with \u00a7 (the section sign) so this file does not cite what it describes.
const SECTION_CITE = /\bSPEC(?= \u00a7)/g;
const POSSESSIVE_CITE = /\bSPEC(?='s\b)/g;
const OUTSIDE_FILE = /(?:\.\.\/)+shared\/(SPEC|ARCHITECTURE|STACK)\.md\b/g;
const BARE_FILE = /(?<![\w/.-])(SPEC|ARCHITECTURE|STACK|DEVELOPERS)\.md\b/g;
const OLD_NAME = /\bSPEC(?: \u00a7[0-9.]*|'s\b)/g;
const CLIMBING_PATH = /(?<![\w.])((?:\.\.\/)+)[\w.-][\w./-]*/g;
// An issue tracker's number ("issue 22", "Issue 25's", "issue #3", "issues 22 and 27") and a tester's list
// ("the tester's item 6"): the repository has neither, so a rule cites the docs section that states it.
const ISSUE_CITE = /\bissues? #?\d+(?:(?:,| and| or) #?\d+)*(?:'s\b)?/gi;
const TESTER_CITE = /\b(?:the )?tester's\b|\bthe tester\b/gi;
// An issue's list item named bare in brackets ("(item 6)", "(item 8: never an open redirect)").
const ITEM_CITE = /\(item \d+\b[^)]*\)/gi;
const HOME_OF = { SPEC: 'docs/product.md', ARCHITECTURE: 'docs/architecture.md' };

/** Where a repository file's citations of the old homes point now. Other text is left exactly as it was. */
export function rewriteCitations(/** @type {string} */ text) {
  return text
    .replace(OUTSIDE_FILE, (cite, name) => HOME_OF[/** @type {'SPEC'} */ (name)] ?? cite)
    .replace(BARE_FILE, (cite, name) => HOME_OF[/** @type {'SPEC'} */ (name)] ?? cite)
    .replace(SECTION_CITE, 'docs/product.md')
    .replace(POSSESSIVE_CITE, 'docs/product.md');
}

/**
 * The README's sections that move to docs/, as comments cite them. Only comments are rewritten: a message the
 * server prints (read-config.ts names README "Deployment") is behaviour, changed by hand with its test.
 * @type {readonly [RegExp, string][]}
 */
const README_SECTIONS = [
  [/\bREADME, API extensions\b/g, 'docs/api.md, "Extensions"'],
  [/\bsee the README\b/g, 'see docs/api.md'],
  [/\bthe README's extension\b/g, 'an extension (docs/api.md)'],
  [/\bREADME "Deployment"/g, 'docs/deployment.md'],
  [/\bREADME "Settings"/g, 'docs/settings.md'],
  [/\bREADME "Security headers"/g, 'docs/deployment.md, "Security headers"'],
  [/\bThe README's policy\b/g, 'The policy of docs/deployment.md'],
];

/** Citations of README sections that now live in docs/, in comments only (see README_SECTIONS). */
export function rewriteReadmeCitations(/** @type {string} */ file, /** @type {string} */ text) {
  const lines = text
    .replace(/\(README\n(\s*\*\s*)"The database role"\)/g, '(docs/deployment.md,\n$1"The database role")')
    .split('\n');
  return lines
    .map((line) => {
      const prose = proseOf(file, line);
      if (prose === '' || file.endsWith('.md')) return line;
      const rewritten = README_SECTIONS.reduce((text, [pattern, home]) => text.replace(pattern, home), prose);
      return line.slice(0, line.length - prose.length) + rewritten;
    })
    .join('\n');
}

/**
 * The part of a line that is prose: a Markdown line whole, a code line's comment. Import specifiers and test
 * data are paths relative to some file, not citations, so a climbing path counts only in prose.
 */
function proseOf(/** @type {string} */ file, /** @type {string} */ lineText) {
  if (file.endsWith('.md')) return lineText;
  const trimmed = lineText.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return lineText;
  const comment = lineText.indexOf(' // ');
  return comment === -1 ? '' : lineText.slice(comment);
}

/**
 * @typedef {{ line: number, cite: string }} OutsideCitation
 * Every citation in a repository file of something outside the repository: the specification by its old
 * name ("SPEC" then a section sign, "SPEC's", a bare SPEC.md), the design notes by file name, and a relative
 * path that climbs above the repository's root from the file's folder (`file` is the path from the root), an
 * issue tracker's number and a tester's list, anywhere on the line (a test's name is code, not a comment).
 */
export function findOutsideCitations(/** @type {string} */ file, /** @type {string} */ text) {
  /** @type {OutsideCitation[]} */
  const found = [];
  const depth = posix.dirname(file) === '.' ? 0 : posix.dirname(file).split('/').length;
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    for (const match of lineText.matchAll(OLD_NAME)) found.push({ line, cite: match[0] });
    for (const match of lineText.matchAll(BARE_FILE)) found.push({ line, cite: match[0] });
    for (const match of lineText.matchAll(ISSUE_CITE)) found.push({ line, cite: match[0] });
    for (const match of lineText.matchAll(TESTER_CITE)) found.push({ line, cite: match[0] });
    for (const match of lineText.matchAll(ITEM_CITE)) found.push({ line, cite: match[0] });
    for (const match of proseOf(file, lineText).matchAll(CLIMBING_PATH))
      if ((match[1] ?? '').length / 3 > depth) found.push({ line, cite: match[0] });
  });
  return found;
}

/** The folders whose files the integrator's rewrite covers, and the root's own config files. */
export const CITING_FOLDERS = ['src', 'server', 'scripts', 'tests', 'bench'];
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|css|html|md|json|sql)$/;
/** The two files that describe the rule quote what it refuses. */
export const ABOUT_THE_RULE = ['scripts/docs/citations.mjs', 'tests/guards/doc-citations.test.ts'];

/**
 * The repository's text files under `folders` (paths from `root`, `/`-separated), minus the rule's own; with
 * the default folders, the root's config files too.
 */
export function citingFiles(/** @type {string} */ root, folders = CITING_FOLDERS) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = posix.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path);
      } else if (TEXT_FILE.test(entry.name) && !ABOUT_THE_RULE.includes(path)) files.push(path);
    }
  };
  folders.forEach(walk);
  const rootConfigs =
    folders === CITING_FOLDERS ? readdirSync(root).filter((name) => /\.config\.(ts|js|mjs)$/.test(name)) : [];
  return [...files, ...rootConfigs].sort();
}

/** Each file's outside citations, for a guard or the script's check. */
export function outsideCitations(/** @type {string} */ root, /** @type {readonly string[]} */ files) {
  return files.flatMap((file) =>
    findOutsideCitations(file, readFileSync(normalize(join(root, file)), 'utf8')).map(
      (found) => `${file}:${found.line}: ${found.cite}`,
    ),
  );
}
