import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import type { AdminRole } from '../../../domain/roles';
import type { Area, Frame, Guard, PageRoute, Params, RedirectRoute, Section } from './route-types';

type Module<P> = { default: ComponentType<P> };

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

/** A page loaded on first visit, as its own chunk. */
export function page(
  area: Area,
  paths: readonly string[],
  load: () => Promise<Module<object>>,
  meta?: Meta,
): PageRoute;
export function page<P extends object>(
  area: Area,
  paths: readonly string[],
  load: () => Promise<Module<P>>,
  meta: WithProps<P>,
): PageRoute;
export function page(
  area: Area,
  paths: readonly string[],
  load: () => Promise<Module<object>>,
  meta: Meta & { props?(params: Params): object } = {},
): PageRoute {
  const lazyPage = retryableLazy(load);
  return route(area, paths, load, (props) => lazyPage(props), meta);
}

let retries = 0;

/** The page area's Retry after a page's code failed to download: the next render downloads it again. */
export const retryFailedPages = (): void => {
  retries += 1;
};

/**
 * React.lazy keeps a failed download for good; this one starts afresh once Retry was pressed after a failure,
 * so the page loads once the server is back (issue 22, item 3). Only then: React renders a failed page more
 * than once before giving up, and each render must not download it again.
 */
function retryableLazy(load: () => Promise<Module<object>>): (props: object) => ReactElement {
  let failed = false;
  let madeAt = retries;
  const make = (): ComponentType<object> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let current = make();
  return (props) => {
    if (failed && madeAt !== retries) {
      failed = false;
      madeAt = retries;
      current = make();
    }
    return createElement(current, props);
  };
}

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
