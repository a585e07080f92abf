import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import type { AdminRole } from '../../../domain/roles';
import type { Area, Frame, Guard, PageRoute, Params, RedirectRoute, Section } from './route-types';

export type Module<P> = { default: ComponentType<P> };

interface Meta {
  frame?: Frame;
  guard?: Guard;
  section?: Section;
  sidebar?: boolean;
  role?: AdminRole;
}

/** A page whose props come from the path's parameters (a detail page, or one page at several paths). */
interface WithProps<P> extends Meta {
  props(params: Params): P;
}

const FRAME_OF: Record<Area, Frame> = { site: 'site', auth: 'auth', console: 'console' };
const GUARD_OF: Record<Area, Guard> = { site: 'none', auth: 'signed-out', console: 'signed-in' };
const noProps = (): object => ({});

/** How a page's chunk is rendered: React.lazy for the public site, a retryable one for the console's areas. */
export type LazyPage = (load: () => Promise<Module<object>>) => (props: object) => ReactElement;

const plainLazy: LazyPage = (load) => {
  const Page = lazy(load);
  return (props) => createElement(Page, props);
};

/** The page factory of a route table, each page loaded on first visit as its own chunk. */
export function pagesWith(lazyPage: LazyPage) {
  function page(
    area: Area,
    paths: readonly string[],
    load: () => Promise<Module<object>>,
    meta?: Meta,
  ): PageRoute;
  function page<P extends object>(
    area: Area,
    paths: readonly string[],
    load: () => Promise<Module<P>>,
    meta: WithProps<P>,
  ): PageRoute;
  function page(
    area: Area,
    paths: readonly string[],
    load: () => Promise<Module<object>>,
    meta: Meta & { props?(params: Params): object } = {},
  ): PageRoute {
    const render = lazyPage(load);
    return route(area, paths, load, render, meta);
  }
  return page;
}

/** The public site's pages: prerendered, so a failed download has no Retry of its own. */
export const page = pagesWith(plainLazy);

function route(
  area: Area,
  paths: readonly string[],
  load: () => Promise<unknown>,
  render: (props: object) => ReactElement,
  { props = noProps, frame, guard, ...meta }: Meta & { props?(params: Params): object },
): PageRoute {
  // A page's role is enforced where console pages render (ConsoleArea), so the public entry, which holds this
  // table's helpers, never carries the session's code.
  const Page = ({ params }: { params: Params }) => render(props(params));
  return {
    kind: 'page',
    area,
    paths,
    load,
    Page,
    frame: frame ?? FRAME_OF[area],
    guard: guard ?? GUARD_OF[area],
    ...meta,
  };
}

export const redirect = (
  area: Area,
  paths: readonly string[],
  to: string,
  guard: Guard = 'none',
): RedirectRoute => ({ kind: 'redirect', area, paths, to, guard });
