/**
 * Every path of docs/product.md §2 once, with the link builders features use. The app shell's route table says which page
 * each path shows; features only link, so they import these and never the table (or each other).
 */
export const PATHS = {
  welcome: '/',
  homePage: '/home-page',
  clientsHome: '/home-page-clients',
  vendorsHome: '/home-page-vendors',
  howItWorks: '/how-it-works',
  worksForVendors: '/works-for-vendors',
  help: '/get-help',
  about: '/about-page',
  comingSoon: '/coming-soon',
  terms: '/terms-of-use',
  privacy: '/privacy-policy',
  faq: '/faq',
  refund: '/refund-policy',
  signup: '/signup',
  connectCompany: '/connect-company',
  previewHeader: '/header',
  previewMobileHeader: '/mobile-header',
  previewLaptopFooter: '/laptop-footer',
  previewMobileFooter: '/mobile-footer',
  login: '/auth/login',
  register: '/auth/register',
  resetPassword: '/auth/reset-password',
  acceptInvite: '/auth/accept-invite',
  unsubscribe: '/auth/unsubscribe',
  setup: '/setup',
  dashboard: '/app/dashboard',
  overview: '/app/dashboard/overview',
  clients: '/app/dashboard/clients',
  points: '/app/dashboard/points',
  broadcasts: '/app/dashboard/broadcasts',
  activity: '/app/dashboard/activity',
  team: '/app/dashboard/team',
  settings: '/app/dashboard/settings',
  profile: '/app/profile',
  devices: '/app/profile/devices',
} as const;

/** A record's page under its list: the id is one path segment, whatever characters it holds. */
const under = (list: string) => (id: string) => `${list}/${encodeURIComponent(id)}`;

export const clientHref = under(PATHS.clients);
export const transactionHref = under(PATHS.points);
export const broadcastHref = under(PATHS.broadcasts);
/** The Activity page filtered to one client (exact id), as the client's page links to it. */
export const clientActivityHref = (clientId: string): string =>
  `${PATHS.activity}?clientId=${encodeURIComponent(clientId)}`;

/** Where "a way back" from a crashed page leads, by the area it belongs to. */
export const isConsolePath = (path: string): boolean => path === '/app' || path.startsWith('/app/');
