/**
 * The route preloads (docs/performance.md, "The console loads in two rounds"): one shell per sign-in and console
 * route, `shells/<route>.html` (index.html with that route's whole chunk graph named in its head), served for
 * the paths of that route only (`shellFor` in page-files.ts, from `shells/routes.json`). The browser's preload
 * scanner asks for all of them with the HTML's first round; nothing waits for a script to find the next chunk.
 * The public pages (prerendered) and paths no such route matches keep index.html, which asks for no page code.
 */
import type { ShellRoute } from '../../src/ui/app/prerender/render-page.tsx';
import { THEME_SCRIPT } from '../theme-script.ts';
import { closure, entryClosure, type Manifest } from './chunk-assets.ts';

/**
 * What a page of the area loads at boot besides its page and frames, by manifest key: the services (main.tsx's
 * loadServices) for both, and in the console its repositories (console-bindings.ts) and the demo's fake backend
 * before the first call (demo-loader.ts; absent from the http build). Not the toasts: the outlet and the toast library load with the first message
 * (Toasts.tsx). Sign-in asks for nothing it would not load anyway (its JavaScript budget).
 */
function bootParts(manifest: Manifest, area: 'auth' | 'console'): string[] {
  const parts =
    area === 'console'
      ? ['src/adapters/container.ts', 'src/adapters/console-bindings.ts', 'src/adapters/mirage/index.ts']
      : ['src/adapters/container.ts'];
  return parts.filter((key) => manifest[key]);
}

/** Per route, in match order: its patterns and the built files (JavaScript and CSS) a sign-in or console page asks for. */
export function routeFiles(manifest: Manifest, routes: readonly ShellRoute[], base = '/') {
  const entry = entryClosure(manifest);
  // The entry's files too: index.html names them only after the theme's script, which holds the parser.
  const entryFiles = [...entry].flatMap((key) =>
    [manifest[key]?.file ?? [], manifest[key]?.css ?? []].flat(),
  );
  return routes.map(({ paths, area, modules }) => {
    if (area === 'site' || modules.length === 0) return { paths, files: [] };
    const chunks = [...closure(manifest, [...modules, ...bootParts(manifest, area)])]
      .filter((key) => !entry.has(key))
      .flatMap((key) => manifest[key] ?? []);
    const files = [
      ...entryFiles,
      ...chunks.map((chunk) => chunk.file),
      ...chunks.flatMap((c) => c.css ?? []),
    ];
    return { paths, files: [...new Set(files)].map((file) => base + file) };
  });
}

/** In match order: a route's patterns and its shell's file in the build, or null (index.html serves it). */
export type ShellTable = [paths: readonly string[], file: string | null][];

export interface RouteShells {
  table: ShellTable;
  /** Each sign-in and console route's shell: its file in the build and its text. */
  files: { file: string; text: string }[];
}

/** `/app/dashboard/clients/:clientId` → shells/app-dashboard-clients-clientId.html */
const shellFile = (pattern: string) =>
  `shells/${pattern.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}.html`;

/**
 * index.html with the route's files named first in the head, before the theme's inline script (whose first
 * storage read holds the parser up to some 40 ms in a fresh context: docs/performance.md, "The public pages
 * paint first"). The shell's own tags for the entry stay: they find its files fetched or on their way.
 */
export function shellWithPreloads(shell: string, files: readonly string[]): string {
  const theme = `<script>${THEME_SCRIPT}</script>`;
  if (shell.split(theme).length !== 2)
    throw new Error('the built index.html has not one theme script to precede');
  const links = files.map((href) =>
    href.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${href}">`
      : `<link rel="modulepreload" crossorigin href="${href}">`,
  );
  return shell.replace(theme, () => `${links.join('\n    ')}\n    ${theme}`);
}

/**
 * Every sign-in and console route's shell and the table that picks one for a request path (the first route
 * that matches).
 */
export function routeShells(
  shell: string,
  manifest: Manifest,
  routes: readonly ShellRoute[],
  base = '/',
): RouteShells {
  const files: RouteShells['files'] = [];
  const table: ShellTable = routeFiles(manifest, routes, base).map(({ paths, files: own }) => {
    if (own.length === 0) return [paths, null];
    const file = shellFile(paths[0] ?? '');
    if (files.some((known) => known.file === file)) throw new Error(`two routes share ${file}`);
    files.push({ file, text: shellWithPreloads(shell, own) });
    return [paths, file];
  });
  return { table, files };
}
