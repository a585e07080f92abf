/**
 * The build-time prerender's entry (run in Node, never in a browser chunk): each public page rendered with
 * React's server renderer as the very tree the browser hydrates (App at that path), every lazy part loaded.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { BootContext, type Boot } from '../../shared/boot-context';
import { App } from '../App';
import { loadAuthArea, loadConsoleArea, loadServicesArea, loadSiteFrame } from '../routes/frames';
import { indexedPages, ROUTES, type IndexedPage } from '../routes/route-table';

// Every module a public page may load, by source path: how a loaded page module names its source file, whose
// built CSS and chunks the page's HTML must link (the client build's manifest is keyed by source path).
const SOURCES = import.meta.glob<unknown>('/src/ui/features/site/**/*.tsx');

// Every module a sign-in or console route may load first: its page and its area's frames.
const SHELL_SOURCES = import.meta.glob<unknown>([
  '/src/ui/features/**/*Page.tsx',
  '/src/ui/app/**/*Area.tsx',
]);

/** A server has no saved theme and no services: rendering must touch neither (the theme comes from CSS). */
const SERVER_BOOT: Boot = {
  themeStore: {
    load: () => {
      throw new Error('a page read the saved theme while rendering');
    },
    save: () => undefined,
    apply: () => undefined,
  },
  loadServices: () => Promise.reject(new Error('a public page asked for the services while prerendering')),
};

export interface RenderedPage extends IndexedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** Source paths (from the project root, no leading slash) of the lazy modules this page renders. */
  modules: string[];
}

/** The source path of each loaded module among `sources` (a module is one instance however it is imported). */
async function sourcesOf(modules: readonly unknown[], sources = SOURCES): Promise<string[]> {
  const loaded = await Promise.all(
    Object.entries(sources).map(async ([source, load]) => [source.replace(/^\//, ''), await load()] as const),
  );
  return loaded.filter(([, module]) => modules.includes(module)).map(([source]) => source);
}

/** The lazy chunks a page renders: its own, and the public frame's when it sits in it. */
const lazyModules = async (page: IndexedPage): Promise<string[]> =>
  sourcesOf([...(page.route.frame === 'site' ? [await loadSiteFrame()] : []), await page.route.load()]);

/**
 * The page's markup, whole. React outlines a large part (above `progressiveChunkSize`) or one that suspended
 * after its parent was written, to be swapped in by an inline script the CSP blocks; no limit keeps every
 * part in place, and markup that still holds a script stops the build.
 */
async function renderHtml(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <BootContext.Provider value={SERVER_BOOT}>
        <Router ssrPath={path}>
          <App />
        </Router>
      </BootContext.Provider>
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error(`${path} failed to render on the server`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  if (/<script|<template/.test(html))
    throw new Error(`${path} rendered an inline script, which the CSP blocks`);
  return html;
}

export async function renderPages(): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const page of indexedPages())
    pages.push({ ...page, html: await renderHtml(page.path), modules: await lazyModules(page) });
  return pages;
}

/** A route of the whole table, in its order, with the source modules a cold load of it asks for first. */
export interface ShellRoute {
  paths: readonly string[];
  area: 'site' | 'auth' | 'console';
  /** Empty for the public area (its pages are prerendered) and for redirects. */
  modules: string[];
}

/**
 * The route table for the shell's route preloads (scripts/prerender/route-preloads.ts): every route in match
 * order, a sign-in or console page with its page module and its area's frames (the services frame included).
 */
export async function shellRoutes(): Promise<ShellRoute[]> {
  const areaFrames = { auth: loadAuthArea, console: loadConsoleArea } as const;
  const routes: ShellRoute[] = [];
  for (const route of ROUTES) {
    const { paths, area } = route;
    if (route.kind !== 'page' || area === 'site') routes.push({ paths, area, modules: [] });
    else {
      const loaded = [await loadServicesArea(), await areaFrames[area](), await route.load()];
      routes.push({ paths, area, modules: await sourcesOf(loaded, SHELL_SOURCES) });
    }
  }
  return routes;
}
