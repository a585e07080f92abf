/**
 * Finds API paths spelled outside src/contract: string and template literals (never comments) whose text is a
 * contract path, begins like one, or names the API base.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { CALLS } from '../../../src/contract';

/** The fixed part of each contract path: up to its first `:name`, or the whole path. */
const fixedParts = CALLS.map((call) => {
  const cut = call.path.indexOf(':');
  return cut === -1 ? call.path : call.path.slice(0, cut);
});

/**
 * An admin call's path, verb-prefixed or not (docs/product.md §7), or the API base: contract-listed or not.
 * (Console pages such as /auth/login are the app's routes, not calls.)
 */
const LOOKS_LIKE_API = /^(?:(?:retrieve|update|create|delete)\/)?admin\/[a-z]|(?:^|\/)api\//;

export function isApiPath(spelled: string): boolean {
  // A call as a key, 'POST admin/email-login', spells its path too.
  const text = spelled.replace(/^(?:GET|POST|PUT|DELETE) /, '');
  const bare = text.replace(/^\/(?:api\/)?/, '');
  if (LOOKS_LIKE_API.test(text)) return true;
  return fixedParts.some((fixed) => bare === fixed || (fixed.endsWith('/') && bare.startsWith(fixed)));
}

export interface PathLiteral {
  file: string;
  line: number;
  text: string;
}

/** Every literal of `source` (a .ts/.tsx text) that spells an API path. */
export function pathLiterals(file: string, source: string): PathLiteral[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: PathLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      isApiPath(node.text) &&
      // An import's module name is a file path, not a call.
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    ) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      found.push({ file, line: line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

/** The literals that spell a path in src/ and server/, outside src/contract. */
export function pathsOutsideContract(root: string): PathLiteral[] {
  return ['src', 'server']
    .flatMap((top) => [...sourceFiles(join(root, top))])
    .map((path) => relative(root, path))
    .filter((file) => !file.startsWith(join('src', 'contract')))
    .flatMap((file) => pathLiterals(file, readFileSync(join(root, file), 'utf8')));
}
