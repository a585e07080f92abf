// @vitest-environment node
// The route shells: each sign-in and console route's HTML names its whole chunk graph in its head, and the table
// picks a path's shell as the route table would (docs/performance.md, "The console loads in two rounds").
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../scripts/prerender/chunk-assets';
import { ROUTE_SHELLS, shellFor } from '../../../scripts/prerender/page-files';
import { routeShells } from '../../../scripts/prerender/route-preloads';
import { THEME_SCRIPT } from '../../../scripts/theme-script';
import type { ShellRoute } from '../../../src/ui/app/prerender/render-page';

const SHELL = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index-1.js"></script></head><body></body></html>`;
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_react-1.js'],
    isEntry: true,
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/ui/app/ServicesArea.tsx': { file: 'assets/ServicesArea-1.js', imports: ['index.html'] },
  'src/ui/app/routes/ConsoleArea.tsx': { file: 'assets/ConsoleArea-1.js', css: ['assets/ConsoleArea-1.css'] },
  'src/ui/app/routes/AuthArea.tsx': { file: 'assets/AuthArea-1.js' },
  'src/pages/ClientsPage.tsx': { file: 'assets/ClientsPage-1.js', imports: ['_luxon-1.js'] },
  '_luxon-1.js': { file: 'assets/luxon-1.js' },
  'src/pages/LoginPage.tsx': { file: 'assets/LoginPage-1.js' },
  'src/adapters/container.ts': { file: 'assets/container-1.js' },
  'src/adapters/console-bindings.ts': { file: 'assets/console-bindings-1.js' },
  'src/adapters/mirage/index.ts': { file: 'assets/mirage-1.js' },
};
const ROUTES: ShellRoute[] = [
  { paths: ['/', '/home-page'], area: 'site', modules: [] },
  {
    paths: ['/auth/login'],
    area: 'auth',
    modules: ['src/ui/app/ServicesArea.tsx', 'src/ui/app/routes/AuthArea.tsx', 'src/pages/LoginPage.tsx'],
  },
  { paths: ['/app/dashboard'], area: 'console', modules: [] },
  {
    paths: ['/app/dashboard/clients'],
    area: 'console',
    modules: [
      'src/ui/app/ServicesArea.tsx',
      'src/ui/app/routes/ConsoleArea.tsx',
      'src/pages/ClientsPage.tsx',
    ],
  },
  { paths: ['/app/dashboard/*'], area: 'console', modules: [] },
];

const named = (html: string) =>
  [...html.matchAll(/<link rel="([a-z]+)"[^>]* href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('the route shells', () => {
  const shells = routeShells(SHELL, MANIFEST, ROUTES);
  const text = (file: string) => shells.files.find((shell) => shell.file === file)?.text ?? '';

  it('are one per sign-in and console page, in a table in match order', () => {
    expect(shells.table).toEqual([
      [['/', '/home-page'], null],
      [['/auth/login'], 'shells/auth-login.html'],
      [['/app/dashboard'], null],
      [['/app/dashboard/clients'], 'shells/app-dashboard-clients.html'],
      [['/app/dashboard/*'], null],
    ]);
  });

  it('name the console page’s whole graph, the services, the console’s repositories and the fake backend included', () => {
    expect(named(text('shells/app-dashboard-clients.html'))).toEqual([
      'modulepreload /assets/index-1.js',
      'preload /assets/index-1.css',
      'modulepreload /assets/react-1.js',
      'modulepreload /assets/ServicesArea-1.js',
      'modulepreload /assets/ConsoleArea-1.js',
      'modulepreload /assets/ClientsPage-1.js',
      'modulepreload /assets/luxon-1.js',
      'modulepreload /assets/container-1.js',
      'modulepreload /assets/console-bindings-1.js',
      'modulepreload /assets/mirage-1.js',
      'preload /assets/ConsoleArea-1.css',
    ]);
  });

  it('name for sign-in only what it loads: no fake backend before a call, no console repositories', () => {
    expect(named(text('shells/auth-login.html'))).not.toContain('modulepreload /assets/mirage-1.js');
    expect(named(text('shells/auth-login.html'))).not.toContain(
      'modulepreload /assets/console-bindings-1.js',
    );
    expect(named(text('shells/auth-login.html'))).toContain('modulepreload /assets/container-1.js');
  });

  it('ask for them before the theme’s script runs, and keep the rest of the shell', () => {
    const html = text('shells/auth-login.html');
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf(THEME_SCRIPT));
    expect(html.replace(/<link [^>]*>\n\s*/g, '')).toBe(SHELL);
  });
});

describe('the shell a path is served with', () => {
  const folder = mkdtempSync(join(tmpdir(), 'loyalloop-shells-'));
  mkdirSync(join(folder, 'shells'));
  writeFileSync(join(folder, ROUTE_SHELLS), JSON.stringify(routeShells(SHELL, MANIFEST, ROUTES).table));
  const shell = shellFor(folder);

  it.each([
    ['/app/dashboard/clients', 'shells/app-dashboard-clients.html'],
    ['/app/dashboard/Clients/?page=2', 'shells/app-dashboard-clients.html'],
    ['/auth/login', 'shells/auth-login.html'],
    ['/app/dashboard', 'index.html'],
    ['/app/dashboard/nope', 'index.html'],
    ['/home-page', 'index.html'],
  ])('%s: %s', (path, file) => {
    expect(shell(path)).toBe(file);
  });

  it('is index.html everywhere in a build without route shells, and a broken table stops the server', () => {
    expect(shellFor(join(folder, 'nowhere'))('/app/dashboard/clients')).toBe('index.html');
    writeFileSync(join(folder, ROUTE_SHELLS), '{"not": "a table"}');
    expect(() => shellFor(folder)).toThrow(/not a table of route shells/);
  });
});
