/**
 * Every path pattern of the route table, in a module free of React and of the pages: the route table takes each
 * entry's patterns from here, and the Node server reads the same list to tell an app path (the shell, 200) from
 * an unknown one (the shell, 404). One list, so the server's answer cannot drift from what the router shows.
 */
import { PATHS } from '../../shared/routes/paths';
import { matchPath } from './match-path';

export const PATTERNS = {
  welcome: [PATHS.welcome, PATHS.homePage],
  clientsHome: [PATHS.clientsHome],
  vendorsHome: [PATHS.vendorsHome],
  howItWorks: [PATHS.howItWorks, PATHS.worksForVendors],
  help: [PATHS.help],
  about: [PATHS.about],
  comingSoon: [PATHS.comingSoon],
  faq: [PATHS.faq],
  terms: [PATHS.terms],
  privacy: [PATHS.privacy],
  refund: [PATHS.refund],
  connectCompany: [PATHS.connectCompany],
  signup: [PATHS.signup],
  previewHeader: [PATHS.previewHeader],
  previewMobileHeader: [PATHS.previewMobileHeader],
  previewLaptopFooter: [PATHS.previewLaptopFooter],
  previewMobileFooter: [PATHS.previewMobileFooter],
  login: [PATHS.login],
  register: [PATHS.register],
  resetPassword: [PATHS.resetPassword],
  acceptInvite: [PATHS.acceptInvite],
  dashboard: [PATHS.dashboard],
  overview: [PATHS.overview],
  clients: [PATHS.clients],
  client: [`${PATHS.clients}/:clientId`],
  points: [PATHS.points],
  transaction: [`${PATHS.points}/:transactionId`],
  broadcasts: [PATHS.broadcasts],
  broadcast: [`${PATHS.broadcasts}/:broadcastId`],
  activity: [PATHS.activity],
  team: [PATHS.team],
  profile: [PATHS.profile],
  devices: [PATHS.devices],
  // SPEC §2: any other path under /app/dashboard goes to the dashboard, so each is an app path.
  dashboardRest: [`${PATHS.dashboard}/*`],
} as const satisfies Record<string, readonly string[]>;

/** Every pattern the route table matches, the catch-all to /home-page aside. */
export const APP_PATTERNS: readonly string[] = Object.values(PATTERNS).flat();

/** Whether the route table has a route of its own for `path` (a query string is ignored). */
export const isAppPath = (path: string): boolean => {
  const bare = path.split('?')[0] ?? '';
  return APP_PATTERNS.some((pattern) => matchPath(pattern, bare) !== null);
};
