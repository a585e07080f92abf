import { findRoute } from '../routes/find-route';
import { sidebarRoutes } from '../routes/route-table';
import type { Section } from '../routes/route-types';

export interface SidebarEntry {
  title: Section;
  href: string;
}

/** The sidebar's entries, from the route table: Home, Points, Broadcasts. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = sidebarRoutes().flatMap((route) =>
  route.section && route.paths[0] ? [{ title: route.section, href: route.paths[0] }] : [],
);

/** The section a path belongs to: the header's h1 and the sidebar entry marked current (Home by default). */
export const sectionOf = (path: string): Section => {
  const { route } = findRoute(path);
  return (route.kind === 'page' && route.section) || 'Home';
};
