/** The console's sections: the sidebar entries and the header title each path shows as its h1. */
export interface Section {
  title: string;
  href: string;
}

export const SIDEBAR_SECTIONS: readonly Section[] = [
  { title: 'Home', href: '/app/dashboard/clients' },
  { title: 'Points', href: '/app/dashboard/points' },
  { title: 'Broadcasts', href: '/app/dashboard/broadcasts' },
];

const PROFILE: Section = { title: 'Profile', href: '/app/profile' };

const within = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/** The section a path belongs to (Home for anything else under the console). */
export function sectionOf(path: string): Section {
  if (within(path, PROFILE.href)) return PROFILE;
  return SIDEBAR_SECTIONS.find((section) => within(path, section.href)) ?? SIDEBAR_SECTIONS[0] ?? PROFILE;
}

export const isCurrent = (path: string, section: Section): boolean => within(path, section.href);
