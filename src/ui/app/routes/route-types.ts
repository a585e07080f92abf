import type { ComponentType } from 'react';
import type { AdminRole } from '../../../domain/roles';

/** Which part of the app a path belongs to: what it loads (services or not) and what frames it. */
export type Area = 'site' | 'auth' | 'console';

/** The named parameters of a matched path, e.g. `{ clientId: 'LL100010' }`. */
export type Params = Readonly<Record<string, string>>;

/** The frame a page is shown in: the public header and footer, the sign-in card, the console shell, or none. */
export type Frame = 'site' | 'bare' | 'auth' | 'console';

/** Who may see a page: only a signed-in admin, only a signed-out visitor, or anyone. */
export type Guard = 'signed-in' | 'signed-out' | 'none';

/** The console section a page belongs to: the header's title and the sidebar entry it marks. */
export type Section =
  'Overview' | 'Home' | 'Points' | 'Broadcasts' | 'Activity' | 'Team' | 'Settings' | 'Profile';

interface RouteBase {
  /** wouter-style patterns (`:name` segments, a trailing `*`); the first is the page's own address. */
  paths: readonly string[];
  area: Area;
  guard: Guard;
}

export interface PageRoute extends RouteBase {
  kind: 'page';
  frame: Frame;
  /** Fetches the page's chunk: the router's lazy page, the boot warm-up and a prerender all use it. */
  load(): Promise<unknown>;
  /** The page, with its props taken from the path's parameters; suspends while its chunk loads. */
  Page: ComponentType<{ params: Params }>;
  section?: Section;
  /** Listed in the console sidebar, in table order. */
  sidebar?: boolean;
  /** Only admins of this role may see it (docs/api.md, Roles): others get Not allowed, and no sidebar entry. */
  role?: AdminRole;
}

export interface RedirectRoute extends RouteBase {
  kind: 'redirect';
  to: string;
}

export type AppRoute = PageRoute | RedirectRoute;

/** What a prerender writes into a public page's HTML head. */
export interface PageMeta {
  title: string;
  description: string;
}
