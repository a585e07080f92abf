/**
 * Where a prerendered public page lives in a build, written once for the build and both static servers (Vite's
 * preview for the demo, the Node server for the http build). The pages sit in their own folder, apart from the
 * app shell (index.html), which every other path still falls back to.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { areaOf } from '../../src/ui/app/routes/areas.ts';

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

/** The console's shell: index.html with the route preloads (scripts/prerender/route-preloads.ts). */
export const CONSOLE_SHELL = 'console.html';

/**
 * The shell file for an app path in a build: the console's for a console path when the build has one (the
 * sign-in pages and unknown paths keep index.html, which asks for no console code). Looked up once per build.
 */
export function shellFor(buildDir: string): (requestPath: string) => string {
  const hasConsoleShell = existsSync(join(buildDir, CONSOLE_SHELL));
  return (requestPath) =>
    hasConsoleShell && areaOf(requestPath.split('?')[0] ?? '') === 'console' ? CONSOLE_SHELL : 'index.html';
}
