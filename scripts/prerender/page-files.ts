/**
 * Where a prerendered public page lives in a build, written once for the build and both static servers (Vite's
 * preview for the demo, the Node server for the http build). The pages sit in their own folder, apart from the
 * app shell (index.html), which every other path still falls back to.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { areaOf } from '../../src/ui/app/routes/areas.ts';
import { matchPath } from '../../src/ui/app/routes/match-path.ts';

export const PAGES_DIR = 'pages';

/** The file of the page at `path`, relative to the build folder: `/` → pages/index.html, `/faq` → pages/faq.html. */
export function pageFile(path: string): string {
  const name = path === '/' ? 'index' : /^\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (!name) throw new Error(`not a public page's path: ${path}`);
  return `${PAGES_DIR}/${name}.html`;
}

/**
 * The prerendered file a request path is served from, or null (the shell's fallback then). Only the page's
 * own spelling: `/FAQ` or `/faq/` get the shell and render in the browser, since the server markup (which
 * link is the current page) was made for the exact path.
 */
export function prerenderedFile(buildDir: string, requestPath: string): string | null {
  const path = requestPath.split('?')[0] ?? '';
  if (path !== '/' && !/^\/[a-z0-9-]+$/.test(path)) return null;
  const file = pageFile(path);
  return existsSync(join(buildDir, file)) ? file : null;
}

/** The paths of the pages prerendered into a build (none for a build without them). */
export function prerenderedPaths(buildDir: string): string[] {
  const folder = join(buildDir, PAGES_DIR);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => /^[a-z0-9-]+\.html$/.test(file))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
}

/** Which shell serves which sign-in or console route (scripts/prerender/route-preloads.ts): the build writes it. */
export const ROUTE_SHELLS = 'shells/routes.json';

type ShellTable = [paths: string[], file: string | null][];

const isShellTable = (value: unknown): value is ShellTable =>
  Array.isArray(value) &&
  value.every(
    (row) =>
      Array.isArray(row) &&
      Array.isArray(row[0]) &&
      row[0].every((pattern) => typeof pattern === 'string') &&
      (row[1] === null || typeof row[1] === 'string'),
  );

function shellTable(buildDir: string): ShellTable {
  const file = join(buildDir, ROUTE_SHELLS);
  if (!existsSync(file)) return [];
  const table: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isShellTable(table)) throw new Error(`${file} is not a table of route shells`);
  return table;
}

/**
 * The shell file for an app path in a build: a sign-in or console path gets its route's own shell, which names
 * the route's whole chunk graph (the first route that matches, as in the app); other paths and a build without
 * route shells keep index.html, which asks for no page code. The table is read once per build.
 */
export function shellFor(buildDir: string): (requestPath: string) => string {
  const table = shellTable(buildDir);
  return (requestPath) => {
    const path = requestPath.split('?')[0] ?? '';
    if (areaOf(path) === 'site') return 'index.html';
    const route = table.find(([patterns]) => patterns.some((pattern) => matchPath(pattern, path)));
    return route?.[1] ?? 'index.html';
  };
}
