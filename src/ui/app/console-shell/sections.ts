import type { AdminRole } from '../../../domain/roles';
import { CONSOLE_ROUTES } from '../routes/console-routes';
import { findRoute } from '../routes/find-route';
import type { PageRoute, Section } from '../routes/route-types';
import { FALLBACK } from '../routes/site-routes';

export interface SidebarEntry {
  title: Section;
  href: string;
  /** Shown only to admins of this role. */
  role?: AdminRole;
}

/** The sidebar's entries, from the route table: Overview, Home, Points, Broadcasts, Activity. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = CONSOLE_ROUTES.filter(
  (route): route is PageRoute => route.kind === 'page' && route.sidebar === true,
).flatMap((route) =>
  route.section && route.paths[0]
    ? [{ title: route.section, href: route.paths[0], ...(route.role ? { role: route.role } : {}) }]
    : [],
);

/** The section a path belongs to: the header's h1 and the sidebar entry marked current (Home by default). */
export const sectionOf = (path: string): Section => {
  const { route } = findRoute(path, CONSOLE_ROUTES, FALLBACK);
  return (route.kind === 'page' && route.section) || 'Home';
};
